import { describe, expect, it } from 'vitest';
import {
  CONTEXT_TAG_GROUPS,
  DAY_DYNAMICS,
  PERSONAL_CONDITIONS,
  SPECIAL_SITUATIONS,
  WORK_MODALITIES,
} from './context-tags.ts';

describe('context tags', () => {
  it('hold the documented options in order', () => {
    expect(WORK_MODALITIES).toEqual(['remote', 'office', 'hybrid']);
    expect(DAY_DYNAMICS).toEqual([
      'calm_day',
      'busy_day',
      'many_meetings',
      'individual_focus',
      'social_interaction',
    ]);
    expect(PERSONAL_CONDITIONS).toEqual(['good_breakfast', 'bad_sleep', 'distracted', 'motivated_start']);
    expect(SPECIAL_SITUATIONS).toEqual([
      'achievement',
      'important_error',
      'stress_outside_work',
      'relevant_feedback',
      'learning_something_new',
    ]);
  });

  it('name the four groups by their payload keys', () => {
    expect(CONTEXT_TAG_GROUPS).toEqual([
      'work_modality',
      'day_dynamics',
      'personal_conditions',
      'special_situations',
    ]);
  });
});
