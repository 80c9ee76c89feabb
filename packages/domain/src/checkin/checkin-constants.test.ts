import { describe, expect, it } from 'vitest';
import * as constants from './checkin-constants.ts';

describe('check-in constants', () => {
  it('hold the documented window, sliders and timings', () => {
    expect({ ...constants }).toEqual({
      CHECKIN_WINDOW_START_HOUR: 9,
      CHECKIN_WINDOW_END_HOUR: 23,
      DEFAULT_WORKDAY_START_HOUR: 9,
      CHECKIN_SLIDER_MIN: 1,
      CHECKIN_SLIDER_MAX: 10,
      CHECKIN_SLIDER_STEP: 1,
      CHECKIN_SLIDER_DEFAULT: 5,
      MINIMUM_CHECKIN_PROGRESS: 25,
      INSIGHT_DEBOUNCE_MS: 1000,
      INSIGHT_DURATION_MS: 1500,
    });
  });
});
