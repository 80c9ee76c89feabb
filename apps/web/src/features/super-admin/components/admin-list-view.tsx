import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AdminPage } from '@tera/domain';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Loading } from '../../../components/ui/loading';
import { describeError } from '../../../lib/error-message';
import type { ListControls } from '../hooks/use-list-controls';
import { useWideLayout } from '../hooks/use-wide-layout';
import { ListPagination } from './list-pagination';

export interface AdminColumn<Item> {
  key: string;
  header: string;
  cell(item: Item): ReactNode;
}

interface AdminListViewProps<Item> {
  caption: string;
  searchLabel: string;
  emptyText: string;
  controls: ListControls;
  query: UseQueryResult<AdminPage<Item>>;
  /** The first column names the row: the first cell of the table, the title of a card. */
  columns: AdminColumn<Item>[];
  rowKey(item: Item): string;
}

/** One super-admin list: search, the loading, error and empty states, rows, and paging. */
export function AdminListView<Item>({
  caption,
  searchLabel,
  emptyText,
  controls,
  query,
  columns,
  rowKey,
}: AdminListViewProps<Item>) {
  const { t } = useTranslation('superAdmin');
  const isWide = useWideLayout();
  const data = query.data;

  return (
    <section aria-label={caption}>
      <Field label={searchLabel}>
        {(control) => (
          <Input
            {...control}
            type="search"
            value={controls.searchText}
            onChange={(event) => controls.setSearchText(event.target.value)}
          />
        )}
      </Field>
      <p role="status" className="mt-2 min-h-5 text-sm text-fg-muted">
        {query.isFetching && query.isPlaceholderData ? t('list.updating') : ''}
      </p>

      {query.isError && (
        <Alert tone="danger" role="alert" title={t('list.loadError')} className="mt-2">
          <p>{describeError(query.error)}</p>
          <Button variant="secondary" size="sm" className="mt-3" onClick={() => void query.refetch()}>
            {t('list.retry')}
          </Button>
        </Alert>
      )}

      {query.isPending && <Loading />}

      {data && (
        <div className="mt-2" aria-busy={query.isFetching || undefined}>
          {data.items.length === 0 ? (
            <p className="rounded-xl border border-border bg-surface p-6 text-center text-fg-muted">
              {controls.search ? t('list.noMatches', { search: controls.search }) : emptyText}
            </p>
          ) : isWide ? (
            <RowsTable caption={caption} items={data.items} columns={columns} rowKey={rowKey} />
          ) : (
            <RowCards items={data.items} columns={columns} rowKey={rowKey} />
          )}
          <ListPagination
            page={data.page}
            pageSize={data.pageSize}
            total={data.total}
            onPage={controls.setPage}
          />
        </div>
      )}
    </section>
  );
}

interface RowsProps<Item> {
  items: Item[];
  columns: AdminColumn<Item>[];
  rowKey(item: Item): string;
}

function RowsTable<Item>({ caption, items, columns, rowKey }: RowsProps<Item> & { caption: string }) {
  return (
    // A wide table scrolls sideways; the region can take focus so the keyboard can scroll it too.
    <div
      role="region"
      aria-label={caption}
      tabIndex={0}
      className="overflow-x-auto rounded-xl border border-border bg-surface"
    >
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-border bg-surface-muted text-fg-muted">
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className="px-4 py-3 font-semibold whitespace-nowrap">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {items.map((item) => (
            <tr key={rowKey(item)} className="align-top">
              {columns.map((column, index) =>
                index === 0 ? (
                  <th key={column.key} scope="row" className="px-4 py-3 font-medium text-fg">
                    {column.cell(item)}
                  </th>
                ) : (
                  <td key={column.key} className="px-4 py-3 text-fg">
                    {column.cell(item)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function RowCards<Item>({ items, columns, rowKey }: RowsProps<Item>) {
  const [title, ...details] = columns;
  return (
    <ul className="space-y-3">
      {items.map((item) => (
        <li key={rowKey(item)} className="rounded-xl border border-border bg-surface p-4 shadow-card">
          <div className="font-medium text-fg">{title?.cell(item)}</div>
          <dl className="mt-3 grid gap-2 text-sm">
            {details.map((column) => (
              <div key={column.key} className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-2">
                <dt className="text-fg-muted">{column.header}</dt>
                <dd className="min-w-0 break-words text-fg">{column.cell(item)}</dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  );
}
