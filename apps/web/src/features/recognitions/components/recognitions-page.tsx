import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/layout/page-header';
import { PageTitle } from '../../../components/layout/page-title';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardTitle } from '../../../components/ui/card';
import { Loading } from '../../../components/ui/loading';
import { useAuth } from '../../../lib/auth/auth-context';
import { describeError } from '../../../lib/error-message';
import { useDayOfMonth } from '../../../lib/use-day-of-month';
import { useAllowanceQuery, useColleaguesQuery, useRecognitionFeedQuery } from '../api/recognitions';
import { RecognitionCard } from './recognition-card';
import { RecognitionForm } from './recognition-form';

/** /recognitions (docs/product/recognitions.md): recognise a colleague, and the company's feed. */
export function RecognitionsPage() {
  const { t } = useTranslation('recognitions');
  const auth = useAuth();
  const userId = auth.profile?.id ?? '';
  return (
    <div className="space-y-8">
      <PageTitle page="recognitions" />
      <PageHeader title={t('title')} lead={t('lead')} />
      {auth.company ? (
        <>
          <GiveRecognition userId={userId} />
          <Feed userId={userId} />
        </>
      ) : (
        <Alert tone="info" title={t('noCompany.title')}>
          <p>{t('noCompany.body')}</p>
        </Alert>
      )}
    </div>
  );
}

function Failure({ error, retry }: { error: unknown; retry: () => void }) {
  const { t } = useTranslation('recognitions');
  return (
    <Alert tone="danger" title={t('failed')}>
      <p>{describeError(error)}</p>
      <Button variant="secondary" size="sm" className="mt-2" onClick={retry}>
        {t('retry')}
      </Button>
    </Alert>
  );
}

function GiveRecognition({ userId }: { userId: string }) {
  const { t } = useTranslation('recognitions');
  const colleagues = useColleaguesQuery(userId);
  const allowance = useAllowanceQuery(userId);
  const day = useDayOfMonth();
  return (
    <Card className="space-y-4">
      <CardTitle className="text-xl">{t('form.heading')}</CardTitle>
      {colleagues.isPending || allowance.isPending ? (
        <Loading label={t('form.loading')} />
      ) : colleagues.isError || allowance.isError ? (
        <Failure
          error={colleagues.error ?? allowance.error}
          retry={() => {
            void colleagues.refetch();
            void allowance.refetch();
          }}
        />
      ) : (
        <>
          <p className="text-fg-muted">
            {t('form.allowance', {
              count: allowance.data.recognitions_left,
              points: allowance.data.points_left,
              reset: day(allowance.data.next_quarter_start),
            })}
          </p>
          {allowance.data.recognitions_left === 0 ? (
            <Alert tone="info" title={t('form.limitReached')}>
              <p>{t('form.limitResets', { reset: day(allowance.data.next_quarter_start) })}</p>
            </Alert>
          ) : colleagues.data.colleagues.length === 0 ? (
            <p className="text-fg-muted">{t('form.noColleagues')}</p>
          ) : (
            <RecognitionForm
              userId={userId}
              colleagues={colleagues.data.colleagues}
              allowance={allowance.data}
            />
          )}
        </>
      )}
    </Card>
  );
}

function Feed({ userId }: { userId: string }) {
  const { t } = useTranslation('recognitions');
  const feed = useRecognitionFeedQuery(userId);
  return (
    <section aria-labelledby="recognition-feed" className="space-y-3">
      <h2 id="recognition-feed" className="text-xl font-semibold text-fg">
        {t('feed.title')}
      </h2>
      {feed.isPending ? (
        <Loading label={t('feed.loading')} />
      ) : feed.isError ? (
        <Failure error={feed.error} retry={() => void feed.refetch()} />
      ) : feed.data.recognitions.length === 0 ? (
        <p className="text-fg-muted">{t('feed.empty')}</p>
      ) : (
        <ul className="space-y-3">
          {feed.data.recognitions.map((recognition) => (
            <li key={recognition.id}>
              <RecognitionCard recognition={recognition} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
