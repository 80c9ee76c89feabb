import {
  allSafeTogether,
  compatibleFigures,
  type CandidateFigure,
  type CountedPeople,
} from './complementary-figures.ts';
import { canShowCounted, type ReleasableAnswer } from './group-safety.ts';

/**
 * The company's released answers of one day from the people of one team and one department (null:
 * in none), counted where the answers are: the cells the breakdowns by team and department share.
 */
export interface GroupDayCount {
  teamId: string | null;
  department: string | null;
  answered: number;
  /** Answers among them the viewer does not see by name. */
  unseen: number;
}

/** An answer of someone the viewer leads, listed because the viewer's own figures hold it. */
export interface ListedAnswer extends ReleasableAnswer {
  /** The team and department it counts in, as the day began. */
  teamId: string | null;
  department: string | null;
  /** Whether the company's figure of the day took it (the release holds back the day's latest). */
  released: boolean;
}

/** Everything one viewer is shown of a company's day, as the breakdowns judge it. */
export interface CompanyDayForGroups {
  threshold: number;
  /** Unseen answers in the company's released figure of the day. */
  companyUnseen: number;
  cells: readonly GroupDayCount[];
  /** Answers of the people the viewer leads, with which of the viewer's own figures hold them. */
  listed: readonly ListedAnswer[];
  /** The viewer's own team figures of the day, each release of it, as lists of user ids. */
  ownViews: readonly (readonly string[])[];
}

/** The teams and departments whose figures of a day may be shown. */
export interface ReleasedGroups {
  teams: Set<string>;
  departments: Set<string>;
}

type Group = { kind: 'team'; id: string } | { kind: 'department'; id: string };

/** The name of the cell of one team and one department (null: in none), for maps of cells. */
export const cellKeyOf = (place: { teamId: string | null; department: string | null }) =>
  `${place.teamId ?? ''}\u0000${place.department ?? ''}`;

const keyOf = (group: Group) => `${group.kind}:${group.id}`;

function groupsOf(place: { teamId: string | null; department: string | null }): Group[] {
  return [
    ...(place.teamId === null ? [] : [{ kind: 'team' as const, id: place.teamId }]),
    ...(place.department === null ? [] : [{ kind: 'department' as const, id: place.department }]),
  ];
}

/**
 * Which teams' and departments' figures of one day may be shown beside the company's figure of
 * that day and the viewer's own team. Each is a candidate to `compatibleFigures`, with the company
 * and the viewer's figures shown already, so a group is withheld rather than let any sum or
 * difference of what the viewer sees (a team less the part of a department in it, a department
 * less the company) describe fewer unseen people than the threshold. Teams are judged first and
 * departments then beside the teams kept, so adding departments never withholds a team. Groups are
 * taken from the company's released answers only, so no group's figure holds an answer the company
 * holds back. Call only for a day whose company figure is shown.
 * See docs/decisions/035-team-breakdown.md.
 */
export function releasedGroupsOfDay(day: CompanyDayForGroups): ReleasedGroups {
  const released = day.listed.filter((answer) => answer.released);
  // The listed answers by cell and by group, each gathered once: a leader's team lists hundreds of
  // answers a day, and a year's breakdown releases hundreds of days of dozens of cells.
  const unseenByCell = new Map<string, number>();
  const listedIn = new Map<string, ReleasableAnswer[]>();
  for (const answer of released) {
    if (!answer.seen) unseenByCell.set(cellKeyOf(answer), (unseenByCell.get(cellKeyOf(answer)) ?? 0) + 1);
    for (const group of groupsOf(answer)) {
      const key = keyOf(group);
      const answers = listedIn.get(key);
      if (answers) answers.push(answer);
      else listedIn.set(key, [answer]);
    }
  }
  const listedUnseen = (cell: { teamId: string | null; department: string | null }) =>
    unseenByCell.get(cellKeyOf(cell)) ?? 0;
  const cells = day.cells.filter((cell) => cell.teamId !== null || cell.department !== null);
  const groupsOfCell = cells.map((cell) => groupsOf(cell).map((group) => ({ group, key: keyOf(group) })));
  const counted: CountedPeople[] = cells.map((cell, i) => ({
    figures: ['company', ...groupsOfCell[i]!.map(({ key }) => key)],
    unseen: cell.unseen - listedUnseen(cell),
  }));
  const inGroups = cells.reduce((sum, cell) => sum + cell.unseen, 0);
  counted.push({
    figures: ['company'],
    unseen: day.companyUnseen - inGroups - listedUnseen({ teamId: null, department: null }),
  });
  const totals = new Map<string, { group: Group; answered: number; unseen: number }>();
  cells.forEach((cell, i) => {
    for (const { group, key } of groupsOfCell[i]!) {
      let total = totals.get(key);
      if (!total) totals.set(key, (total = { group, answered: 0, unseen: 0 }));
      total.answered += cell.answered;
      total.unseen += cell.unseen;
    }
  });
  const figureOf = (key: string): CandidateFigure => ({ key, answers: listedIn.get(key) ?? [] });
  const candidatesOf = (kind: Group['kind']) =>
    [...totals.entries()]
      .filter(([, total]) => total.group.kind === kind)
      .filter(([, total]) => canShowCounted({ people: total.answered, unseen: total.unseen }, day.threshold))
      .map(([key]) => figureOf(key));
  const shown: CandidateFigure[] = [
    { key: 'company', answers: released },
    ...day.ownViews.map((view, i) => ({
      key: `own:${i}`,
      answers: day.listed.filter((answer) => view.includes(answer.userId)),
    })),
  ];
  const teamCandidates = candidatesOf('team');
  const departmentCandidates = candidatesOf('department');
  const idsOf = (chosen: Iterable<string>) => new Set([...chosen].map((key) => totals.get(key)!.group.id));
  // Most days of a large company: every team and department at once splits nobody below the
  // threshold, so each of the two passes below would keep all of them.
  if (allSafeTogether([...teamCandidates, ...departmentCandidates], day.threshold, { shown, counted })) {
    return {
      teams: idsOf(teamCandidates.map((figure) => figure.key)),
      departments: idsOf(departmentCandidates.map((figure) => figure.key)),
    };
  }
  const teams = compatibleFigures(teamCandidates, day.threshold, { shown, counted });
  const departments = compatibleFigures(departmentCandidates, day.threshold, {
    shown: [...shown, ...[...teams].map(figureOf)],
    counted,
  });
  return { teams: idsOf(teams), departments: idsOf(departments) };
}
