import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DAY_DYNAMICS, PERSONAL_CONDITIONS, SPECIAL_SITUATIONS, WORK_MODALITIES } from '@tera/domain';
import type { FormTags } from '../hooks/use-checkin-answers';
import { TagGroup } from './tag-group';

interface ContextTagsProps {
  tags: FormTags;
  onChange: <G extends keyof FormTags>(group: G, value: FormTags[G]) => void;
}

export function ContextTags({ tags, onChange }: ContextTagsProps) {
  const { t } = useTranslation('checkin');
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="space-y-5">
      <div>
        <h2 id={titleId} className="text-lg font-semibold text-fg">
          {t('tags.title')}
        </h2>
        <p className="mt-1 text-sm text-fg-muted">{t('tags.hint')}</p>
      </div>
      <TagGroup
        group="work_modality"
        type="single"
        options={WORK_MODALITIES}
        value={tags.work_modality}
        onChange={(value) => onChange('work_modality', value)}
      />
      <TagGroup
        group="day_dynamics"
        type="multiple"
        options={DAY_DYNAMICS}
        value={tags.day_dynamics}
        onChange={(value) => onChange('day_dynamics', value)}
      />
      <TagGroup
        group="personal_conditions"
        type="multiple"
        options={PERSONAL_CONDITIONS}
        value={tags.personal_conditions}
        onChange={(value) => onChange('personal_conditions', value)}
      />
      <TagGroup
        group="special_situations"
        type="multiple"
        options={SPECIAL_SITUATIONS}
        value={tags.special_situations}
        onChange={(value) => onChange('special_situations', value)}
      />
    </section>
  );
}
