import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminDashboardResponse, PeriodSummaryResponse } from '@tera/domain';
import { Card, CardDescription, CardTitle } from '../../../components/ui/card';
import { TextLink } from '../../../components/ui/text-link';
import { Stat } from './stat';

type Participation = AdminDashboardResponse['participation'];

/** Participation today, over 7 and over 30 days; a window with no day shown says it is withheld. */
export function ParticipationCard({
  slug,
  participation,
  threshold,
}: {
  slug: string;
  participation: Participation;
  threshold: number;
}) {
  const { t } = useTranslation('companyAdmin');
  const titleId = useId();
  const stat = (label: string, summary: PeriodSummaryResponse) => (
    <Stat
      label={label}
      value={
        summary.participation === null
          ? t('participation.notShown')
          : t('analytics.percent', { value: summary.participation })
      }
      detail={
        summary.participation === null
          ? t('withheld', { count: threshold })
          : t('participation.answers', { count: summary.answered })
      }
    />
  );
  return (
    <Card role="region" aria-labelledby={titleId} className="space-y-4">
      <div>
        <CardTitle id={titleId}>{t('participation.title')}</CardTitle>
        <CardDescription>{t('participation.description')}</CardDescription>
      </div>
      <dl className="grid gap-2 sm:grid-cols-3">
        {stat(t('participation.today'), participation.today)}
        {stat(t('participation.week'), participation.week)}
        {stat(t('participation.month'), participation.month)}
      </dl>
      <TextLink to={`/empresa/${slug}/admin/analytics`}>{t('participation.seeAnalytics')}</TextLink>
    </Card>
  );
}
