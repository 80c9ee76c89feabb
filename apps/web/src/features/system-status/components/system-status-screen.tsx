import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { SystemStatus } from '@tera/domain';
import { SimpleHeader } from '../../../components/layout/simple-header';
import { Alert } from '../../../components/ui/alert';
import { Loading } from '../../../components/ui/loading';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { isApiError } from '../../../lib/api-error';
import { ComponentList, FeatureList, IssueList } from './status-lists';
import { StatusActions } from './status-actions';

export type StatusScreenMode = 'details' | 'critical' | 'unreachable';

interface SystemStatusScreenProps {
  mode: StatusScreenMode;
  status: SystemStatus | undefined;
  error: unknown;
  isChecking: boolean;
}

function withoutSystemParam(search: string): string {
  const params = new URLSearchParams(search);
  params.delete('system');
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

export function SystemStatusScreen({ mode, status, error, isChecking }: SystemStatusScreenProps) {
  const { t } = useTranslation('system');
  const location = useLocation();
  const errorCode = isApiError(error) ? error.code : undefined;

  const report = () =>
    JSON.stringify(
      {
        checkedAt: new Date().toISOString(),
        page: window.location.href,
        status: status ?? null,
        error: errorCode ?? null,
      },
      null,
      2,
    );

  return (
    <div className="flex min-h-dvh flex-col bg-bg-subtle">
      <SimpleHeader />
      <main id="main" className="mx-auto w-full max-w-3xl flex-1 px-4 py-8 sm:px-6 sm:py-12">
        <h1 className="text-2xl font-bold text-fg sm:text-3xl">{t('title')}</h1>
        <div className="mt-4">
          {mode === 'details' && <p className="text-fg-muted">{t('detailsLead')}</p>}
          {mode === 'critical' && (
            <Alert tone="danger" role="alert">
              {t('criticalLead')}
            </Alert>
          )}
          {mode === 'unreachable' && (
            <Alert tone="danger" role="alert" title={t('unreachableTitle')}>
              <p>{t('unreachableLead')}</p>
              {errorCode && <p className="mt-1 font-mono text-xs">{t('errorCode', { code: errorCode })}</p>}
            </Alert>
          )}
        </div>

        <div className="mt-6">
          <StatusActions report={report} />
        </div>

        {isChecking ? (
          <Loading label={t('checking')} />
        ) : (
          <Tabs defaultValue="components" className="mt-8">
            <TabsList aria-label={t('tabsLabel')}>
              <TabsTrigger value="components">{t('tabs.components')}</TabsTrigger>
              <TabsTrigger value="features">{t('tabs.features')}</TabsTrigger>
              <TabsTrigger value="issues">{t('tabs.issues')}</TabsTrigger>
            </TabsList>
            <TabsContent value="components">
              {status ? <ComponentList components={status.components} /> : <NoData />}
            </TabsContent>
            <TabsContent value="features">
              {status ? <FeatureList features={status.features} /> : <NoData />}
            </TabsContent>
            <TabsContent value="issues">
              {status ? <IssueList issues={status.issues} /> : <NoData />}
            </TabsContent>
          </Tabs>
        )}

        {mode === 'details' && (
          <Link
            to={{ pathname: location.pathname, search: withoutSystemParam(location.search) }}
            className="mt-8 inline-block font-medium text-primary underline-offset-4 hover:underline"
          >
            {t('backToApp')}
          </Link>
        )}
      </main>
    </div>
  );
}

function NoData() {
  const { t } = useTranslation('system');
  return <p className="rounded-xl border border-border bg-surface p-4 text-fg-muted">{t('noData')}</p>;
}
