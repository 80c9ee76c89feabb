/** The window (docs/product/checkin.md#the-window) includes every minute of hour 23: 23:59 is inside. */
export const CHECKIN_WINDOW_START_HOUR = 9;
export const CHECKIN_WINDOW_END_HOUR = 23;

/** The prompt starts at the company's workday_start_hour; this is the value when it has none. */
export const DEFAULT_WORKDAY_START_HOUR = 9;

export const CHECKIN_SLIDER_MIN = 1;
export const CHECKIN_SLIDER_MAX = 10;
export const CHECKIN_SLIDER_STEP = 1;
export const CHECKIN_SLIDER_DEFAULT = 5;

/** Percent of the progress tracker needed before submit is accepted. */
export const MINIMUM_CHECKIN_PROGRESS = 25;

export const INSIGHT_DEBOUNCE_MS = 1000;
export const INSIGHT_DURATION_MS = 1500;
