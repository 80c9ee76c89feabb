import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../components/ui/skeleton';
import { FiguresLoadError } from './figures-load-error';

/**
 * A card's figures as their read stands: the failure with a retry, a placeholder of the figures'
 * height while they load (so the page does not jump), or the figures.
 */
export function FiguresState<T>({
  query,
  skeletonClassName,
  children,
}: {
  query: UseQueryResult<T>;
  skeletonClassName: string;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation('companyAdmin');
  if (query.isError) return <FiguresLoadError error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) {
    return (
      <div role="status" aria-label={t('loading')}>
        <Skeleton className={skeletonClassName} />
      </div>
    );
  }
  return <>{children(query.data)}</>;
}
