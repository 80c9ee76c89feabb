import { CHECKIN_SLIDER_DEFAULT, MINIMUM_CHECKIN_PROGRESS } from './checkin-constants.ts';
import { CHECKIN_INDICATORS, type CheckinValues } from './checkin-values.ts';
import { CONTEXT_TAG_GROUPS, type CheckinTags } from './context-tags.ts';

/** Four sliders and four context groups, each worth one step. */
const PROGRESS_STEPS = CHECKIN_INDICATORS.length + CONTEXT_TAG_GROUPS.length;

export type ProgressColor = 'green' | 'yellow' | 'red';

/** i18next keys in the web's 'checkin' namespace, written `namespace:key` as i18next addresses them. */
export type ProgressButtonLabelKey =
  'checkin:button.start' | 'checkin:button.saveProgress' | 'checkin:button.complete';

export type ProgressTooltipKey =
  | 'checkin:progressTip.empty'
  | 'checkin:progressTip.low'
  | 'checkin:progressTip.partial'
  | 'checkin:progressTip.ready';

function hasChoice(value: string | readonly string[] | null | undefined): boolean {
  if (value === null || value === undefined) return false;
  return value.length > 0;
}

/** A slider left at its default of 5 has not been answered, even if 5 is the honest answer. */
export function checkinProgress({ values, tags }: { values: CheckinValues; tags: CheckinTags }): number {
  const moved = CHECKIN_INDICATORS.filter((indicator) => values[indicator] !== CHECKIN_SLIDER_DEFAULT).length;
  const chosen = CONTEXT_TAG_GROUPS.filter((group) => hasChoice(tags[group])).length;
  return Math.round(Math.min(100, ((moved + chosen) / PROGRESS_STEPS) * 100));
}

export function progressColor(percent: number): ProgressColor {
  if (percent >= 80) return 'green';
  if (percent >= 50) return 'yellow';
  return 'red';
}

export function progressButtonLabelKey(percent: number): ProgressButtonLabelKey {
  if (percent <= 0) return 'checkin:button.start';
  if (percent < 50) return 'checkin:button.saveProgress';
  return 'checkin:button.complete';
}

export function progressTooltipKey(percent: number): ProgressTooltipKey {
  if (percent <= 0) return 'checkin:progressTip.empty';
  if (percent < 25) return 'checkin:progressTip.low';
  if (percent < 50) return 'checkin:progressTip.partial';
  return 'checkin:progressTip.ready';
}

export function canSubmitProgress(percent: number): boolean {
  return percent >= MINIMUM_CHECKIN_PROGRESS;
}
