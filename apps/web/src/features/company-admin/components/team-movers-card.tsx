import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TEAM_MOVE_POINTS, type TeamBreakdownResponse } from '@tera/domain';
import { Badge } from '../../../components/ui/badge';
import { Card, CardDescription, CardTitle } from '../../../components/ui/card';
import { signed } from './team-rows';

/** The teams whose TeraPulse moved most against the period before, most first. */
export function TeamMoversCard({ breakdown }: { breakdown: TeamBreakdownResponse }) {
  const { t } = useTranslation('companyAdmin');
  const titleId = useId();
  const movers = breakdown.movers.flatMap((teamId) => {
    const team = breakdown.teams.find((candidate) => candidate.teamId === teamId);
    if (!team || team.change === null || team.current.pulse === null || team.previous.pulse === null) {
      return [];
    }
    return [{ ...team, change: team.change, current: team.current.pulse, previous: team.previous.pulse }];
  });
  return (
    <Card
      role="region"
      aria-labelledby={titleId}
      className="space-y-3 print:break-inside-avoid print:shadow-none"
    >
      <div>
        <CardTitle id={titleId}>{t('executive.moversTitle')}</CardTitle>
        <CardDescription>{t('executive.moversDescription', { points: TEAM_MOVE_POINTS })}</CardDescription>
      </div>
      {movers.length === 0 ? (
        <p className="rounded-lg bg-surface-muted p-3 text-sm text-fg-muted">
          {t('executive.moversNone', { points: TEAM_MOVE_POINTS })}
        </p>
      ) : (
        <ol className="divide-y divide-border">
          {movers.map((team) => (
            <li key={team.teamId} className="flex items-center justify-between gap-3 py-2">
              <div className="min-w-0">
                <p className="font-semibold break-words text-fg">{team.name}</p>
                <p className="text-sm text-fg-muted tabular-nums">
                  {t('executive.moverFrom', { previous: team.previous, current: team.current })}
                </p>
              </div>
              <Badge tone={team.change > 0 ? 'success' : 'danger'} className="shrink-0 tabular-nums">
                {t('executive.moverChange', { change: signed(team.change) })}
              </Badge>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
