import { compatibleFigures, type CandidateFigure, type CountedPeople } from './complementary-figures.ts';
import { canShowCounted, type ReleasableAnswer } from './group-safety.ts';

/** A team's share of the company's released answers of one day, counted where the answers are. */
export interface TeamDayCount {
  teamId: string;
  answered: number;
  /** Answers among them the viewer does not see by name. */
  unseen: number;
}

/** An answer of someone the viewer leads, listed because the viewer's own figures hold it. */
export interface ListedAnswer extends ReleasableAnswer {
  /** The team it counts in, as the day began. */
  teamId: string | null;
  /** Whether the company's figure of the day took it (the release holds back the day's latest). */
  released: boolean;
}

/** Everything one viewer is shown of a company's day, as the team breakdown judges it. */
export interface CompanyDayForTeams {
  threshold: number;
  /** Unseen answers in the company's released figure of the day. */
  companyUnseen: number;
  teams: readonly TeamDayCount[];
  /** Answers of the people the viewer leads, with which of the viewer's own figures hold them. */
  listed: readonly ListedAnswer[];
  /** The viewer's own team figures of the day, each release of it, as lists of user ids. */
  ownViews: readonly (readonly string[])[];
}

const teamKey = (teamId: string) => `team:${teamId}`;

/**
 * Which teams' figures of one day may be shown beside the company's figure of that day and the
 * viewer's own team: the teams are candidates to `compatibleFigures`, with the company and the
 * viewer's figures shown already, so a team is withheld rather than let any sum or difference of
 * what the viewer sees describe fewer unseen people than the threshold. A team is taken from the
 * company's released answers only, so a team's figure never holds an answer the company holds back.
 * Call only for a day whose company figure is shown. See docs/decisions/035-team-breakdown.md.
 */
export function releasedTeamsOfDay(day: CompanyDayForTeams): Set<string> {
  const released = day.listed.filter((answer) => answer.released);
  const listedUnseen = (teamId: string | null) =>
    released.filter((answer) => !answer.seen && answer.teamId === teamId).length;
  const counted: CountedPeople[] = day.teams.map((team) => ({
    figures: ['company', teamKey(team.teamId)],
    unseen: team.unseen - listedUnseen(team.teamId),
  }));
  const inTeams = day.teams.reduce((sum, team) => sum + team.unseen, 0);
  counted.push({ figures: ['company'], unseen: day.companyUnseen - inTeams - listedUnseen(null) });
  const shown: CandidateFigure[] = [
    { key: 'company', answers: released },
    ...day.ownViews.map((view, i) => ({
      key: `own:${i}`,
      answers: day.listed.filter((answer) => view.includes(answer.userId)),
    })),
  ];
  const candidates = day.teams
    .filter((team) => canShowCounted({ people: team.answered, unseen: team.unseen }, day.threshold))
    .map((team) => ({
      key: teamKey(team.teamId),
      answers: released.filter((answer) => answer.teamId === team.teamId),
    }));
  const chosen = compatibleFigures(candidates, day.threshold, { shown, counted });
  return new Set(day.teams.map((team) => team.teamId).filter((teamId) => chosen.has(teamKey(teamId))));
}
