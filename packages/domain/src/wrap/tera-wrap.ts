import type { CheckinValues } from '../checkin/checkin-values.ts';
import type { ContextTagGroup } from '../checkin/context-tags.ts';
import { EXERCISE_IDS, type ExerciseId } from '../exercises/exercise-catalogue.ts';
import { pulseBand } from '../pulse/pulse-band.ts';
import { groupPulse, pulseScore } from '../pulse/pulse-score.ts';

/**
 * TeraWrap: a person's year from their own rows only (docs/product/personal-wellbeing.md#terawrap).
 * What little history supports is decided here (docs/product/personal-wellbeing.md#short-history).
 */
export const WRAP_MONTH_MIN_CHECKINS = 3;
export const WRAP_MIN_MONTHS_FOR_PERIODS = 2;
export const WRAP_MIN_GOOD_DAYS = 3;
export const WRAP_TOP_TAGS = 3;

export const WRAP_CARDS = [
  'first_checkin',
  'intro',
  'checkins',
  'months',
  'periods',
  'tags',
  'recognitions',
  'exercises',
  'closing',
] as const;
export type WrapCard = (typeof WRAP_CARDS)[number];
export const WRAP_HISTORIES = ['empty', 'short', 'full'] as const;
export type WrapHistory = (typeof WRAP_HISTORIES)[number];

export interface WrapTag {
  group: ContextTagGroup;
  tag: string;
}

export interface WrapCheckin {
  date: string;
  values: CheckinValues;
  tags: readonly WrapTag[];
}

export interface WrapInput {
  year: number;
  checkins: readonly WrapCheckin[];
  exercises: readonly { exercise: ExerciseId; date: string }[];
  /** Recognitions the person received: the day given and the points, if any. */
  recognitions: readonly { date: string; points: number | null }[];
}

export interface WrapMonth {
  month: number;
  checkins: number;
  /** The month's own TeraPulse, or null with fewer than WRAP_MONTH_MIN_CHECKINS check-ins. */
  pulse: number | null;
}

export interface TeraWrap {
  year: number;
  history: WrapHistory;
  checkinDays: number;
  pulse: number | null;
  months: WrapMonth[];
  best: { month: number; pulse: number } | null;
  hardest: { month: number; pulse: number } | null;
  goodDays: number;
  goodDayTags: (WrapTag & { goodDays: number })[] | null;
  exercises: { total: number; byExercise: Record<ExerciseId, number>; favourite: ExerciseId | null };
  recognitions: { received: number; points: number };
  cards: WrapCard[];
}

const monthOf = (date: string) => Number(date.slice(5, 7));

function monthsOf(scored: readonly { date: string; pulse: number }[]): WrapMonth[] {
  return Array.from({ length: 12 }, (_, index) => {
    const month = index + 1;
    const scores = scored.filter((day) => monthOf(day.date) === month).map((day) => day.pulse);
    return {
      month,
      checkins: scores.length,
      pulse: scores.length >= WRAP_MONTH_MIN_CHECKINS ? groupPulse(scores) : null,
    };
  });
}

function periodsOf(months: readonly WrapMonth[]) {
  const rated = months.filter((month): month is WrapMonth & { pulse: number } => month.pulse !== null);
  if (rated.length < WRAP_MIN_MONTHS_FOR_PERIODS) return { best: null, hardest: null };
  const best = rated.reduce((top, month) => (month.pulse > top.pulse ? month : top));
  const hardest = rated.reduce((low, month) => (month.pulse < low.pulse ? month : low));
  if (best.pulse === hardest.pulse) return { best: null, hardest: null };
  return {
    best: { month: best.month, pulse: best.pulse },
    hardest: { month: hardest.month, pulse: hardest.pulse },
  };
}

const tagKey = (tag: WrapTag) => `${tag.group}:${tag.tag}`;

/** Tags more frequent on good days than on all days, most good days first. */
function goodDayTagsOf(checkins: readonly (WrapCheckin & { good: boolean })[], goodDays: number) {
  if (goodDays < WRAP_MIN_GOOD_DAYS) return null;
  const counts = new Map<string, { tag: WrapTag; all: number; good: number }>();
  for (const checkin of checkins) {
    for (const tag of checkin.tags) {
      const entry = counts.get(tagKey(tag)) ?? { tag, all: 0, good: 0 };
      entry.all += 1;
      if (checkin.good) entry.good += 1;
      counts.set(tagKey(tag), entry);
    }
  }
  return [...counts.values()]
    .filter((entry) => entry.good / goodDays > entry.all / checkins.length)
    .sort(
      (a, b) =>
        b.good - a.good || b.good / b.all - a.good / a.all || tagKey(a.tag).localeCompare(tagKey(b.tag)),
    )
    .slice(0, WRAP_TOP_TAGS)
    .map((entry) => ({ ...entry.tag, goodDays: entry.good }));
}

function exercisesOf(sessions: WrapInput['exercises']): TeraWrap['exercises'] {
  const byExercise = Object.fromEntries(EXERCISE_IDS.map((id) => [id, 0])) as Record<ExerciseId, number>;
  for (const session of sessions) byExercise[session.exercise] += 1;
  const favourite = EXERCISE_IDS.reduce<ExerciseId | null>(
    (top, id) => (byExercise[id] > 0 && (top === null || byExercise[id] > byExercise[top]) ? id : top),
    null,
  );
  return { total: sessions.length, byExercise, favourite };
}

export function computeTeraWrap(input: WrapInput): TeraWrap {
  const inYear = (date: string) => date.startsWith(`${input.year}-`);
  const checkins = input.checkins
    .filter((checkin) => inYear(checkin.date))
    .map((checkin) => {
      const pulse = pulseScore(checkin.values);
      return { ...checkin, pulse, good: pulseBand(pulse) === 'excellent' };
    });
  const exercises = exercisesOf(input.exercises.filter((session) => inYear(session.date)));
  const received = input.recognitions.filter((recognition) => inYear(recognition.date));
  const recognitions = {
    received: received.length,
    points: received.reduce((sum, recognition) => sum + (recognition.points ?? 0), 0),
  };
  const months = monthsOf(checkins);
  const { best, hardest } = periodsOf(months);
  const goodDays = checkins.filter((checkin) => checkin.good).length;
  const goodDayTags = goodDayTagsOf(checkins, goodDays);
  const history: WrapHistory = checkins.length === 0 ? 'empty' : best === null ? 'short' : 'full';

  const cards: WrapCard[] =
    history === 'empty'
      ? ['first_checkin']
      : [
          'intro',
          'checkins',
          'months',
          ...(best !== null ? (['periods'] as const) : []),
          ...(goodDayTags !== null && goodDayTags.length > 0 ? (['tags'] as const) : []),
        ];
  if (recognitions.received > 0) cards.push('recognitions');
  if (exercises.total > 0) cards.push('exercises');
  if (history !== 'empty') cards.push('closing');

  return {
    year: input.year,
    history,
    checkinDays: checkins.length,
    pulse: groupPulse(checkins.map((checkin) => checkin.pulse)),
    months,
    best,
    hardest,
    goodDays,
    goodDayTags,
    exercises,
    recognitions,
    cards,
  };
}
