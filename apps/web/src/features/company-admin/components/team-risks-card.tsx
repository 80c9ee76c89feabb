import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  TEAM_FALL_POINTS,
  TEAM_LOW_PARTICIPATION,
  type TeamBreakdownResponse,
  type TeamFiguresResponse,
  type TeamRiskKind,
} from '@tera/domain';
import { AlertTriangleIcon } from '../../../components/ui/icons';
import { Card, CardDescription, CardTitle } from '../../../components/ui/card';
import { signed } from './team-rows';

/** The teams at risk, each risk in words with the figure that raised it. */
export function TeamRisksCard({ breakdown }: { breakdown: TeamBreakdownResponse }) {
  const { t } = useTranslation('companyAdmin');
  const titleId = useId();
  const describe: Record<TeamRiskKind, (team: TeamFiguresResponse) => string> = {
    critical: (team) => t('executive.risks.critical', { pulse: team.current.pulse }),
    falling: (team) =>
      t('executive.risks.falling', {
        points: TEAM_FALL_POINTS,
        change: team.change === null ? '' : signed(team.change),
      }),
    'low-participation': (team) =>
      t('executive.risks.low-participation', {
        percent: TEAM_LOW_PARTICIPATION,
        participation: team.current.participation,
      }),
  };
  const risks = breakdown.risks.flatMap((risk) => {
    const team = breakdown.teams.find((candidate) => candidate.teamId === risk.teamId);
    return team
      ? [{ key: `${risk.teamId}:${risk.kind}`, name: team.name, text: describe[risk.kind](team) }]
      : [];
  });
  return (
    <Card
      role="region"
      aria-labelledby={titleId}
      className="space-y-3 print:break-inside-avoid print:shadow-none"
    >
      <div>
        <CardTitle id={titleId}>{t('executive.risksTitle')}</CardTitle>
        <CardDescription>{t('executive.risksDescription')}</CardDescription>
      </div>
      {risks.length === 0 ? (
        <p className="rounded-lg bg-surface-muted p-3 text-sm text-fg-muted">{t('executive.risksNone')}</p>
      ) : (
        <ul className="divide-y divide-border">
          {risks.map((risk) => (
            <li key={risk.key} className="flex gap-2 py-2 text-sm">
              <AlertTriangleIcon className="mt-0.5 shrink-0 text-danger" />
              <p className="min-w-0">
                <span className="font-semibold break-words text-fg">{risk.name}</span>: {risk.text}
              </p>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
