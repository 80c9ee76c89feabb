import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/layout/page-header';
import { PageTitle } from '../../../components/layout/page-title';
import { Card, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { useUsageRetention } from '../api/usage';
import { UsageLoadError } from './usage-load-error';

function Retention() {
  const { t } = useTranslation('usage');
  const retention = useUsageRetention();
  if (retention.isError)
    return <UsageLoadError error={retention.error} onRetry={() => void retention.refetch()} />;
  if (!retention.data)
    return (
      <div role="status" aria-label={t('loading')}>
        <Skeleton className="h-5 w-48" />
      </div>
    );
  return <p>{t('privacy.retention', { count: retention.data.retentionDays })}</p>;
}

/** /privacy/usage: what usage Tera collects and why, in plain words, for everyone signed in. */
export function UsagePrivacyPage() {
  const { t } = useTranslation('usage');
  return (
    <div className="max-w-prose space-y-6">
      <PageTitle page="usagePrivacy" />
      <PageHeader title={t('privacy.title')} lead={t('privacy.lead')} />
      <Card className="space-y-3">
        <CardTitle>{t('privacy.collectedTitle')}</CardTitle>
        <ul className="list-disc space-y-2 pl-5">
          <li>{t('privacy.session')}</li>
          <li>{t('privacy.pageViews')}</li>
          <li>{t('privacy.clicks')}</li>
          <li>{t('privacy.performance')}</li>
        </ul>
      </Card>
      <Card className="space-y-3">
        <CardTitle>{t('privacy.neverTitle')}</CardTitle>
        <p>{t('privacy.never')}</p>
      </Card>
      <Card className="space-y-3">
        <CardTitle>{t('privacy.whoTitle')}</CardTitle>
        <p>{t('privacy.who')}</p>
      </Card>
      <Card className="space-y-3">
        <CardTitle>{t('privacy.retentionTitle')}</CardTitle>
        <Retention />
      </Card>
    </div>
  );
}
