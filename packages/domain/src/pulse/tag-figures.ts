import { localParts } from '../checkin/local-time.ts';
import {
  DAY_DYNAMICS,
  PERSONAL_CONDITIONS,
  SPECIAL_SITUATIONS,
  WORK_MODALITIES,
  type ContextTagGroup,
} from '../checkin/context-tags.ts';
import { addDays, datesFrom, weekStart } from './calendar-dates.ts';
import { canShowGroup, WITHHELD_REASON, type WithheldReason } from '../privacy/group-safety.ts';
import { groupPulse, pulseScore } from './pulse-score.ts';
import { countedCheckins, type MemberCheckin } from './team-day.ts';

export interface TagFigure {
  group: ContextTagGroup;
  tag: string;
  /** Check-ins with the tag in the window. */
  answers: number | null;
  /** Mean pulse of the check-ins with the tag. */
  pulse: number | null;
  /** Mean pulse of the window's other check-ins, the comparison the tag is read against. */
  otherPulse: number | null;
  withheld: WithheldReason | null;
}

/**
 * Pulse by tag covers whole weeks that are over (Monday to Sunday), never a window that moves
 * every day: a window one day longer, or one day later, would differ from the last by a single
 * day's few answers.
 */
export const TAG_WINDOW_WEEKS = 4;

export function tagWindow(today: string): { from: string; to: string } {
  const thisWeek = weekStart(today);
  return { from: addDays(thisWeek, -7 * TAG_WINDOW_WEEKS), to: addDays(thisWeek, -1) };
}

const TAG_OPTIONS: Record<ContextTagGroup, readonly string[]> = {
  work_modality: WORK_MODALITIES,
  day_dynamics: DAY_DYNAMICS,
  personal_conditions: PERSONAL_CONDITIONS,
  special_situations: SPECIAL_SITUATIONS,
};

interface Candidate {
  key: string;
  group: ContextTagGroup;
  tag: string;
}

const CANDIDATES: Candidate[] = (Object.keys(TAG_OPTIONS) as ContextTagGroup[]).flatMap((group) =>
  TAG_OPTIONS[group].map((tag) => ({ key: `${group}:${tag}`, group, tag })),
);

function hasTag(checkin: MemberCheckin, { group, tag }: Candidate): boolean {
  if (group === 'work_modality') return checkin.work_modality === tag;
  return checkin[group]?.includes(tag) ?? false;
}

/** One published set of a week's answers: a day, or the answers with (or without) one tag. */
interface Part {
  members: Uint8Array;
  size: number;
  tag?: Candidate;
}

interface Week {
  checkins: MemberCheckin[];
  days: Part[];
}

/** Whether a check-in was stored by the end of a local date; the zone is asked only near midnight. */
function storedBy(checkin: MemberCheckin, date: string, timeZone: string): boolean {
  const utcDate = checkin.storedAt.slice(0, 10);
  // No zone is a whole day away from UTC, so a UTC date two days off settles it.
  if (utcDate < date) return true;
  if (utcDate > addDays(date, 1)) return false;
  return localParts(new Date(checkin.storedAt), timeZone).date <= date;
}

/**
 * The answers a week's figures are made of: each day's counted answers, among those stored by the
 * week's end. A check-in replayed from an offline device later would otherwise change a past
 * week's figures by that one person; the trend takes it in its own safe batches.
 */
function readWeek(
  start: string,
  byDate: ReadonlyMap<string, MemberCheckin[]>,
  thresholdOn: (date: string) => number,
  timeZone: string,
): Week {
  const end = addDays(start, 6);
  const checkins: MemberCheckin[] = [];
  const dayRanges: [number, number][] = [];
  for (const date of datesFrom(start, end)) {
    const onTime = (byDate.get(date) ?? []).filter((c) => storedBy(c, end, timeZone));
    const counted = countedCheckins(onTime, thresholdOn(date));
    if (counted.length > 0) dayRanges.push([checkins.length, checkins.length + counted.length]);
    checkins.push(...counted);
  }
  const days = dayRanges.map(([from, to]) => {
    const members = new Uint8Array(checkins.length);
    members.fill(1, from, to);
    return { members, size: to - from };
  });
  return { checkins, days };
}

function partOf(week: Week, keep: (checkin: MemberCheckin) => boolean, tag: Candidate): Part {
  const members = new Uint8Array(week.checkins.length);
  let size = 0;
  week.checkins.forEach((checkin, i) => {
    if (keep(checkin)) {
      members[i] = 1;
      size += 1;
    }
  });
  return { members, size, tag };
}

function answersIn(week: Week, include: (i: number) => boolean): MemberCheckin[] {
  return week.checkins.filter((_, i) => include(i));
}

/** The smaller side of a tag over the window: hiding it first costs the least. */
function weaker(a: Candidate, b: Candidate, sizes: ReadonlyMap<string, number>): Candidate {
  return (sizes.get(a.key) ?? 0) <= (sizes.get(b.key) ?? 0) ? a : b;
}

/** Two published sets of a week whose difference, or whose rest of the week, is unsafe. */
type Conflict = [Candidate | undefined, Candidate | undefined];

/**
 * What a week forbids, whichever other tags end up shown: tags with an unsafe side on their own,
 * and pairs of sets (days, or the answers with or without a tag) that would single out too few
 * people — one inside the other differing by an unsafe set, or two apart leaving an unsafe rest.
 */
function weekConflicts(
  week: Week,
  used: readonly Candidate[],
  threshold: number,
): { unsafeAlone: Set<string>; conflicts: Conflict[] } {
  const unsafeAlone = new Set<string>();
  const conflicts: Conflict[] = [];
  const total = week.checkins.length;
  if (total === 0) return { unsafeAlone, conflicts };
  const safe = (include: (i: number) => boolean) => canShowGroup(answersIn(week, include), threshold);
  const tagParts = used.flatMap((tag) => [
    partOf(week, (c) => hasTag(c, tag), tag),
    partOf(week, (c) => !hasTag(c, tag), tag),
  ]);
  for (const part of tagParts) {
    if (part.size > 0 && !safe((i) => part.members[i] === 1)) unsafeAlone.add(part.tag!.key);
  }
  const parts = [...week.days, ...tagParts].filter((part) => part.size > 0);
  for (let a = 0; a < parts.length; a += 1) {
    for (let b = a + 1; b < parts.length; b += 1) {
      const x = parts[a]!;
      const y = parts[b]!;
      if (!x.tag && !y.tag) continue;
      if (x.tag && y.tag && x.tag.key === y.tag.key) continue;
      let both = 0;
      for (let i = 0; i < total; i += 1) both += x.members[i]! & y.members[i]!;
      let revealed: ((i: number) => boolean) | null = null;
      if (both === x.size && x.size < y.size) revealed = (i) => y.members[i] === 1 && x.members[i] === 0;
      else if (both === y.size && y.size < x.size) revealed = (i) => x.members[i] === 1 && y.members[i] === 0;
      else if (both === 0 && x.size + y.size < total)
        revealed = (i) => x.members[i] === 0 && y.members[i] === 0;
      if (revealed && !safe(revealed)) conflicts.push([x.tag, y.tag]);
    }
  }
  return { unsafeAlone, conflicts };
}

/** The work modalities split a week, so those shown may not leave an unsafe rest of it. */
function unsafeModality(
  weeks: readonly Week[],
  shown: readonly Candidate[],
  threshold: number,
  sizes: ReadonlyMap<string, number>,
): Candidate | null {
  const modalities = shown.filter((tag) => tag.group === 'work_modality');
  if (modalities.length === 0) return null;
  for (const week of weeks) {
    const rest = answersIn(week, (i) => !modalities.some((tag) => hasTag(week.checkins[i]!, tag)));
    if (rest.length > 0 && !canShowGroup(rest, threshold)) {
      return modalities.reduce((a, b) => weaker(a, b, sizes));
    }
  }
  return null;
}

/**
 * The tags that may be shown: each week's conflicts are worked out once, then the weaker tag of
 * any conflict among those still shown is withheld, until none is left.
 */
function safeTags(
  weeks: readonly Week[],
  used: readonly Candidate[],
  threshold: number,
  sizes: ReadonlyMap<string, number>,
): Candidate[] {
  const perWeek = weeks.map((week) => weekConflicts(week, used, threshold));
  const unsafeAlone = new Set(perWeek.flatMap((week) => [...week.unsafeAlone]));
  const conflicts = perWeek.flatMap((week) => week.conflicts);
  let shown = used.filter((tag) => (sizes.get(tag.key) ?? 0) > 0 && !unsafeAlone.has(tag.key));
  for (;;) {
    const keys = new Set(shown.map((tag) => tag.key));
    const isShown = (tag: Candidate | undefined) => !tag || keys.has(tag.key);
    const unsafe = new Set<string>();
    for (const [x, y] of conflicts) {
      if (!isShown(x) || !isShown(y)) continue;
      unsafe.add((x && y ? weaker(x, y, sizes) : (x ?? y)!).key);
    }
    if (unsafe.size === 0) {
      const modality = unsafeModality(weeks, shown, threshold, sizes);
      if (!modality) return shown;
      unsafe.add(modality.key);
    }
    shown = shown.filter((tag) => !unsafe.has(tag.key));
  }
}

/**
 * Pulse on check-ins with each tag against the window's other check-ins, over the last complete
 * weeks, for every tag anyone used. A tag is shown only when nothing published about it, alone or
 * beside the days and the other tags, describes fewer people than the threshold.
 */
export function tagFigures(input: {
  today: string;
  timeZone: string;
  threshold: number;
  /** Each day's own threshold, which its counted answers were released by. */
  thresholdOn: (date: string) => number;
  checkins: readonly MemberCheckin[];
}): TagFigure[] {
  const { today, timeZone, threshold, thresholdOn } = input;
  const window = tagWindow(today);
  const byDate = new Map<string, MemberCheckin[]>();
  for (const checkin of input.checkins) {
    if (checkin.date < window.from || checkin.date > window.to) continue;
    const day = byDate.get(checkin.date);
    if (day) day.push(checkin);
    else byDate.set(checkin.date, [checkin]);
  }
  const weeks = Array.from({ length: TAG_WINDOW_WEEKS }, (_, i) =>
    readWeek(addDays(window.from, 7 * i), byDate, thresholdOn, timeZone),
  );
  const all = weeks.flatMap((week) => week.checkins);
  const used = CANDIDATES.filter((tag) => all.some((c) => hasTag(c, tag)));
  const sizes = new Map(
    used.map((tag) => {
      const withTag = all.filter((c) => hasTag(c, tag)).length;
      return [tag.key, Math.min(withTag, all.length - withTag)];
    }),
  );

  const shown = safeTags(weeks, used, threshold, sizes);
  const shownKeys = new Set(shown.map((tag) => tag.key));
  return used.map((tag) => {
    if (!shownKeys.has(tag.key)) {
      return {
        group: tag.group,
        tag: tag.tag,
        answers: null,
        pulse: null,
        otherPulse: null,
        withheld: WITHHELD_REASON,
      };
    }
    const withTag = all.filter((c) => hasTag(c, tag));
    const without = all.filter((c) => !hasTag(c, tag));
    return {
      group: tag.group,
      tag: tag.tag,
      answers: withTag.length,
      pulse: groupPulse(withTag.map((c) => pulseScore(c))),
      otherPulse: groupPulse(without.map((c) => pulseScore(c))),
      withheld: null,
    };
  });
}
