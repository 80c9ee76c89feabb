import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/layout/page-title';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { useAuth } from '../../../lib/auth/auth-context';
import { useNewsQuery } from '../api/company-news';
import { useDateTime } from './use-date-time';

/** /news: the company's published articles, featured first (docs/product/news.md). */
export function NewsPage() {
  const { t } = useTranslation('news');
  const { company } = useAuth();
  return (
    <div className="mx-auto grid w-full max-w-page gap-6 px-4 py-8 sm:px-6">
      <PageTitle page="news" />
      <div>
        <h1 className="text-2xl font-bold text-fg sm:text-3xl">{t('title')}</h1>
        <p className="mt-1 text-fg-muted">{t('intro')}</p>
      </div>
      {company ? <NewsList slug={company.slug} /> : <p className="text-fg-muted">{t('noCompany')}</p>}
    </div>
  );
}

function NewsList({ slug }: { slug: string }) {
  const { t } = useTranslation('news');
  const dateTime = useDateTime();
  const query = useNewsQuery(slug);
  if (query.isPending) return <Skeleton className="h-40" />;
  if (query.isError) {
    return (
      <Alert tone="danger" title={t('loadFailed')}>
        <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
          {t('retry')}
        </Button>
      </Alert>
    );
  }
  if (query.data.articles.length === 0) return <p className="text-fg-muted">{t('empty')}</p>;
  return (
    <ul className="grid gap-3">
      {query.data.articles.map((article) => (
        <li key={article.id}>
          <Card className={article.featured ? 'grid gap-2 border-primary' : 'grid gap-2'}>
            <div className="flex flex-wrap items-center gap-2">
              {article.featured ? <Badge tone="accent">{t('featured')}</Badge> : null}
              <Badge>{t(`categories.${article.category}`)}</Badge>
              {article.requiresConfirmation ? (
                article.confirmedAt ? (
                  <Badge tone="success">{t('confirmed')}</Badge>
                ) : (
                  <Badge tone="warning">{t('toConfirm')}</Badge>
                )
              ) : article.readAt ? (
                <Badge tone="success">{t('read')}</Badge>
              ) : null}
            </div>
            <h2 className="text-lg font-semibold">
              <Link to={`/news/${encodeURIComponent(article.id)}`} className="text-fg hover:underline">
                {article.title}
              </Link>
            </h2>
            {article.excerpt ? <p className="text-fg-muted">{article.excerpt}</p> : null}
            {article.publishedAt ? (
              <p className="text-xs text-fg-muted">
                {t('publishedOn', { date: dateTime(article.publishedAt) })}
              </p>
            ) : null}
          </Card>
        </li>
      ))}
    </ul>
  );
}
