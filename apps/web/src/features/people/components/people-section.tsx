import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import type { PeopleList as PeopleListData } from '@tera/domain';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Loading } from '../../../components/ui/loading';
import { describeError } from '../../../lib/error-message';
import { PeopleList } from './people-list';
import type { PersonActionHandlers } from './person-actions';

interface PeopleSectionProps extends PersonActionHandlers {
  query: UseQueryResult<PeopleListData>;
  isFiltered: boolean;
}

/** The list with its loading, error and empty states. */
export function PeopleSection({ query, isFiltered, ...handlers }: PeopleSectionProps) {
  const { t } = useTranslation('people');
  if (query.isPending) return <Loading />;
  if (query.isError && !query.data) {
    return (
      <Alert tone="danger" role="alert" title={t('error.title')}>
        <p>{describeError(query.error)}</p>
        <Button variant="secondary" size="sm" className="mt-3" onClick={() => void query.refetch()}>
          {t('error.retry')}
        </Button>
      </Alert>
    );
  }
  const people = query.data?.people ?? [];
  return (
    <section aria-busy={query.isFetching || undefined} className="space-y-3">
      <p className="text-sm text-fg-muted" role="status">
        {query.isPlaceholderData ? t('list.updating') : t('list.count', { count: people.length })}
      </p>
      {people.length === 0 ? (
        <div className="rounded-xl border border-dashed border-border bg-surface p-8 text-center">
          <h2 className="text-lg font-semibold text-fg">
            {t(isFiltered ? 'empty.title' : 'empty.noneTitle')}
          </h2>
          <p className="mt-2 text-fg-muted">
            {t(isFiltered ? 'empty.description' : 'empty.noneDescription')}
          </p>
        </div>
      ) : (
        <PeopleList people={people} {...handlers} />
      )}
    </section>
  );
}
