import { useTranslation } from 'react-i18next';
import type { TeamBreakdownResponse } from '@tera/domain';
import { IsolatedSection } from '../../../components/errors/isolated-section';
import { useShortDate } from '../../../lib/use-short-date';
import { CompanyTagsCard } from './company-tags-card';
import { ExecutiveSummary } from './executive-summary';
import { NoGroups } from './no-groups';
import { TeamHeatMap } from './team-heat-map';
import { TeamMoversCard } from './team-movers-card';
import { TeamRisksCard } from './team-risks-card';
import { TeamTagsHeatMap } from './team-tags-heat-map';

/**
 * The executive dashboard's page for a period: company, heat map, movers and risks, then the
 * company's TeraPulse by context tag over its last complete weeks and each team's beside it.
 */
export function ExecutiveReport({ slug, breakdown }: { slug: string; breakdown: TeamBreakdownResponse }) {
  const { t } = useTranslation('companyAdmin');
  const shortDate = useShortDate();
  const { current } = breakdown.company;
  return (
    <div className="space-y-6 print:space-y-4">
      <div className="space-y-1 text-sm text-fg-muted">
        <p>
          {t('executive.period', {
            days: breakdown.period,
            from: shortDate(current.from),
            to: shortDate(current.to),
          })}
        </p>
        <p>{t('privacy', { count: breakdown.threshold })}</p>
      </div>
      <IsolatedSection label={t('executive.summaryTitle')}>
        <ExecutiveSummary breakdown={breakdown} />
      </IsolatedSection>
      {breakdown.teams.length === 0 ? (
        <NoGroups slug={slug} groups="teams" />
      ) : (
        <>
          <IsolatedSection label={t('executive.heatMapTitle')}>
            <TeamHeatMap breakdown={breakdown} />
          </IsolatedSection>
          <div className="grid gap-6 lg:grid-cols-2 print:grid-cols-2 print:gap-4">
            <IsolatedSection label={t('executive.moversTitle')}>
              <TeamMoversCard breakdown={breakdown} />
            </IsolatedSection>
            <IsolatedSection label={t('executive.risksTitle')}>
              <TeamRisksCard breakdown={breakdown} />
            </IsolatedSection>
          </div>
        </>
      )}
      <IsolatedSection label={t('tags.title')}>
        <CompanyTagsCard slug={slug} threshold={breakdown.threshold} byTeam />
      </IsolatedSection>
      {breakdown.teams.length > 0 && (
        <IsolatedSection label={t('executive.teamTagsTitle')}>
          <TeamTagsHeatMap slug={slug} threshold={breakdown.threshold} />
        </IsolatedSection>
      )}
    </div>
  );
}
