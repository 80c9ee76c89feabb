import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, normaliseLanguage, type ApiKeySummary } from '@tera/domain';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { KeyCalls } from './key-calls';

interface KeyCardProps {
  slug: string;
  apiKey: ApiKeySummary;
  timeZone: string;
  /** Rotating makes a new key, which the plan must allow; revoking never needs it. */
  canRotate: boolean;
  onRotate: () => void;
  onRevoke: () => void;
}

/** One key: its name, hint, scope and use, and what can be done with it. */
export function KeyCard({ slug, apiKey, timeZone, canRotate, onRotate, onRevoke }: KeyCardProps) {
  const { t, i18n } = useTranslation('apiKeys');
  const language = normaliseLanguage(i18n.language);
  const [showCalls, setShowCalls] = useState(false);
  const when = (iso: string) => formatDateTime(new Date(iso), language, timeZone);
  const resources = apiKey.resources.map((resource) => t(`resources.${resource}`)).join(', ');
  const inUse = apiKey.revokedAt === null;
  return (
    <li className="rounded-xl border border-border bg-surface p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h4 className="text-base font-semibold break-words text-fg">{apiKey.name}</h4>
        {inUse ? (
          <Badge tone="success">{t('list.inUse')}</Badge>
        ) : (
          <Badge tone="neutral">{t('list.revoked', { date: when(apiKey.revokedAt!) })}</Badge>
        )}
      </div>
      <p className="mt-1 font-mono text-sm text-fg-muted">{apiKey.hint}…</p>
      <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-fg-muted">{t('list.scope')}</dt>
        <dd className="text-fg">
          {t(apiKey.access === 'write' ? 'list.scopeWrite' : 'list.scopeRead', { resources })}
        </dd>
        <dt className="text-fg-muted">{t('list.created')}</dt>
        <dd className="text-fg">
          {when(apiKey.createdAt)}
          {apiKey.createdByName ? ` ${t('list.createdBy', { name: apiKey.createdByName })}` : ''}
        </dd>
        <dt className="text-fg-muted">{t('list.lastUsed')}</dt>
        <dd className="text-fg">{apiKey.lastUsedAt ? when(apiKey.lastUsedAt) : t('list.never')}</dd>
      </dl>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button
          variant="secondary"
          size="sm"
          aria-expanded={showCalls}
          onClick={() => setShowCalls((shown) => !shown)}
        >
          {t(showCalls ? 'calls.hide' : 'calls.show')}
        </Button>
        {inUse && canRotate && (
          <Button
            variant="secondary"
            size="sm"
            aria-label={t('rotate.label', { name: apiKey.name })}
            onClick={onRotate}
          >
            {t('rotate.button')}
          </Button>
        )}
        {inUse && (
          <Button
            variant="danger"
            size="sm"
            aria-label={t('revoke.label', { name: apiKey.name })}
            onClick={onRevoke}
          >
            {t('revoke.button')}
          </Button>
        )}
      </div>
      {showCalls && <KeyCalls slug={slug} keyId={apiKey.id} name={apiKey.name} timeZone={timeZone} />}
    </li>
  );
}
