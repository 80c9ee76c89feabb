import { useTranslation } from 'react-i18next';
import type { Indicators, PeriodSummaryResponse, PulseBand, TeamBreakdownResponse } from '@tera/domain';

/** A period's figures when they may be shown; a withheld period has none rather than zeros. */
export interface ShownFigures {
  pulse: number;
  band: PulseBand;
  indicators: Indicators;
  answered: number;
}

function shown({ pulse, band, indicators, answered }: PeriodSummaryResponse): ShownFigures | null {
  return pulse === null || band === null || indicators === null
    ? null
    : { pulse, band, indicators, answered };
}

/** The groups a breakdown is read by. */
export type BreakdownGroups = 'teams' | 'departments';

/** A line of a team table: a team or department, or the whole company to read them against. */
export interface TeamRow {
  key: string;
  name: string;
  /** Active people now; null where the answer does not count them. */
  members: number | null;
  isCompany: boolean;
  figures: ShownFigures | null;
  /** TeraPulse points from the period before; null unless both periods are shown. */
  change: number | null;
}

/** The company first, then each team (or department) in the API's order. */
export function teamRows(
  breakdown: TeamBreakdownResponse,
  company: { name: string; members: number | null },
  groups: BreakdownGroups = 'teams',
): TeamRow[] {
  const lines =
    groups === 'teams'
      ? breakdown.teams.map((team) => ({ ...team, key: team.teamId }))
      : breakdown.departments.map((department) => ({ ...department, key: `department:${department.name}` }));
  const { current, previous } = breakdown.company;
  return [
    {
      key: 'company',
      name: company.name,
      members: company.members,
      isCompany: true,
      figures: shown(current),
      change: current.pulse === null || previous.pulse === null ? null : current.pulse - previous.pulse,
    },
    ...lines.map((line) => ({
      key: line.key,
      name: line.name,
      members: line.members,
      isCompany: false,
      figures: shown(line.current),
      change: line.change,
    })),
  ];
}

/**
 * Why a row has no figures: the company's when too few answered on every day, a team's or a
 * department's when showing it beside the rest would let fewer people than the threshold be
 * worked out.
 */
export function useWithheldReason(
  threshold: number,
  groups: BreakdownGroups = 'teams',
): (row: TeamRow) => string {
  const { t } = useTranslation('companyAdmin');
  return (row) =>
    row.isCompany ? t('withheld', { count: threshold }) : t(`${groups}.withheld`, { count: threshold });
}

export const signed = (value: number) => (value > 0 ? `+${value}` : String(value));
