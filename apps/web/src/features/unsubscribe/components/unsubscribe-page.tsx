import { useId } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Preference, PreferencesUpdate, UnsubscribePage as PageData } from '@tera/domain';
import { PageTitle } from '../../../components/layout/page-title';
import { SimpleHeader } from '../../../components/layout/simple-header';
import { PreferenceSwitches } from '../../../components/notifications/preference-switches';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { buttonClasses } from '../../../components/ui/button-styles';
import { Card } from '../../../components/ui/card';
import { Loading } from '../../../components/ui/loading';
import { isApiError } from '../../../lib/api-client';
import { useSaveUnsubscribePage, useUnsubscribePage } from '../api/unsubscribe-page';
import { useDayOfMonth } from '../../../lib/use-day-of-month';

/** Where the person manages the same preferences once signed in. */
const SIGN_IN_TO_MANAGE = `/auth?from=${encodeURIComponent('/dashboard')}`;

/** A link that is unknown, expired or tampered with is answered with a refusal, not a failure. */
function isDeadLink(error: unknown): boolean {
  return isApiError(error) && error.status !== undefined && [400, 403, 404, 410].includes(error.status);
}

function withPreference(preferences: Preference[], changed: Preference): Preference[] {
  return preferences.map((preference) => (preference.type === changed.type ? changed : preference));
}

function DeadLink() {
  const { t } = useTranslation('notificationPreferences');
  return (
    <div className="space-y-4">
      <Alert tone="warning" role="alert" title={t('unsubscribe.invalidTitle')}>
        {t('unsubscribe.invalidBody')}
      </Alert>
      <Link to={SIGN_IN_TO_MANAGE} className={buttonClasses({ className: 'w-full sm:w-auto' })}>
        {t('unsubscribe.signIn')}
      </Link>
    </div>
  );
}

/**
 * The choices behind a link: stop the type the mail was for, pause reminders when the link
 * asked to, and every other type's switches. Only the buttons change anything.
 */
function Choices({ token, page, offerPause }: { token: string; page: PageData; offerPause: boolean }) {
  const { t } = useTranslation('notificationPreferences');
  const allId = useId();
  const save = useSaveUnsubscribePage(token);
  const longDate = useDayOfMonth();
  const linked = page.preferences.find((preference) => preference.type === page.type);
  const stillReceived = Boolean(linked && (linked.email || linked.push));
  const shown = save.isPending ? save.variables.preferences : page.preferences;
  const change = (update: PreferencesUpdate) => save.mutate(update);

  const pause = page.pausedUntil ? (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border p-4">
      <p className="text-sm text-fg">{t('pause.pausedUntil', { date: longDate(page.pausedUntil) })}</p>
      <Button
        variant="secondary"
        size="sm"
        disabled={save.isPending}
        onClick={() => change({ preferences: page.preferences, pause: false })}
      >
        {t('pause.resume')}
      </Button>
    </div>
  ) : (
    <Button
      variant={offerPause ? 'primary' : 'secondary'}
      size="lg"
      className="w-full"
      disabled={save.isPending}
      isLoading={save.isPending && save.variables.pause === true}
      onClick={() => change({ preferences: page.preferences, pause: true })}
    >
      {t('pause.pause')}
    </Button>
  );

  const stop = stillReceived ? (
    <Button
      variant={offerPause && !page.pausedUntil ? 'secondary' : 'primary'}
      size="lg"
      className="w-full"
      disabled={save.isPending}
      isLoading={save.isPending && save.variables.pause === undefined}
      onClick={() =>
        change({
          preferences: withPreference(page.preferences, { type: page.type, email: false, push: false }),
        })
      }
    >
      {t(`unsubscribe.stop.${page.type}`)}
    </Button>
  ) : (
    <p className="text-sm text-fg">{t(`unsubscribe.stopped.${page.type}`)}</p>
  );

  return (
    <div className="space-y-6">
      <p className="text-fg-muted">
        {page.company
          ? t('unsubscribe.whoseInCompany', { email: page.email, company: page.company })
          : t('unsubscribe.whose', { email: page.email })}
      </p>
      <div className="space-y-3">
        {offerPause ? (
          <>
            {pause}
            {stop}
          </>
        ) : (
          stop
        )}
      </div>
      <div role="status" aria-live="polite">
        {save.isSuccess ? <p className="text-sm font-medium text-success">{t('unsubscribe.saved')}</p> : null}
      </div>
      {save.isError ? (
        <Alert tone="danger" role="alert">
          {t('unsubscribe.saveFailed')}
        </Alert>
      ) : null}
      <section aria-labelledby={allId} className="space-y-3">
        <h2 id={allId} className="text-lg font-semibold text-fg">
          {t('unsubscribe.all')}
        </h2>
        <PreferenceSwitches
          preferences={shown}
          types={page.preferences.map((preference) => preference.type)}
          disabled={save.isPending}
          onChange={(changed) => change({ preferences: withPreference(page.preferences, changed) })}
        />
        {offerPause ? null : pause}
      </section>
    </div>
  );
}

/** /unsubscribe/:token, reached from a mail without signing in: docs/product/notifications.md#unsubscribe. */
export function UnsubscribePage() {
  const { t } = useTranslation('notificationPreferences');
  const { token = '' } = useParams();
  const [search] = useSearchParams();
  const query = useUnsubscribePage(token);

  return (
    <div className="flex min-h-dvh flex-col bg-bg-subtle">
      <PageTitle page="unsubscribe" />
      <SimpleHeader />
      <main id="main" className="mx-auto w-full max-w-xl flex-1 px-4 py-8 sm:py-12">
        <Card className="space-y-6">
          <h1 className="text-2xl font-bold text-fg">{t('unsubscribe.title')}</h1>
          {query.data ? (
            <Choices token={token} page={query.data} offerPause={search.get('pause') === '1'} />
          ) : query.isError && isDeadLink(query.error) ? (
            <DeadLink />
          ) : query.isError ? (
            <div className="space-y-4">
              <Alert tone="danger" role="alert">
                {t('unsubscribe.loadFailed')}
              </Alert>
              <Button variant="secondary" onClick={() => void query.refetch()}>
                {t('unsubscribe.retry')}
              </Button>
            </div>
          ) : (
            <Loading label={t('unsubscribe.loading')} />
          )}
        </Card>
      </main>
    </div>
  );
}
