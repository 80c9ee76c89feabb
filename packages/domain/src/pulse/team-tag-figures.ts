import type { ContextTagGroup } from '../checkin/context-tags.ts';
import { WITHHELD_REASON, type WithheldReason } from '../privacy/group-safety.ts';
import { judgeGroupedSets } from '../privacy/pinned-sets.ts';
import { groupPulse, pulseScore } from './pulse-score.ts';
import { releaseTags, tagsOf, type StartCells, type TagFigure, type TagFiguresInput } from './tag-figures.ts';
import type { MemberCheckin } from './team-day.ts';

/** A team's pulse on its check-ins with one tag, over the company's tag window. */
export interface TeamTagFigure {
  group: ContextTagGroup;
  tag: string;
  answers: number | null;
  pulse: number | null;
  withheld: WithheldReason | null;
}

export interface TeamTags {
  teamId: string;
  tags: TeamTagFigure[];
}

/** The sets offered, by team: the keys of the tags whose team figure would be shown. */
type Offered = Map<number, string[]>;

/**
 * The teams' tags that may be shown beside the company's: each team's set of a tag shown for the
 * company holds that team's answers alone, and all of them together, with the company's tags, the
 * days, the groups shown each day and the reader's own team's tags, must let no sum describe
 * fewer people than the days and groups already do (`judgeGroupedSets`). A team's tags that a
 * kind standing in the way differs by are withdrawn; where only the company's tags tell it apart,
 * one team gives those up; where the whole is refused, the smallest team gives way. Until they
 * pass, or no team's tag is left (decision 041).
 */
function offeredTeamTags(
  { answers, cellOf, cells, blocks }: StartCells,
  teamIndex: readonly number[],
  shownTags: readonly string[],
  shownAlready: readonly ((checkin: MemberCheckin) => boolean)[],
  teamCount: number,
  threshold: number,
): Offered {
  const shownIndex = new Map(shownTags.map((key, i) => [key, i]));
  const tagIndexes = answers.map((answer) =>
    tagsOf(answer)
      .flatMap((tag) => shownIndex.get(tag.key) ?? [])
      .sort((a, b) => a - b),
  );
  const alreadyIndexes = answers.map((answer) =>
    shownAlready.flatMap((shown, k) => (shown(answer) ? [shownTags.length + k] : [])),
  );
  const sharedSets = shownTags.length + shownAlready.length;
  const answersOf = Array.from({ length: teamCount }, () => 0);
  teamIndex.forEach((team) => {
    if (team >= 0) answersOf[team]! += 1;
  });
  let offered: Offered = new Map();
  const tagAnswers = new Map<string, number>();
  answers.forEach((_, i) => {
    const team = teamIndex[i]!;
    if (team < 0) return;
    const keys = offered.get(team) ?? [];
    for (const tag of tagIndexes[i]!) {
      const key = shownTags[tag]!;
      if (!keys.includes(key)) keys.push(key);
      tagAnswers.set(`${team} ${key}`, (tagAnswers.get(`${team} ${key}`) ?? 0) + 1);
    }
    offered.set(team, keys);
  });
  for (;;) {
    const local = new Map(
      [...offered].map(([team, keys]) => [team, new Map(keys.map((key, j) => [key, j]))]),
    );
    const setsOf = (i: number) => {
      const own = local.get(teamIndex[i]!);
      const ownSets = own
        ? tagIndexes[i]!.flatMap((tag) => {
            const j = own.get(shownTags[tag]!);
            return j === undefined ? [] : [sharedSets + j];
          })
        : [];
      return [...tagIndexes[i]!, ...alreadyIndexes[i]!, ...ownSets.sort((a, b) => a - b)];
    };
    const groupSets = Array.from({ length: teamCount }, (_, team) => offered.get(team)?.length ?? 0);
    const verdict = judgeGroupedSets(
      answers,
      { cellOf, cells, blocks, groupOf: teamIndex, groupSets, sharedSets, setsOf },
      threshold,
    );
    if (verdict.safe) return offered;
    const withdrawn = new Set<string>();
    const withdraw = (team: number, keys: readonly string[]) =>
      keys.forEach((key) => withdrawn.add(`${team} ${key}`));
    if (verdict.standing.length === 0) {
      // Refused as a whole: the team of fewest answers among those offered gives way first.
      const fewest = [...offered.keys()]
        .filter((team) => offered.get(team)!.length > 0)
        .sort((a, b) => answersOf[a]! - answersOf[b]!)[0];
      if (fewest !== undefined) withdraw(fewest, offered.get(fewest)!);
    }
    for (const kind of verdict.standing) {
      const ownKeys = kind.group < 0 ? [] : (offered.get(kind.group) ?? []);
      const own = kind.sets.filter((set) => set >= sharedSets).map((set) => ownKeys[set - sharedSets]!);
      if (own.length > 0) {
        withdraw(kind.group, own);
        continue;
      }
      // The company's tags tell it apart, and every team offering them pins them with its own: the
      // team with most answers carrying them gives way, its answers then pinning the company's.
      const keys = kind.sets.flatMap((set) => shownTags[set] ?? []);
      const carrying = (team: number) =>
        keys.reduce((sum, key) => sum + (tagAnswers.get(`${team} ${key}`) ?? 0), 0);
      const most = [...offered.keys()]
        .filter((team) => offered.get(team)!.some((key) => keys.includes(key)))
        .sort((a, b) => carrying(b) - carrying(a))[0];
      if (most !== undefined) withdraw(most, keys);
    }
    const next: Offered = new Map(
      [...offered].map(([team, keys]) => [team, keys.filter((key) => !withdrawn.has(`${team} ${key}`))]),
    );
    const left = (of: Offered) => [...of.values()].reduce((sum, keys) => sum + keys.length, 0);
    // Nothing a team offers stands in the way: the company's own sets do, and no team's is shown.
    if (left(next) === left(offered)) return new Map();
    offered = next;
  }
}

/**
 * The company's pulse by tag (`tagFigures`), and beside it each team's pulse on its check-ins with
 * each tag the company's figures show, over the same weeks and answers. A team's figure is shown
 * only when, with every other shown, no sum of them all, the company's tags and the days and
 * groups already shown singles out fewer people than those alone do (decision 041).
 */
export function tagFiguresByTeam(
  input: TagFiguresInput & {
    /** The team an answer counted in as its day began, or null. */
    teamOf: (checkin: MemberCheckin) => string | null;
  },
): { tags: TagFigure[]; teams: TeamTags[] } {
  const release = releaseTags(input);
  const { answers } = release.start;
  const teamIds: string[] = [];
  const indexOf = new Map<string, number>();
  const teamIndex = answers.map((answer) => {
    const team = input.teamOf(answer);
    if (team === null) return -1;
    let index = indexOf.get(team);
    if (index === undefined) {
      index = teamIds.length;
      indexOf.set(team, index);
      teamIds.push(team);
    }
    return index;
  });
  const shownTags = release.shown.map((tag) => tag.key);
  const offered = offeredTeamTags(
    release.start,
    teamIndex,
    shownTags,
    release.shownAlready,
    teamIds.length,
    input.threshold,
  );
  const scores = new Map<string, number[]>();
  answers.forEach((answer, i) => {
    const keys = offered.get(teamIndex[i]!);
    if (!keys) return;
    for (const tag of tagsOf(answer)) {
      if (!keys.includes(tag.key)) continue;
      const key = `${teamIndex[i]} ${tag.key}`;
      const list = scores.get(key) ?? [];
      list.push(pulseScore(answer));
      scores.set(key, list);
    }
  });
  const teams = teamIds.map((teamId, team) => ({
    teamId,
    tags: release.used.map((tag): TeamTagFigure => {
      const list = scores.get(`${team} ${tag.key}`);
      return list
        ? { group: tag.group, tag: tag.tag, answers: list.length, pulse: groupPulse(list), withheld: null }
        : { group: tag.group, tag: tag.tag, answers: null, pulse: null, withheld: WITHHELD_REASON };
    }),
  }));
  return { tags: release.figures, teams };
}
