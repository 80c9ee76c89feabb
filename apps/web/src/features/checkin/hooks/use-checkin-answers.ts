import { useState } from 'react';
import {
  CHECKIN_SLIDER_DEFAULT,
  checkinProgress,
  type CheckinIndicator,
  type CheckinTags,
  type CheckinValues,
  type DayDynamic,
  type PersonalCondition,
  type SpecialSituation,
  type WorkModality,
} from '@tera/domain';

const START_VALUES: CheckinValues = {
  energy: CHECKIN_SLIDER_DEFAULT,
  mental_pressure: CHECKIN_SLIDER_DEFAULT,
  personal_concerns: CHECKIN_SLIDER_DEFAULT,
  motivation: CHECKIN_SLIDER_DEFAULT,
};

export interface FormTags {
  work_modality: WorkModality | null;
  day_dynamics: DayDynamic[];
  personal_conditions: PersonalCondition[];
  special_situations: SpecialSituation[];
}

const NO_TAGS: FormTags = {
  work_modality: null,
  day_dynamics: [],
  personal_conditions: [],
  special_situations: [],
};

/** What the person has answered so far, and how far along that is by the domain's rule. */
export function useCheckinAnswers() {
  const [values, setValues] = useState<CheckinValues>(START_VALUES);
  const [tags, setTags] = useState<FormTags>(NO_TAGS);

  const setValue = (indicator: CheckinIndicator, value: number) =>
    setValues((current) => ({ ...current, [indicator]: value }));

  const setTagGroup = <G extends keyof FormTags>(group: G, value: FormTags[G]) =>
    setTags((current) => ({ ...current, [group]: value }));

  const progress = checkinProgress({ values, tags: tags satisfies CheckinTags });

  return { values, tags, progress, setValue, setTagGroup };
}
