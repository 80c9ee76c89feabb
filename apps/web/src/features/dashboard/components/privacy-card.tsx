import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardDescription, CardTitle } from '../../../components/ui/card';
import { ShieldIcon } from '../../../components/ui/icons';
import { cn } from '../../../lib/cn';
import { describeError } from '../../../lib/error-message';
import { notify } from '../../../lib/toast';
import { useAuth } from '../../../lib/auth/auth-context';
import { useUpdateSharing } from '../api/sharing';

/**
 * Who sees what of the person's check-ins, and their one choice about it: whether their direct
 * leader sees their own figures by name. Off until they turn it on.
 */
export function PrivacyCard() {
  const { t } = useTranslation('dashboard');
  const titleId = useId();
  const switchLabelId = useId();
  const switchHintId = useId();
  const { profile } = useAuth();
  const update = useUpdateSharing();
  const hasLeader = Boolean(profile?.reportsTo);
  const sharing = update.isPending
    ? (update.variables ?? false)
    : (profile?.sharesCheckinsWithLeader ?? false);

  const toggle = () =>
    update.mutate(!sharing, {
      onSuccess: ({ profile: saved }) =>
        notify.success(saved.sharesCheckinsWithLeader ? t('privacy.nowSharing') : t('privacy.nowPrivate')),
      onError: (error) => notify.error(t('privacy.saveFailed'), { description: describeError(error) }),
    });

  return (
    <Card role="region" aria-labelledby={titleId} className="space-y-4">
      <div className="flex items-center gap-2">
        <ShieldIcon className="text-primary" />
        <CardTitle id={titleId}>{t('privacy.title')}</CardTitle>
      </div>
      <CardDescription>{t('privacy.description')}</CardDescription>
      <dl className="space-y-3 text-sm">
        {(['you', 'leader', 'company'] as const).map((who) => (
          <div key={who}>
            <dt className="font-semibold text-fg">{t(`privacy.who.${who}.title`)}</dt>
            <dd className="text-fg-muted">
              {who === 'leader' && sharing ? t('privacy.who.leader.sharing') : t(`privacy.who.${who}.body`)}
            </dd>
          </div>
        ))}
      </dl>
      <div className="flex items-start justify-between gap-4 rounded-lg border border-border p-4">
        <div>
          <p id={switchLabelId} className="font-medium text-fg">
            {t('privacy.shareLabel')}
          </p>
          <p id={switchHintId} className="mt-1 text-sm text-fg-muted">
            {hasLeader ? t('privacy.shareHint') : t('privacy.noLeader')}
          </p>
        </div>
        <button
          type="button"
          role="switch"
          aria-checked={sharing}
          aria-labelledby={switchLabelId}
          aria-describedby={switchHintId}
          aria-busy={update.isPending || undefined}
          disabled={!hasLeader || update.isPending}
          onClick={toggle}
          className={cn(
            'relative inline-flex h-7 w-12 shrink-0 items-center rounded-full border-2 transition-colors disabled:opacity-60',
            sharing ? 'border-primary bg-primary' : 'border-border-control bg-surface-muted',
          )}
        >
          <span
            aria-hidden="true"
            className={cn(
              'inline-block size-5 rounded-full bg-surface shadow transition-transform motion-reduce:transition-none',
              sharing ? 'translate-x-5' : 'translate-x-0.5',
              !sharing && 'bg-fg-muted',
            )}
          />
        </button>
      </div>
    </Card>
  );
}
