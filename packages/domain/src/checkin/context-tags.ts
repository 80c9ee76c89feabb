/** Context tag options, stored and sent as these exact words; the web translates them. */
export const WORK_MODALITIES = ['remote', 'office', 'hybrid'] as const;
export type WorkModality = (typeof WORK_MODALITIES)[number];

export const DAY_DYNAMICS = [
  'calm_day',
  'busy_day',
  'many_meetings',
  'individual_focus',
  'social_interaction',
] as const;
export type DayDynamic = (typeof DAY_DYNAMICS)[number];

export const PERSONAL_CONDITIONS = ['good_breakfast', 'bad_sleep', 'distracted', 'motivated_start'] as const;
export type PersonalCondition = (typeof PERSONAL_CONDITIONS)[number];

export const SPECIAL_SITUATIONS = [
  'achievement',
  'important_error',
  'stress_outside_work',
  'relevant_feedback',
  'learning_something_new',
] as const;
export type SpecialSituation = (typeof SPECIAL_SITUATIONS)[number];

/** Work modality is a single choice; the other three groups allow several. */
export const CONTEXT_TAG_GROUPS = [
  'work_modality',
  'day_dynamics',
  'personal_conditions',
  'special_situations',
] as const;
export type ContextTagGroup = (typeof CONTEXT_TAG_GROUPS)[number];

/** Tags as a form holds them: a list may be empty, which the submission payload turns into null. */
export interface CheckinTags {
  work_modality: WorkModality | null | undefined;
  day_dynamics: readonly DayDynamic[] | null | undefined;
  personal_conditions: readonly PersonalCondition[] | null | undefined;
  special_situations: readonly SpecialSituation[] | null | undefined;
}
