import { useTranslation } from 'react-i18next';
import { POINTS_LEVEL_NAMES, type MyPoints } from '@tera/domain';
import { PageHeader } from '../../../components/layout/page-header';
import { PageTitle } from '../../../components/layout/page-title';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Badge } from '../../../components/ui/badge';
import { Card, CardTitle } from '../../../components/ui/card';
import { Loading } from '../../../components/ui/loading';
import { useAuth } from '../../../lib/auth/auth-context';
import { describeError } from '../../../lib/error-message';
import { useDayOfMonth } from '../../../lib/use-day-of-month';
import { useMyPointsQuery } from '../api/points';

/** /points (docs/product/recognitions.md#levels): one's level, the way to the next, and history. */
export function PointsPage() {
  const { t } = useTranslation('points');
  const auth = useAuth();
  const query = useMyPointsQuery(auth.company ? (auth.profile?.id ?? '') : '');
  return (
    <div className="space-y-8">
      <PageTitle page="points" />
      <PageHeader title={t('title')} lead={t('lead')} />
      {!auth.company ? (
        <Alert tone="info" title={t('noCompany.title')}>
          <p>{t('noCompany.body')}</p>
        </Alert>
      ) : query.isPending ? (
        <Loading label={t('loading')} />
      ) : query.isError ? (
        <Alert tone="danger" title={t('failed')}>
          <p>{describeError(query.error)}</p>
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => void query.refetch()}>
            {t('retry')}
          </Button>
        </Alert>
      ) : (
        <>
          <Level points={query.data} />
          <History points={query.data} />
        </>
      )}
    </div>
  );
}

function Level({ points: { progress } }: { points: MyPoints }) {
  const { t } = useTranslation('points');
  const position = POINTS_LEVEL_NAMES.indexOf(progress.level) + 1;
  return (
    <Card className="space-y-3">
      <CardTitle className="text-xl">
        {t('level.current', { level: t(`levels.${progress.level}`) })}
      </CardTitle>
      <p className="text-fg-muted">
        {t('level.position', { position, total: POINTS_LEVEL_NAMES.length, points: progress.points })}
      </p>
      {progress.next_level && progress.next_from !== null ? (
        <>
          <div
            role="progressbar"
            aria-label={t('level.progressLabel', { level: t(`levels.${progress.next_level}`) })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress.progress_percent}
            className="h-3 w-full overflow-hidden rounded-full bg-surface-muted"
          >
            <div
              className="h-full rounded-full bg-primary"
              style={{ width: `${progress.progress_percent}%` }}
            />
          </div>
          <p className="text-fg">
            {t('level.toNext', {
              count: progress.next_from - progress.points,
              level: t(`levels.${progress.next_level}`),
            })}
          </p>
        </>
      ) : (
        <p className="text-fg">{t('level.top')}</p>
      )}
    </Card>
  );
}

function History({ points: { received } }: { points: MyPoints }) {
  const { t } = useTranslation('points');
  const day = useDayOfMonth();
  return (
    <section aria-labelledby="points-history" className="space-y-3">
      <h2 id="points-history" className="text-xl font-semibold text-fg">
        {t('history.title')}
      </h2>
      {received.length === 0 ? (
        <p className="text-fg-muted">{t('history.empty')}</p>
      ) : (
        <ul className="divide-y divide-border rounded-lg border border-border">
          {received.map((recognition) => (
            <li key={recognition.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
              <span className="text-fg">
                <span className="font-medium">{recognition.title}</span>{' '}
                <span className="text-fg-muted">
                  {t('history.from', { name: recognition.giver_name, day: day(recognition.created_at) })}
                </span>
              </span>
              <Badge tone={recognition.points ? 'accent' : 'neutral'}>
                {t('history.points', { count: recognition.points ?? 0 })}
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
