import { describe, expect, it } from 'vitest';
import type { CheckinTags } from './context-tags.ts';
import {
  canSubmitProgress,
  checkinProgress,
  progressButtonLabelKey,
  progressColor,
  progressTooltipKey,
} from './progress.ts';

const UNTOUCHED = { energy: 5, mental_pressure: 5, personal_concerns: 5, motivation: 5 };
const NO_TAGS: CheckinTags = {
  work_modality: null,
  day_dynamics: [],
  personal_conditions: null,
  special_situations: undefined,
};

describe('checkinProgress', () => {
  it('is 0 with every slider at 5 and no tags', () => {
    expect(checkinProgress({ values: UNTOUCHED, tags: NO_TAGS })).toBe(0);
  });

  it('counts each moved slider and each group with a choice as one eighth', () => {
    expect(checkinProgress({ values: { ...UNTOUCHED, energy: 6 }, tags: NO_TAGS })).toBe(13);
    expect(checkinProgress({ values: { ...UNTOUCHED, energy: 1, motivation: 10 }, tags: NO_TAGS })).toBe(25);
    expect(
      checkinProgress({ values: { ...UNTOUCHED, energy: 1 }, tags: { ...NO_TAGS, work_modality: 'office' } }),
    ).toBe(25);
    expect(
      checkinProgress({
        values: { energy: 4, mental_pressure: 6, personal_concerns: 5, motivation: 5 },
        tags: { ...NO_TAGS, day_dynamics: ['busy_day'], personal_conditions: ['bad_sleep'] },
      }),
    ).toBe(50);
  });

  it('reaches 100 with everything answered, and no more', () => {
    expect(
      checkinProgress({
        values: { energy: 1, mental_pressure: 2, personal_concerns: 3, motivation: 4 },
        tags: {
          work_modality: 'remote',
          day_dynamics: ['calm_day', 'busy_day'],
          personal_conditions: ['good_breakfast'],
          special_situations: ['achievement', 'relevant_feedback'],
        },
      }),
    ).toBe(100);
  });

  it('does not count an empty list as a choice', () => {
    expect(checkinProgress({ values: UNTOUCHED, tags: { ...NO_TAGS, special_situations: [] } })).toBe(0);
  });
});

describe('progressColor', () => {
  it('is red below 50, yellow from 50, green from 80', () => {
    expect(progressColor(0)).toBe('red');
    expect(progressColor(25)).toBe('red');
    expect(progressColor(49)).toBe('red');
    expect(progressColor(50)).toBe('yellow');
    expect(progressColor(79)).toBe('yellow');
    expect(progressColor(80)).toBe('green');
    expect(progressColor(100)).toBe('green');
  });
});

describe('progressButtonLabelKey', () => {
  it('starts at 0, saves progress below 50, completes from 50', () => {
    expect(progressButtonLabelKey(0)).toBe('checkin:button.start');
    expect(progressButtonLabelKey(13)).toBe('checkin:button.saveProgress');
    expect(progressButtonLabelKey(25)).toBe('checkin:button.saveProgress');
    expect(progressButtonLabelKey(49)).toBe('checkin:button.saveProgress');
    expect(progressButtonLabelKey(50)).toBe('checkin:button.complete');
    expect(progressButtonLabelKey(80)).toBe('checkin:button.complete');
  });
});

describe('progressTooltipKey', () => {
  it('mirrors the thresholds 0, 25 and 50', () => {
    expect(progressTooltipKey(0)).toBe('checkin:progressTip.empty');
    expect(progressTooltipKey(13)).toBe('checkin:progressTip.low');
    expect(progressTooltipKey(24)).toBe('checkin:progressTip.low');
    expect(progressTooltipKey(25)).toBe('checkin:progressTip.partial');
    expect(progressTooltipKey(49)).toBe('checkin:progressTip.partial');
    expect(progressTooltipKey(50)).toBe('checkin:progressTip.ready');
    expect(progressTooltipKey(100)).toBe('checkin:progressTip.ready');
  });
});

describe('canSubmitProgress', () => {
  it('needs at least 25 percent', () => {
    expect(canSubmitProgress(0)).toBe(false);
    expect(canSubmitProgress(13)).toBe(false);
    expect(canSubmitProgress(24)).toBe(false);
    expect(canSubmitProgress(25)).toBe(true);
    expect(canSubmitProgress(100)).toBe(true);
  });
});
