import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeamPulseResponse } from '@tera/domain';
import { Card, CardDescription, CardTitle } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { ShieldIcon } from '../../../components/ui/icons';
import { BandBadge } from '../../../components/pulse/band-badge';
import { useShortDate } from '../../../lib/use-short-date';

type Member = TeamPulseResponse['members'][number];

/** Everyone on the team by name; figures only for those who chose to share them. */
export function TeamMembersCard({ members, className }: { members: readonly Member[]; className?: string }) {
  const { t } = useTranslation('leaderPanel');
  const shortDate = useShortDate();
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId} className={cn('space-y-3', className)}>
      <div>
        <CardTitle id={titleId}>{t('members.title')}</CardTitle>
        <CardDescription>{t('members.description')}</CardDescription>
      </div>
      <ul className="divide-y divide-border" aria-label={t('members.title')}>
        {members.map((member) => (
          <li key={member.userId} className="flex flex-wrap items-center justify-between gap-2 py-3">
            <div className="min-w-0">
              <p className="font-medium text-fg">{member.fullName}</p>
              {member.jobTitle && <p className="text-sm text-fg-muted">{member.jobTitle}</p>}
            </div>
            {member.sharing ? (
              <div className="text-right text-sm">
                {member.today ? (
                  <p className="flex items-center justify-end gap-2">
                    <span className="font-semibold tabular-nums text-fg">
                      {t('members.todayPulse', { pulse: member.today.pulse })}
                    </span>
                    <BandBadge band={member.today.band} />
                  </p>
                ) : (
                  <p className="text-fg-muted">{t('members.noCheckinToday')}</p>
                )}
                {member.latest && member.latest.date !== member.today?.date && (
                  <p className="text-xs text-fg-muted">
                    {t('members.latest', { date: shortDate(member.latest.date), pulse: member.latest.pulse })}
                  </p>
                )}
              </div>
            ) : (
              <p className="flex items-center gap-1.5 text-sm text-fg-muted">
                <ShieldIcon className="size-4" /> {t('members.notSharing')}
              </p>
            )}
          </li>
        ))}
      </ul>
    </Card>
  );
}
