import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnalyticsPeriod } from '@tera/domain';
import { Card, CardDescription, CardTitle } from '../../../components/ui/card';
import { useFeatureAccess } from '../../../lib/access/use-feature-access';
import { featureBlockOf } from '../../../lib/access/use-feature-block-dialog';
import { isApiError } from '../../../lib/api-error';
import { useShortDate } from '../../../lib/use-short-date';
import { useTeamBreakdown } from '../api/team-breakdown';
import { FeatureBlocked } from './feature-blocked';
import { FiguresState } from './figures-state';
import { NoGroups } from './no-groups';
import { TeamBreakdownTable } from './team-breakdown-table';
import type { BreakdownGroups } from './team-rows';

/**
 * The analytics page's teams, or departments, over the chosen period, beside the company
 * (advancedAnalytics). Both read the same breakdown, released together.
 */
export function TeamBreakdownCard({
  slug,
  period,
  companyPeople,
  groups,
}: {
  slug: string;
  period: AnalyticsPeriod;
  companyPeople: number;
  groups: BreakdownGroups;
}) {
  const { t } = useTranslation('companyAdmin');
  const shortDate = useShortDate();
  const titleId = useId();
  const { access } = useFeatureAccess('advancedAnalytics');
  const breakdown = useTeamBreakdown(slug, period, access?.allowed === true);
  // The server's own gate may refuse what the company's cached plan allowed.
  const block =
    featureBlockOf(access) ?? (isApiError(breakdown.error) ? (breakdown.error.featureBlock ?? null) : null);
  const { data } = breakdown;
  return (
    <Card role="region" aria-labelledby={titleId} className="space-y-3">
      <div>
        <CardTitle id={titleId}>{t(`${groups}.title`)}</CardTitle>
        <CardDescription>
          {data && !block
            ? t('teams.description', {
                days: data.period,
                from: shortDate(data.company.current.from),
                to: shortDate(data.company.current.to),
              })
            : t(`${groups}.lead`)}
        </CardDescription>
      </div>
      {block ? (
        <FeatureBlocked block={block} message={t(`${groups}.blocked`)} />
      ) : (
        <FiguresState query={breakdown} skeletonClassName="h-40 w-full">
          {(loaded) =>
            loaded[groups].length === 0 ? (
              <NoGroups slug={slug} groups={groups} />
            ) : (
              <div aria-busy={breakdown.isPlaceholderData}>
                <TeamBreakdownTable breakdown={loaded} companyPeople={companyPeople} groups={groups} />
              </div>
            )
          }
        </FiguresState>
      )}
    </Card>
  );
}
