import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardDescription, CardTitle } from '../../../components/ui/card';
import { SparklesIcon } from '../../../components/ui/icons';
import { isApiError, type FeatureBlock } from '../../../lib/api-error';
import { describeError } from '../../../lib/error-message';
import { FeatureGateDialog } from '../../../components/access/feature-gate-dialog';
import { useFeatureAccess } from '../../../lib/access/use-feature-access';
import { useShortDate } from '../../../lib/use-short-date';
import { useTeamAnalysis } from '../api/team-analysis';
import { findingSentence } from './finding-sentence';

/** The quick team analysis (aiInsights): plain statistics over the figures the panel shows. */
export function TeamAnalysisCard() {
  const { t } = useTranslation('leaderPanel');
  const { t: tc } = useTranslation(['checkin', 'contextTags']);
  const { t: td } = useTranslation('dashboard');
  const shortDate = useShortDate();
  const titleId = useId();
  const { access } = useFeatureAccess('aiInsights');
  const [requested, setRequested] = useState(false);
  const [block, setBlock] = useState<FeatureBlock | null>(null);
  const analysis = useTeamAnalysis(requested);
  const serverBlock = isApiError(analysis.error) ? analysis.error.featureBlock : undefined;

  const run = () => {
    if (access && !access.allowed) {
      setBlock({
        blockReason: access.reason,
        currentPlan: access.currentPlan,
        requiredPlan: access.requiredPlan,
      });
      return;
    }
    if (requested) void analysis.refetch();
    else setRequested(true);
  };

  return (
    <Card role="region" aria-labelledby={titleId} className="space-y-4">
      <div>
        <div className="flex items-center gap-2">
          <SparklesIcon className="text-primary" />
          <CardTitle id={titleId}>{t('analysis.title')}</CardTitle>
          <Badge tone="primary">{t('analysis.badge')}</Badge>
        </div>
        <CardDescription>{t('analysis.description')}</CardDescription>
      </div>
      <Button onClick={run} isLoading={analysis.isFetching} loadingText={t('analysis.running')}>
        {analysis.data ? t('analysis.again') : t('analysis.run')}
      </Button>
      <div aria-live="polite">
        {analysis.isError && !serverBlock && (
          <Alert tone="danger" role="alert" title={t('analysis.error')}>
            {describeError(analysis.error)}
          </Alert>
        )}
        {serverBlock && (
          <Button variant="link" onClick={() => setBlock(serverBlock)}>
            {t('analysis.blocked')}
          </Button>
        )}
        {analysis.data && (
          <div className="space-y-3">
            {analysis.data.meanPulse !== null && analysis.data.band !== null && (
              <p className="text-sm text-fg">
                {t('analysis.summary', {
                  mean: analysis.data.meanPulse,
                  band: td(`bands.${analysis.data.band}`),
                  count: analysis.data.shownDays,
                })}
              </p>
            )}
            {analysis.data.findings.length === 0 ? (
              <p className="rounded-lg bg-surface-muted p-3 text-sm text-fg-muted">
                {t('analysis.notEnough')}
              </p>
            ) : (
              <ul className="list-disc space-y-1.5 pl-5 text-sm text-fg">
                {analysis.data.findings.map((finding, i) => (
                  <li key={`${finding.kind}-${i}`}>{findingSentence(finding, t, tc, shortDate)}</li>
                ))}
              </ul>
            )}
          </div>
        )}
      </div>
      <FeatureGateDialog block={block ?? null} onClose={() => setBlock(null)} />
    </Card>
  );
}
