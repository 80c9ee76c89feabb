import { useTranslation } from 'react-i18next';
import { adminPageCount } from '@tera/domain';
import { Button } from '../../../components/ui/button';

interface ListPaginationProps {
  page: number;
  pageSize: number;
  total: number;
  onPage(page: number): void;
}

export function ListPagination({ page, pageSize, total, onPage }: ListPaginationProps) {
  const { t } = useTranslation('superAdmin');
  const pages = adminPageCount(total, pageSize);
  return (
    <nav
      aria-label={t('list.pagination')}
      className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm"
    >
      <p className="text-fg-muted">
        {t('list.pageOf', { page, pages })} · {t('list.results', { count: total })}
      </p>
      <div className="flex gap-2">
        <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {t('list.previous')}
        </Button>
        <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          {t('list.next')}
        </Button>
      </div>
    </nav>
  );
}
