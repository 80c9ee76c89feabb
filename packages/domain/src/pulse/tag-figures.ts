import { localParts } from '../checkin/local-time.ts';
import {
  DAY_DYNAMICS,
  PERSONAL_CONDITIONS,
  SPECIAL_SITUATIONS,
  WORK_MODALITIES,
  type ContextTagGroup,
} from '../checkin/context-tags.ts';
import { addDays, datesFrom, weekStart } from './calendar-dates.ts';
import { summedSets } from '../privacy/summed-sets.ts';
import {
  canShowCounted,
  canShowGroup,
  WITHHELD_REASON,
  type WithheldReason,
} from '../privacy/group-safety.ts';
import {
  add,
  complement,
  emptySet,
  forEachIn,
  has,
  overlap,
  sizeOf,
  union,
  without,
  type AnswerSet,
} from './answer-set.ts';
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

export interface Candidate {
  key: string;
  group: ContextTagGroup;
  tag: string;
}

const CANDIDATES: Candidate[] = (Object.keys(TAG_OPTIONS) as ContextTagGroup[]).flatMap((group) =>
  TAG_OPTIONS[group].map((tag) => ({ key: `${group}:${tag}`, group, tag })),
);

const CANDIDATE_BY_KEY = new Map(CANDIDATES.map((candidate) => [candidate.key, candidate]));

/** The tags a check-in carries, as candidates. */
export function tagsOf(checkin: MemberCheckin): Candidate[] {
  const keys = [
    ...(checkin.work_modality ? [`work_modality:${checkin.work_modality}`] : []),
    ...(checkin.day_dynamics ?? []).map((tag) => `day_dynamics:${tag}`),
    ...(checkin.personal_conditions ?? []).map((tag) => `personal_conditions:${tag}`),
    ...(checkin.special_situations ?? []).map((tag) => `special_situations:${tag}`),
  ];
  return keys.flatMap((key) => CANDIDATE_BY_KEY.get(key) ?? []);
}

/** One published set of a week's answers: a day, or the answers with (or without) one tag. */
interface Part {
  set: AnswerSet;
  size: number;
  /** Its answers whose owner the viewer does not see by name. */
  unseen: number;
  tag?: Candidate;
}

interface Week {
  checkins: MemberCheckin[];
  days: Part[];
  /** The week's answers carrying each tag, by the tag's key. */
  withTag: Map<string, AnswerSet>;
  unseen: AnswerSet;
  unseenCount: number;
  /** The most answers one person gave in the week: no n answers are fewer than n / most people. */
  mostPerPerson: number;
}

/** Whether a check-in was stored by the end of a local date; the zone is asked only near midnight. */
function storedBy(checkin: MemberCheckin, date: string, timeZone: string): boolean {
  const utcDate = checkin.storedAt.slice(0, 10);
  // No zone is a whole day away from UTC, so a UTC date two days off settles it.
  if (utcDate < date) return true;
  if (utcDate > addDays(date, 1)) return false;
  return localParts(new Date(checkin.storedAt), timeZone).date <= date;
}

function partOf(week: Pick<Week, 'unseen'>, set: AnswerSet, tag?: Candidate): Part {
  return { set, size: sizeOf(set), unseen: overlap(set, week.unseen), ...(tag ? { tag } : {}) };
}

/**
 * The answers a window's figures are made of, week by week and day by day: each day's counted
 * answers, among those stored by the week's end. A check-in replayed from an offline device later
 * would otherwise change a past week's figures by that one person; the trend takes it in its own
 * safe batches.
 */
function windowWeekDays(input: {
  today: string;
  timeZone: string;
  /** Each day's own threshold, which its counted answers were released by. */
  thresholdOn: (date: string) => number;
  checkins: readonly MemberCheckin[];
}): MemberCheckin[][][] {
  const window = tagWindow(input.today);
  const byDate = new Map<string, MemberCheckin[]>();
  for (const checkin of input.checkins) {
    if (checkin.date < window.from || checkin.date > window.to) continue;
    const day = byDate.get(checkin.date);
    if (day) day.push(checkin);
    else byDate.set(checkin.date, [checkin]);
  }
  return Array.from({ length: TAG_WINDOW_WEEKS }, (_, i) => {
    const start = addDays(window.from, 7 * i);
    const end = addDays(start, 6);
    return datesFrom(start, end).map((date) => {
      const onTime = (byDate.get(date) ?? []).filter((c) => storedBy(c, end, input.timeZone));
      return countedCheckins(onTime, input.thresholdOn(date));
    });
  });
}

/** A week as the tag release reads it, from the answers each of its days publishes. */
function weekOf(dayAnswers: readonly (readonly MemberCheckin[])[]): Week {
  const checkins: MemberCheckin[] = [];
  const dayRanges: [number, number][] = [];
  for (const counted of dayAnswers) {
    if (counted.length > 0) dayRanges.push([checkins.length, checkins.length + counted.length]);
    checkins.push(...counted);
  }
  const unseen = emptySet(checkins.length);
  const withTag = new Map<string, AnswerSet>();
  const perPerson = new Map<string, number>();
  let mostPerPerson = 1;
  checkins.forEach((checkin, i) => {
    if (!checkin.seen) add(unseen, i);
    const answered = (perPerson.get(checkin.userId) ?? 0) + 1;
    perPerson.set(checkin.userId, answered);
    mostPerPerson = Math.max(mostPerPerson, answered);
    for (const tag of tagsOf(checkin)) {
      let set = withTag.get(tag.key);
      if (!set) withTag.set(tag.key, (set = emptySet(checkins.length)));
      add(set, i);
    }
  });
  const days = dayRanges.map(([from, to]) => {
    const set = emptySet(checkins.length);
    for (let i = from; i < to; i += 1) add(set, i);
    return partOf({ unseen }, set);
  });
  return {
    checkins,
    days,
    withTag,
    unseen,
    unseenCount: sizeOf(unseen),
    mostPerPerson,
  };
}

/**
 * `canShowGroup` for a set of a week's answers told by how many answers it holds and how many of
 * them are unseen. Those counts bound its people from below (each person answers at most
 * `mostPerPerson` times) and from above; only when the bounds disagree is
 * `canShowGroup` asked itself.
 */
function safeSet(
  week: Week,
  counted: { answers: number; unseen: number },
  set: () => AnswerSet,
  threshold: number,
): boolean {
  const atLeast = (answers: number) => Math.ceil(answers / week.mostPerPerson);
  if (canShowCounted({ people: atLeast(counted.answers), unseen: atLeast(counted.unseen) }, threshold))
    return true;
  if (!canShowCounted({ people: counted.answers, unseen: counted.unseen }, threshold)) return false;
  const answers: MemberCheckin[] = [];
  forEachIn(set(), (i) => answers.push(week.checkins[i]!));
  return canShowGroup(answers, threshold);
}

const withTagIn = (week: Week, tag: Candidate) => week.withTag.get(tag.key) ?? emptySet(week.checkins.length);

/** The smaller side of a tag over the window: hiding it first costs the least. */
function weaker(a: Candidate, b: Candidate, sizes: ReadonlyMap<string, number>): Candidate {
  return (sizes.get(a.key) ?? 0) <= (sizes.get(b.key) ?? 0) ? a : b;
}

/** Two published sets of a week whose difference, or whose rest of the week, is unsafe. */
type Conflict = [Candidate | undefined, Candidate | undefined];

/** What two published sets of a week reveal beside each other: one less the other, or the rest. */
function revealedBy(week: Week, x: Part, y: Part) {
  const total = week.checkins.length;
  const both = overlap(x.set, y.set);
  if (both === x.size && x.size < y.size) {
    return { answers: y.size - x.size, unseen: y.unseen - x.unseen, set: () => without(y.set, x.set) };
  }
  if (both === y.size && y.size < x.size) {
    return { answers: x.size - y.size, unseen: x.unseen - y.unseen, set: () => without(x.set, y.set) };
  }
  if (both === 0 && x.size + y.size < total) {
    return {
      answers: total - x.size - y.size,
      unseen: week.unseenCount - x.unseen - y.unseen,
      set: () => complement(union(x.set, y.set), total),
    };
  }
  return null;
}

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
  const tagParts = used.flatMap((tag) => {
    const set = withTagIn(week, tag);
    return [partOf(week, set, tag), partOf(week, complement(set, total), tag)];
  });
  for (const part of tagParts) {
    if (
      part.size > 0 &&
      !safeSet(week, { answers: part.size, unseen: part.unseen }, () => part.set, threshold)
    ) {
      unsafeAlone.add(part.tag!.key);
    }
  }
  const parts = [...week.days, ...tagParts].filter((part) => part.size > 0);
  for (let a = 0; a < parts.length; a += 1) {
    for (let b = a + 1; b < parts.length; b += 1) {
      const x = parts[a]!;
      const y = parts[b]!;
      if (!x.tag && !y.tag) continue;
      if (x.tag && y.tag && x.tag.key === y.tag.key) continue;
      const revealed = revealedBy(week, x, y);
      if (revealed && !safeSet(week, revealed, revealed.set, threshold)) conflicts.push([x.tag, y.tag]);
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
    const total = week.checkins.length;
    const rest = complement(
      modalities.reduce((set, tag) => union(set, withTagIn(week, tag)), emptySet(total)),
      total,
    );
    const answers = sizeOf(rest);
    const counted = { answers, unseen: overlap(rest, week.unseen) };
    if (answers > 0 && !safeSet(week, counted, () => rest, threshold)) {
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

/** The tags some answer of the weeks carries, and each one's smaller side over the weeks. */
function usedTags(weeks: readonly Week[]): { used: Candidate[]; sizes: Map<string, number> } {
  const answers = weeks.reduce((sum, week) => sum + week.checkins.length, 0);
  const withTagCount = (tag: Candidate) => weeks.reduce((sum, week) => sum + sizeOf(withTagIn(week, tag)), 0);
  const counts = new Map(CANDIDATES.map((tag) => [tag.key, withTagCount(tag)]));
  const used = CANDIDATES.filter((tag) => (counts.get(tag.key) ?? 0) > 0);
  const sizes = new Map(
    used.map((tag) => {
      const withTag = counts.get(tag.key) ?? 0;
      return [tag.key, Math.min(withTag, answers - withTag)];
    }),
  );
  return { used, sizes };
}

/**
 * The answers of the weeks in one list, each with its start cell: the answers of one day in
 * exactly the same groups shown that day (decision 039).
 */
export interface StartCells {
  answers: MemberCheckin[];
  cellOf: number[];
  /** For each cell, the start sets holding it. */
  cells: number[][];
  /** For each start set, its day. */
  blocks: number[];
}

function startCellsOf(
  weeks: readonly Week[],
  groupsOf: (checkin: MemberCheckin) => readonly string[],
): StartCells {
  const answers = weeks.flatMap((week) => week.checkins);
  const setIndex = new Map<string, number>();
  const blocks: number[] = [];
  const cells: number[][] = [];
  // By date, then by the groups' names joined; the join is made once per list of groups.
  const byDate = new Map<string, { day: number; cells: Map<string, number> }>();
  const joined = new Map<readonly string[], string>();
  const setOf = (day: number, key: string) => {
    let index = setIndex.get(key);
    if (index === undefined) {
      index = blocks.length;
      setIndex.set(key, index);
      blocks.push(day);
    }
    return index;
  };
  const cellOf = answers.map((answer) => {
    const groups = groupsOf(answer);
    let names = joined.get(groups);
    if (names === undefined) joined.set(groups, (names = groups.join(' ')));
    let onDay = byDate.get(answer.date);
    if (!onDay) byDate.set(answer.date, (onDay = { day: byDate.size, cells: new Map() }));
    let cell = onDay.cells.get(names);
    if (cell === undefined) {
      const { day } = onDay;
      cell = cells.length;
      onDay.cells.set(names, cell);
      cells.push([setOf(day, answer.date), ...groups.map((group) => setOf(day, `${answer.date} ${group}`))]);
    }
    return cell;
  });
  return { answers, cellOf, cells, blocks };
}

/**
 * Of the tags each safe beside every other alone, those that stay safe together with the days and
 * the groups shown each day under any sum of them (`summedSets`): a tag's answers cross the days,
 * so a day less a tag can be one person's answer of that day less their answer of another, and a
 * tag less the teams shown can be the one person in none. The tags with the larger smaller side
 * are offered first, as they tell the most and single out the least.
 */
function summableTags(
  weeks: readonly Week[],
  tags: readonly Candidate[],
  threshold: number,
  sizes: ReadonlyMap<string, number>,
  start: StartCells,
  shownAlready: readonly ((checkin: MemberCheckin) => boolean)[],
): Candidate[] {
  const { answers, cellOf, cells, blocks } = start;
  const sets = summedSets(answers, { cellOf, cells, blocks }, threshold);
  for (const shown of shownAlready) sets.add((i) => shown(answers[i]!));
  const offsets = weeks.map((_, w) => weeks.slice(0, w).reduce((sum, week) => sum + week.checkins.length, 0));
  const holding = (tag: Candidate) => {
    const holds = new Uint8Array(answers.length);
    weeks.forEach((week, w) => forEachIn(withTagIn(week, tag), (i) => (holds[offsets[w]! + i] = 1)));
    return holds;
  };
  const offered = [...tags].sort((a, b) => (sizes.get(b.key) ?? 0) - (sizes.get(a.key) ?? 0));
  return offered.filter((tag) => {
    const holds = holding(tag);
    return sets.tryAdd((i) => holds[i] === 1);
  });
}

const NO_GROUPS: readonly string[] = [];

/** Each used tag's figures over the weeks: those of the shown ones, the others withheld. */
function presentTags(
  weeks: readonly Week[],
  used: readonly Candidate[],
  shown: readonly Candidate[],
): TagFigure[] {
  const scores = weeks.map((week) => week.checkins.map((checkin) => pulseScore(checkin)));
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
    const withTag: number[] = [];
    const others: number[] = [];
    for (const [w, week] of weeks.entries()) {
      const set = withTagIn(week, tag);
      week.checkins.forEach((_, i) => (has(set, i) ? withTag : others).push(scores[w]![i]!));
    }
    return {
      group: tag.group,
      tag: tag.tag,
      answers: withTag.length,
      pulse: groupPulse(withTag),
      otherPulse: groupPulse(others),
      withheld: null,
    };
  });
}

/** What the tag release publishes, and what it was judged beside, for a further release to build on. */
export interface TagRelease {
  used: readonly Candidate[];
  shown: readonly Candidate[];
  start: StartCells;
  /** The sets the reader is shown already beside the tags (their own team's tags). */
  shownAlready: readonly ((checkin: MemberCheckin) => boolean)[];
  figures: TagFigure[];
}

export type TagFiguresInput = {
  today: string;
  timeZone: string;
  threshold: number;
  /** Each day's own threshold, which its counted answers were released by. */
  thresholdOn: (date: string) => number;
  checkins: readonly MemberCheckin[];
  /**
   * The groups whose figure of its day the reader is shown holding a check-in (its team's and
   * department's, as keys), beside the days themselves; none by default.
   */
  groupsOf?: (checkin: MemberCheckin) => readonly string[];
  /**
   * The check-ins of the team the reader leads, whose days and tags the reader's leader panel shows
   * by this same rule: the tags here are judged beside them.
   */
  ownTeam?: readonly MemberCheckin[];
};

export function releaseTags(input: TagFiguresInput): TagRelease {
  const weeks = windowWeekDays(input).map(weekOf);
  const { used, sizes } = usedTags(weeks);
  const safe = safeTags(weeks, used, input.threshold, sizes);
  const { groupsOf, shownAlready } = besideOwnTeam(input);
  const start = startCellsOf(weeks, groupsOf);
  const shown = summableTags(weeks, safe, input.threshold, sizes, start, shownAlready);
  return { used, shown, start, shownAlready, figures: presentTags(weeks, used, shown) };
}

/**
 * Pulse on check-ins with each tag against the window's other check-ins, over the last complete
 * weeks, for every tag anyone used. A tag is shown only when nothing published about it, alone or
 * beside the days and the other tags, describes fewer people than the threshold.
 */
export function tagFigures(input: TagFiguresInput): TagFigure[] {
  return releaseTags(input).figures;
}

const answerKey = (checkin: MemberCheckin) => `${checkin.userId} ${checkin.date}`;

/**
 * What the reader's own team shows beside these tags: each of its days, a group of that day, and
 * each of its tags the leader panel shows, a set already shown. Both are made of the answers the
 * panel's own tag figures count.
 */
function besideOwnTeam(input: TagFiguresInput): {
  groupsOf: (checkin: MemberCheckin) => readonly string[];
  shownAlready: ((checkin: MemberCheckin) => boolean)[];
} {
  const groupsOf = input.groupsOf ?? (() => NO_GROUPS);
  if (!input.ownTeam || input.ownTeam.length === 0) return { groupsOf, shownAlready: [] };
  const team = { ...input, checkins: input.ownTeam, groupsOf: undefined, ownTeam: undefined };
  const counted = new Set(windowWeekDays(team).flat(2).map(answerKey));
  const shown = tagFigures(team).filter((figure) => figure.withheld === null);
  const inTeam = (checkin: MemberCheckin) => counted.has(answerKey(checkin));
  const withTeam = new Map<readonly string[], readonly string[]>();
  return {
    groupsOf: (checkin) => {
      const groups = groupsOf(checkin);
      if (!inTeam(checkin)) return groups;
      let joined = withTeam.get(groups);
      if (!joined) withTeam.set(groups, (joined = [...groups, 'own-team']));
      return joined;
    },
    shownAlready: shown.map((figure) => {
      const key = `${figure.group}:${figure.tag}`;
      return (checkin) => inTeam(checkin) && tagsOf(checkin).some((tag) => tag.key === key);
    }),
  };
}
