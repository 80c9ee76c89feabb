import type { CheckinValues } from '../checkin/checkin-values.ts';
import { canShowGroup, WITHHELD_REASON, type WithheldReason } from '../privacy/group-safety.ts';
import { releasedAnswers, releasedPrefix } from '../privacy/released-batches.ts';
import { pulseBand, type PulseBand } from './pulse-band.ts';
import { groupPulse, pulseScore } from './pulse-score.ts';

/** One person's check-in of one day, as team figures read it. */
export interface MemberCheckin extends CheckinValues {
  userId: string;
  date: string;
  /** When the row was stored (ISO instant): a day's figures take answers in this order. */
  storedAt: string;
  /**
   * Whether the viewer sees this answer by name: its owner shared with this very viewer, who led
   * them, at the start of its day (changes count from the next day).
   */
  seen: boolean;
  work_modality: string | null;
  day_dynamics: readonly string[] | null;
  personal_conditions: readonly string[] | null;
  special_situations: readonly string[] | null;
}

export interface Indicators {
  energy: number;
  mentalPressure: number;
  personalConcerns: number;
  motivation: number;
}

/** A group's figures for one day; every figure is null, with the reason, when it may not be shown. */
export interface TeamDayFigures {
  date: string;
  /**
   * Participation as far as it may be told: the answers released so far (see `releasedAnswers`).
   * A count that moved by one answer would say someone just checked in.
   */
  answered: number;
  /** The answers the figures are computed from: the same released answers. */
  counted: number;
  pulse: number | null;
  band: PulseBand | null;
  indicators: Indicators | null;
  withheld: WithheldReason | null;
}

export type BandCounts = Record<PulseBand, number>;

export interface BandDistribution {
  counts: BandCounts | null;
  counted: number;
  withheld: WithheldReason | null;
}

const oneDecimal = (value: number) => Math.round(value * 10) / 10;
const meanOf = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

/** Stored order, with the person as a tie-break so every server instance agrees. */
export function inStoredOrder<T extends Pick<MemberCheckin, 'storedAt' | 'userId'>>(
  checkins: readonly T[],
): T[] {
  // Each instant read once: a company's day holds thousands of answers.
  return checkins
    .map((checkin) => ({ checkin, at: Date.parse(checkin.storedAt) }))
    .sort(
      (a, b) =>
        a.at - b.at ||
        (a.checkin.userId < b.checkin.userId ? -1 : a.checkin.userId > b.checkin.userId ? 1 : 0),
    )
    .map(({ checkin }) => checkin);
}

export function countedCheckins(dayCheckins: readonly MemberCheckin[], threshold: number): MemberCheckin[] {
  return releasedAnswers(inStoredOrder(dayCheckins), threshold);
}

export function meanIndicators(checkins: readonly CheckinValues[]): Indicators {
  return {
    energy: oneDecimal(meanOf(checkins.map((c) => c.energy))),
    mentalPressure: oneDecimal(meanOf(checkins.map((c) => c.mental_pressure))),
    personalConcerns: oneDecimal(meanOf(checkins.map((c) => c.personal_concerns))),
    motivation: oneDecimal(meanOf(checkins.map((c) => c.motivation))),
  };
}

/** A day's team pulse (mean of each person's score) and mean indicators, or all withheld. */
export function teamDay(
  date: string,
  dayCheckins: readonly MemberCheckin[],
  threshold: number,
): TeamDayFigures {
  const counted = countedCheckins(dayCheckins, threshold);
  if (counted.length === 0) {
    return {
      date,
      answered: 0,
      counted: 0,
      pulse: null,
      band: null,
      indicators: null,
      withheld: WITHHELD_REASON,
    };
  }
  const pulse = groupPulse(counted.map((c) => pulseScore(c)))!;
  return {
    date,
    answered: counted.length,
    counted: counted.length,
    pulse,
    band: pulseBand(pulse),
    indicators: meanIndicators(counted),
    withheld: null,
  };
}

function bandCounts(checkins: readonly MemberCheckin[]): BandCounts {
  const counts: BandCounts = { excellent: 0, good: 0, critical: 0 };
  for (const checkin of checkins) counts[pulseBand(pulseScore(checkin))] += 1;
  return counts;
}

/**
 * Whether a batch's band counts reveal nobody's band. Counting bands adds a risk a mean does not
 * have: if every unseen person of a batch falls in one band, each one's band is known. So the
 * unseen people must spread over two bands or more, with each band used reaching the threshold.
 */
function bandsHideEveryone(batch: readonly MemberCheckin[], threshold: number): boolean {
  const unseen = batch.filter((c) => !c.seen);
  if (unseen.length === 0) return true;
  const used = Object.values(bandCounts(unseen)).filter((count) => count > 0);
  return used.length >= 2 && used.every((count) => count >= threshold);
}

/**
 * How many of the day's counted people fall in each band. Released in batches like the pulse,
 * each batch (and so each difference between two views) passing `bandsHideEveryone`.
 */
export function bandDistribution(dayCheckins: readonly MemberCheckin[], threshold: number): BandDistribution {
  const released = releasedPrefix(inStoredOrder(dayCheckins), (batch, first) => {
    if (first && !canShowGroup(batch, threshold)) return false;
    return bandsHideEveryone(batch, threshold);
  });
  if (released.length === 0) return { counts: null, counted: 0, withheld: WITHHELD_REASON };
  return { counts: bandCounts(released), counted: released.length, withheld: null };
}
