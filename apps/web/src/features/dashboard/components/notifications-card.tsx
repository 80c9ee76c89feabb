import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BILLING_NOTIFICATION_TYPES,
  hasPermission,
  isIndividualUser,
  type NotificationType,
  type Preference,
  type Preferences,
  type PreferencesUpdate,
} from '@tera/domain';
import { PreferenceSwitches } from '../../../components/notifications/preference-switches';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardDescription, CardTitle } from '../../../components/ui/card';
import { BellIcon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { useAuth } from '../../../lib/auth/auth-context';
import { describeError } from '../../../lib/error-message';
import {
  currentPushSubscription,
  pushSupport,
  PushRefusal,
  type PushSupport,
} from '../../../lib/push-device';
import { notify } from '../../../lib/toast';
import {
  useForgetDevice,
  useMyPreferences,
  useSavePreferences,
  useSubscribeDevice,
} from '../api/notification-preferences';
import { useDayOfMonth } from '../../../lib/use-day-of-month';

/**
 * What a person receives: the daily reminder and the surveys' mails as a member of a company, the
 * weekly digest as a leader too, the billing notices as an admin (docs/product/notifications.md#types).
 */
function typesReceived({
  companyId,
  isLeader,
  isAdmin,
}: {
  companyId: string | null;
  isLeader: boolean;
  isAdmin: boolean;
}): NotificationType[] {
  if (isIndividualUser({ companyId })) return [];
  return [
    'daily_reminder',
    ...(isLeader ? (['weekly_digest'] as const) : []),
    'survey_invitation',
    'survey_reminder',
    ...(isAdmin ? BILLING_NOTIFICATION_TYPES : []),
  ];
}

function withPreference(preferences: Preference[], changed: Preference): Preference[] {
  return preferences.map((preference) => (preference.type === changed.type ? changed : preference));
}

type DeviceNotice = 'dismissed' | 'unavailable' | 'failed';

/**
 * "Receive reminders on this device": permission, the browser's subscription with the server's
 * key, and the daily reminder's push turned on if it was off, since that is what the person asked.
 */
function ThisDevice({ preferences, onPushWanted }: { preferences: Preferences; onPushWanted(): void }) {
  const { t } = useTranslation('notificationPreferences');
  const headingId = useId();
  const [support, setSupport] = useState<PushSupport>(() => pushSupport());
  const [subscribed, setSubscribed] = useState<boolean | null>(null);
  const [notice, setNotice] = useState<DeviceNotice | null>(null);
  const subscribe = useSubscribeDevice();
  const forget = useForgetDevice();

  useEffect(() => {
    let current = true;
    currentPushSubscription()
      .then((subscription) => current && setSubscribed(subscription !== null))
      .catch(() => current && setSubscribed(false));
    return () => {
      current = false;
    };
  }, []);

  const turnOn = () => {
    setNotice(null);
    subscribe.mutate(undefined, {
      onSuccess: (result) => {
        if (result === 'unavailable') return setNotice('unavailable');
        setSubscribed(true);
        setSupport('granted');
        notify.success(t('device.enabled'));
        if (!preferences.preferences.find((preference) => preference.type === 'daily_reminder')?.push)
          onPushWanted();
      },
      onError: (error) => {
        if (!(error instanceof PushRefusal)) return setNotice('failed');
        if (error.reason === 'dismissed') setNotice('dismissed');
        else setSupport(error.reason);
      },
    });
  };
  const turnOff = () =>
    forget.mutate(undefined, {
      onSuccess: () => {
        setSubscribed(false);
        notify.success(t('device.unsubscribed'));
      },
      onError: (error) => notify.error(t('card.saveFailed'), { description: describeError(error) }),
    });

  return (
    <section aria-labelledby={headingId} className="space-y-3 rounded-lg border border-border p-4">
      <h3 id={headingId} className="font-medium text-fg">
        {t('device.title')}
      </h3>
      {support === 'unsupported' ? (
        <Alert tone="info">{t('device.unsupported')}</Alert>
      ) : support === 'denied' ? (
        <Alert tone="warning">{t('device.denied')}</Alert>
      ) : subscribed ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-fg">{t('device.subscribed')}</p>
          <Button variant="secondary" size="sm" isLoading={forget.isPending} onClick={turnOff}>
            {t('device.unsubscribe')}
          </Button>
        </div>
      ) : (
        <Button
          variant="secondary"
          className="w-full sm:w-auto"
          disabled={subscribed === null}
          isLoading={subscribe.isPending}
          loadingText={t('device.subscribing')}
          onClick={turnOn}
        >
          {t('device.subscribe')}
        </Button>
      )}
      {notice === 'failed' ? (
        <Alert tone="danger" role="alert">
          {t('device.failed')}
        </Alert>
      ) : notice ? (
        <Alert tone="info" role="status">
          {t(`device.${notice}`)}
        </Alert>
      ) : null}
    </section>
  );
}

/** The person's notifications: per type e-mail and push, a week's pause, and this device. */
export function NotificationsCard() {
  const { t } = useTranslation('notificationPreferences');
  const titleId = useId();
  const { companyId, isLeader, profile } = useAuth();
  const types = typesReceived({ companyId, isLeader, isAdmin: hasPermission(profile, 'admin') });
  const query = useMyPreferences();
  const save = useSavePreferences();
  const longDate = useDayOfMonth();

  const saved = query.data;
  const shown = save.isPending ? save.variables.preferences : saved?.preferences;
  const update = (change: PreferencesUpdate, success: string) =>
    save.mutate(change, {
      onSuccess: () => notify.success(success),
      onError: (error) => notify.error(t('card.saveFailed'), { description: describeError(error) }),
    });

  return (
    <Card role="region" aria-labelledby={titleId} className="space-y-4">
      <div className="flex items-center gap-2">
        <BellIcon className="text-primary" />
        <CardTitle id={titleId}>{t('card.title')}</CardTitle>
      </div>
      <CardDescription>{t('card.description')}</CardDescription>
      {types.length === 0 ? (
        <p className="text-sm text-fg-muted">{t('card.noCompany')}</p>
      ) : !saved || !shown ? (
        <Skeleton className="h-40 w-full rounded-lg" />
      ) : (
        <>
          <PreferenceSwitches
            preferences={shown}
            types={types}
            disabled={save.isPending}
            onChange={(changed) =>
              update({ preferences: withPreference(saved.preferences, changed) }, t('card.saved'))
            }
          />
          <div className="flex flex-wrap items-center justify-between gap-3">
            {saved.pausedUntil ? (
              <>
                <p role="status" className="text-sm text-fg">
                  {t('pause.pausedUntil', { date: longDate(saved.pausedUntil) })}
                </p>
                <Button
                  variant="secondary"
                  size="sm"
                  isLoading={save.isPending && save.variables.pause === false}
                  disabled={save.isPending}
                  onClick={() => update({ preferences: saved.preferences, pause: false }, t('pause.resumed'))}
                >
                  {t('pause.resume')}
                </Button>
              </>
            ) : (
              <Button
                variant="secondary"
                size="sm"
                isLoading={save.isPending && save.variables.pause === true}
                disabled={save.isPending}
                onClick={() => update({ preferences: saved.preferences, pause: true }, t('pause.paused'))}
              >
                {t('pause.pause')}
              </Button>
            )}
          </div>
          {save.isError ? (
            <Alert tone="danger" role="alert" title={t('card.saveFailed')}>
              {describeError(save.error)}
            </Alert>
          ) : null}
          {types.includes('daily_reminder') ? (
            <ThisDevice
              preferences={saved}
              onPushWanted={() =>
                update(
                  {
                    preferences: withPreference(saved.preferences, {
                      type: 'daily_reminder',
                      email: saved.preferences.find((p) => p.type === 'daily_reminder')?.email ?? true,
                      push: true,
                    }),
                  },
                  t('card.saved'),
                )
              }
            />
          ) : null}
        </>
      )}
    </Card>
  );
}
