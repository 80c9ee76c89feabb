import type { ContextTagGroup } from '../checkin/context-tags.ts';
import { pulseBand, type PulseBand } from './pulse-band.ts';
import type { TagFigure } from './tag-figures.ts';
import type { Indicators } from './team-day.ts';

export type IndicatorName = keyof Indicators;

/**
 * The built-in team analysis: plain statistics over figures the leader may already see, so it
 * never needs anything the threshold withholds. The web writes each finding as a sentence.
 */
export type TeamFinding =
  | { kind: 'trend'; direction: 'up' | 'down' | 'flat'; pointsPerWeek: number }
  | { kind: 'largest-rise' | 'largest-drop'; date: string; from: number; to: number }
  | { kind: 'indicator-change'; indicator: IndicatorName; from: number; to: number; better: boolean }
  | { kind: 'tag-low' | 'tag-high'; group: ContextTagGroup; tag: string; difference: number };

export interface TeamAnalysis {
  from: string;
  to: string;
  /** Days of the period whose figures could be shown: the analysis reads only those. */
  shownDays: number;
  meanPulse: number | null;
  band: PulseBand | null;
  /** Empty when fewer than ANALYSIS_MIN_SHOWN_DAYS days could be shown. */
  findings: TeamFinding[];
}

export const ANALYSIS_MIN_SHOWN_DAYS = 3;
/** Below this a weekly trend is noise on a 0–100 scale. */
export const FLAT_POINTS_PER_WEEK = 1;
export const NOTABLE_DAY_CHANGE_POINTS = 5;
/** On the 1–10 scale, half a point between the first and second half of the period. */
export const NOTABLE_INDICATOR_CHANGE = 0.5;
export const NOTABLE_TAG_DIFFERENCE = 5;
const TAG_FINDINGS_EACH_WAY = 2;

/** For these, a fall is the good direction. */
const LOWER_IS_BETTER: ReadonlySet<IndicatorName> = new Set(['mentalPressure', 'personalConcerns']);
const INDICATOR_NAMES: IndicatorName[] = ['energy', 'mentalPressure', 'personalConcerns', 'motivation'];

interface AnalysedDay {
  date: string;
  pulse: number | null;
  indicators: Indicators | null;
}

type ShownDay = { date: string; pulse: number; indicators: Indicators; x: number };

const oneDecimal = (value: number) => Math.round(value * 10) / 10;
const meanOf = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

/** Least-squares slope of pulse against the day's position in the period. */
function slopePerDay(points: readonly { x: number; y: number }[]): number {
  const meanX = meanOf(points.map((p) => p.x));
  const meanY = meanOf(points.map((p) => p.y));
  const covariance = points.reduce((s, p) => s + (p.x - meanX) * (p.y - meanY), 0);
  const variance = points.reduce((s, p) => s + (p.x - meanX) ** 2, 0);
  return variance === 0 ? 0 : covariance / variance;
}

function trendFinding(shown: readonly ShownDay[]): TeamFinding {
  const pointsPerWeek = oneDecimal(slopePerDay(shown.map((d) => ({ x: d.x, y: d.pulse }))) * 7);
  const direction =
    Math.abs(pointsPerWeek) < FLAT_POINTS_PER_WEEK ? 'flat' : pointsPerWeek > 0 ? 'up' : 'down';
  return { kind: 'trend', direction, pointsPerWeek };
}

/** The largest rise and the largest fall from one shown day to the next. */
function largestChanges(shown: readonly ShownDay[]): TeamFinding[] {
  let rise: { date: string; from: number; to: number } | null = null;
  let drop: { date: string; from: number; to: number } | null = null;
  for (let i = 1; i < shown.length; i += 1) {
    const change = { date: shown[i]!.date, from: shown[i - 1]!.pulse, to: shown[i]!.pulse };
    const delta = change.to - change.from;
    if (delta >= NOTABLE_DAY_CHANGE_POINTS && (!rise || delta > rise.to - rise.from)) rise = change;
    if (-delta >= NOTABLE_DAY_CHANGE_POINTS && (!drop || -delta > drop.from - drop.to)) drop = change;
  }
  return [
    ...(rise ? [{ kind: 'largest-rise' as const, ...rise }] : []),
    ...(drop ? [{ kind: 'largest-drop' as const, ...drop }] : []),
  ];
}

/** The indicator that moved most between the first and the second half of the shown days. */
function indicatorChange(shown: readonly ShownDay[]): TeamFinding[] {
  const half = Math.floor(shown.length / 2);
  const early = shown.slice(0, half);
  const late = shown.slice(shown.length - half);
  if (half === 0) return [];
  const changes = INDICATOR_NAMES.map((indicator) => ({
    indicator,
    from: oneDecimal(meanOf(early.map((d) => d.indicators[indicator]))),
    to: oneDecimal(meanOf(late.map((d) => d.indicators[indicator]))),
  })).sort((a, b) => Math.abs(b.to - b.from) - Math.abs(a.to - a.from));
  const largest = changes[0]!;
  if (Math.abs(largest.to - largest.from) < NOTABLE_INDICATOR_CHANGE) return [];
  const rose = largest.to > largest.from;
  return [
    { kind: 'indicator-change', ...largest, better: LOWER_IS_BETTER.has(largest.indicator) ? !rose : rose },
  ];
}

function tagFindings(byTag: readonly TagFigure[]): TeamFinding[] {
  const compared = byTag
    .filter(
      (f): f is TagFigure & { pulse: number; otherPulse: number } =>
        f.pulse !== null && f.otherPulse !== null,
    )
    .map((f) => ({ group: f.group, tag: f.tag, difference: f.pulse - f.otherPulse }));
  const lows = compared
    .filter((f) => f.difference <= -NOTABLE_TAG_DIFFERENCE)
    .sort((a, b) => a.difference - b.difference)
    .slice(0, TAG_FINDINGS_EACH_WAY);
  const highs = compared
    .filter((f) => f.difference >= NOTABLE_TAG_DIFFERENCE)
    .sort((a, b) => b.difference - a.difference)
    .slice(0, TAG_FINDINGS_EACH_WAY);
  return [
    ...lows.map((f) => ({ kind: 'tag-low' as const, ...f })),
    ...highs.map((f) => ({ kind: 'tag-high' as const, ...f })),
  ];
}

export function analyseTeam(trend: readonly AnalysedDay[], byTag: readonly TagFigure[]): TeamAnalysis {
  const shown = trend
    .map((day, x) => ({ ...day, x }))
    .filter((day): day is ShownDay => day.pulse !== null && day.indicators !== null);
  const meanPulse = shown.length > 0 ? Math.round(meanOf(shown.map((d) => d.pulse))) : null;
  const period = {
    from: trend[0]?.date ?? '',
    to: trend.at(-1)?.date ?? '',
    shownDays: shown.length,
    meanPulse,
    band: meanPulse === null ? null : pulseBand(meanPulse),
  };
  if (shown.length < ANALYSIS_MIN_SHOWN_DAYS) return { ...period, findings: [] };
  return {
    ...period,
    findings: [
      trendFinding(shown),
      ...largestChanges(shown),
      ...indicatorChange(shown),
      ...tagFindings(byTag),
    ],
  };
}
