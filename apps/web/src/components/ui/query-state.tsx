import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../lib/error-message';
import { Alert } from './alert';
import { Button } from './button';
import { Loading } from './loading';

/** A list's loading, failure (with a retry) and empty states around what it shows once loaded. */
export function QueryState<T>({
  query,
  failed,
  isEmpty,
  empty,
  children,
}: {
  query: UseQueryResult<T>;
  /** What could not be loaded, said as the failure's title. */
  failed: string;
  isEmpty: (data: T) => boolean;
  empty: string;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isPending) return <Loading label={t('loading')} />;
  if (query.isError) {
    return (
      <Alert tone="danger" title={failed}>
        <p>{describeError(query.error)}</p>
        <Button variant="secondary" size="sm" className="mt-2" onClick={() => void query.refetch()}>
          {t('sectionError.retry')}
        </Button>
      </Alert>
    );
  }
  return isEmpty(query.data) ? <p className="text-fg-muted">{empty}</p> : <>{children(query.data)}</>;
}
