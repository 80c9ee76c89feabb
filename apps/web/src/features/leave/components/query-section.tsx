import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Loading } from '../../../components/ui/loading';
import { describeError } from '../../../lib/error-message';

/** A section's loading, failure (with a retry) and answer, alike across the leave screen. */
export function QuerySection<T>({
  query,
  loadingLabel,
  children,
}: {
  query: UseQueryResult<T>;
  loadingLabel: string;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation('leave');
  if (query.isPending) return <Loading label={loadingLabel} />;
  if (query.isError) {
    return (
      <Alert tone="danger" title={t('failed')}>
        <p>{describeError(query.error)}</p>
        <Button variant="secondary" size="sm" className="mt-2" onClick={() => void query.refetch()}>
          {t('retry')}
        </Button>
      </Alert>
    );
  }
  return <>{children(query.data)}</>;
}
