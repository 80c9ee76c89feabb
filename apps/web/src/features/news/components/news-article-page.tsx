import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageTitle } from '../../../components/layout/page-title';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { useAuth } from '../../../lib/auth/auth-context';
import { describeError } from '../../../lib/error-message';
import { notify } from '../../../lib/toast';
import { useConfirmReadingMutation, useNewsArticleQuery } from '../api/company-news';
import { ARTICLE_PROSE } from './article-prose';
import { useDateTime } from './use-date-time';

/** /news/{articleId}: one article; reading it is recorded, confirming it is once. */
export function NewsArticlePage() {
  const { t } = useTranslation('news');
  const { company } = useAuth();
  const articleId = useParams().articleId ?? '';
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-4 px-4 py-8 sm:px-6">
      <PageTitle page="newsArticle" />
      <div>
        <Link to="/news" className="text-sm text-primary underline">
          {t('back')}
        </Link>
      </div>
      {company ? (
        <Article slug={company.slug} id={articleId} />
      ) : (
        <p className="text-fg-muted">{t('noCompany')}</p>
      )}
    </div>
  );
}

function Article({ slug, id }: { slug: string; id: string }) {
  const { t } = useTranslation('news');
  const dateTime = useDateTime();
  const query = useNewsArticleQuery(slug, id);
  const confirm = useConfirmReadingMutation(slug, id);
  if (query.isPending) return <Skeleton className="h-64" />;
  if (query.isError) {
    return (
      <Alert tone="danger" title={t('loadFailed')}>
        <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
          {t('retry')}
        </Button>
      </Alert>
    );
  }
  const { article } = query.data;
  return (
    <article className="grid gap-4">
      <header>
        <h1 className="text-2xl font-bold text-fg sm:text-3xl">{article.title}</h1>
        <p className="mt-1 text-sm text-fg-muted">
          {article.authorName ? `${t('by', { name: article.authorName })} · ` : ''}
          {article.publishedAt ? t('publishedOn', { date: dateTime(article.publishedAt) }) : ''}
        </p>
      </header>
      {/* Sanitised by the server before it was stored: docs/decisions/028-rich-text-and-sanitising.md. */}
      <div className={ARTICLE_PROSE} dangerouslySetInnerHTML={{ __html: article.content }} />
      {article.requiresConfirmation ? (
        <Card className="grid gap-2">
          {article.confirmedAt ? (
            <p className="font-medium text-success">
              {t('confirmedOn', { date: dateTime(article.confirmedAt) })}
            </p>
          ) : (
            <>
              <p className="text-fg">{t('confirmAsk')}</p>
              <div>
                <Button
                  isLoading={confirm.isPending}
                  loadingText={t('confirming')}
                  onClick={() =>
                    confirm.mutate(undefined, { onError: (error) => notify.error(describeError(error)) })
                  }
                >
                  {t('confirm')}
                </Button>
              </div>
            </>
          )}
        </Card>
      ) : null}
    </article>
  );
}
