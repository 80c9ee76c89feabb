import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { ManagedArticle } from '@tera/domain';
import { PageTitle } from '../../../components/layout/page-title';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Skeleton } from '../../../components/ui/skeleton';
import { describeError } from '../../../lib/error-message';
import { notify } from '../../../lib/toast';
import {
  useDeleteArticleMutation,
  useManagedArticlesQuery,
  usePublishMutation,
  useRemindMutation,
} from '../api/news-admin';
import { ArticleEditor } from './article-editor';
import { useDateTime } from './use-date-time';

/** /empresa/{slug}/admin/news: docs/product/news.md, for the company's admins. */
export function NewsAdminPage() {
  const { t } = useTranslation('news');
  const slug = useParams().slug ?? '';
  const query = useManagedArticlesQuery(slug);
  // null: the list; 'new': a blank editor; an article: that article's editor.
  const [editing, setEditing] = useState<ManagedArticle | 'new' | null>(null);

  return (
    <div className="mx-auto grid w-full max-w-page gap-6 px-4 py-8 sm:px-6">
      <PageTitle page="newsAdmin" />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-fg sm:text-3xl">{t('admin.title')}</h1>
        {editing === null ? <Button onClick={() => setEditing('new')}>{t('admin.new')}</Button> : null}
      </div>
      {editing !== null ? (
        <ArticleEditor
          slug={slug}
          article={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      ) : query.isPending ? (
        <Skeleton className="h-40" />
      ) : query.isError ? (
        <Alert tone="danger" title={t('admin.loadFailed')}>
          <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
            {t('retry')}
          </Button>
        </Alert>
      ) : query.data.articles.length === 0 ? (
        <p className="text-fg-muted">{t('admin.empty')}</p>
      ) : (
        <ul className="grid gap-3">
          {query.data.articles.map((article) => (
            <li key={article.id}>
              <ManagedArticleCard slug={slug} article={article} onEdit={() => setEditing(article)} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

const STATE_TONES = { draft: 'neutral', scheduled: 'warning', published: 'success' } as const;

function ManagedArticleCard({
  slug,
  article,
  onEdit,
}: {
  slug: string;
  article: ManagedArticle;
  onEdit: () => void;
}) {
  const { t } = useTranslation('news');
  const dateTime = useDateTime();
  const publish = usePublishMutation(slug);
  const remove = useDeleteArticleMutation(slug);
  const remind = useRemindMutation(slug);
  const [scheduleAt, setScheduleAt] = useState('');
  const onError = { onError: (error: unknown) => notify.error(describeError(error)) };
  const setPublication = (publishAt: string | null, done: string) =>
    publish.mutate({ id: article.id, publishAt }, { ...onError, onSuccess: () => notify.success(done) });

  return (
    <Card className="grid gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="text-lg font-semibold text-fg">{article.title}</h2>
        <Badge tone={STATE_TONES[article.state]}>{t(`admin.states.${article.state}`)}</Badge>
        {article.featured ? <Badge tone="accent">{t('featured')}</Badge> : null}
      </div>
      {article.state === 'scheduled' && article.publishedAt ? (
        <p className="text-sm text-fg-muted">
          {t('admin.scheduledFor', { date: dateTime(article.publishedAt) })}
        </p>
      ) : null}
      {article.state === 'published' ? (
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-fg" data-testid="article-stats">
          <span>{t('admin.reach', { count: article.stats.reach })}</span>
          <span>{t('admin.reads', { count: article.stats.reads })}</span>
          {article.requiresConfirmation ? (
            <strong>
              {t('admin.confirmations', {
                confirmed: article.stats.confirmations,
                reach: article.stats.reach,
              })}
            </strong>
          ) : null}
        </p>
      ) : null}
      <div className="flex flex-wrap items-end gap-2">
        <Button variant="secondary" size="sm" onClick={onEdit}>
          {t('admin.edit')}
        </Button>
        {article.state !== 'published' ? (
          <Button
            size="sm"
            isLoading={publish.isPending}
            onClick={() => setPublication(new Date().toISOString(), t('admin.published'))}
          >
            {t('admin.publishNow')}
          </Button>
        ) : (
          <Button
            variant="secondary"
            size="sm"
            isLoading={publish.isPending}
            onClick={() => setPublication(null, t('admin.unpublished'))}
          >
            {t('admin.unpublish')}
          </Button>
        )}
        {article.state === 'draft' ? (
          <form
            className="flex flex-wrap items-end gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              if (scheduleAt) setPublication(new Date(scheduleAt).toISOString(), t('admin.scheduled'));
            }}
          >
            <label className="grid gap-1 text-sm text-fg">
              {t('admin.scheduleAt')}
              <Input
                type="datetime-local"
                value={scheduleAt}
                onChange={(event) => setScheduleAt(event.target.value)}
              />
            </label>
            <Button type="submit" variant="secondary" size="sm" disabled={!scheduleAt}>
              {t('admin.schedule')}
            </Button>
          </form>
        ) : null}
        {article.state === 'published' && article.requiresConfirmation ? (
          <Button
            variant="secondary"
            size="sm"
            isLoading={remind.isPending}
            onClick={() =>
              remind.mutate(article.id, {
                ...onError,
                onSuccess: ({ reminded }) => notify.success(t('admin.reminded', { count: reminded })),
              })
            }
          >
            {t('admin.remind')}
          </Button>
        ) : null}
        <Button
          variant="danger"
          size="sm"
          isLoading={remove.isPending}
          onClick={() =>
            remove.mutate(article.id, { ...onError, onSuccess: () => notify.success(t('admin.deleted')) })
          }
        >
          {t('admin.delete')}
        </Button>
      </div>
    </Card>
  );
}
