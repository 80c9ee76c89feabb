import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiKeySummary, IssuedApiKey } from '@tera/domain';
import { FeatureGateDialog } from '../../../../components/access/feature-gate-dialog';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { Card, CardDescription, CardTitle } from '../../../../components/ui/card';
import { ExternalLinkIcon } from '../../../../components/ui/icons';
import { QueryState } from '../../../../components/ui/query-state';
import { Skeleton } from '../../../../components/ui/skeleton';
import { useFeatureAccess } from '../../../../lib/access/use-feature-access';
import { featureBlockOf } from '../../../../lib/access/use-feature-block-dialog';
import { describeError } from '../../../../lib/error-message';
import { notify } from '../../../../lib/toast';
import { useApiKeys, useRevokeApiKey, useRotateApiKey } from '../../api/api-keys';
import { ConfirmKeyAction, type KeyAction } from './confirm-key-action';
import { CreateKeyForm } from './create-key-form';
import { IssuedKeyDialog } from './issued-key-dialog';
import { KeyCard } from './key-card';

const API_DOCUMENT = '/api/v1/openapi.json';

/**
 * The settings' API tab (docs/product/api-keys.md): keys for enterprise plans, the plan gate for the
 * rest. A company that left the plan still sees and revokes the keys it made.
 */
export function ApiKeysPanel({ slug, timeZone }: { slug: string; timeZone: string }) {
  const { t } = useTranslation('apiKeys');
  const { t: common } = useTranslation();
  const { access, isLoading } = useFeatureAccess('apiAccess');
  const block = featureBlockOf(access);
  const [gateClosed, setGateClosed] = useState(true);
  const keys = useApiKeys(slug);
  const rotate = useRotateApiKey(slug);
  const revoke = useRevokeApiKey(slug);
  const [issued, setIssued] = useState<IssuedApiKey | null>(null);
  const [pending, setPending] = useState<{ action: KeyAction; key: ApiKeySummary } | null>(null);

  async function confirm() {
    if (!pending) return;
    const { action, key } = pending;
    try {
      if (action === 'rotate') setIssued(await rotate.mutateAsync(key.id));
      else {
        await revoke.mutateAsync(key.id);
        notify.success(t('revoke.done', { name: key.name }));
      }
      setPending(null);
    } catch (error) {
      notify.error(describeError(error));
    }
  }

  return (
    <Card className="space-y-6">
      <div className="space-y-2">
        <CardTitle>{t('title')}</CardTitle>
        <CardDescription>{t('lead')}</CardDescription>
        <a
          href={API_DOCUMENT}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1.5 rounded text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          <ExternalLinkIcon className="size-4" />
          {t('docs')}
          <span className="sr-only">{common('opensInNewTab')}</span>
        </a>
      </div>
      {isLoading ? (
        <Skeleton className="h-40 w-full" />
      ) : block ? (
        <>
          <Alert tone="info" title={t('blocked')}>
            <Button variant="secondary" size="sm" className="mt-3" onClick={() => setGateClosed(false)}>
              {t('seePlans')}
            </Button>
          </Alert>
          <FeatureGateDialog block={gateClosed ? null : block} onClose={() => setGateClosed(true)} />
        </>
      ) : (
        <CreateKeyForm slug={slug} onIssued={setIssued} />
      )}
      <QueryState
        query={keys}
        failed={t('loadError')}
        isEmpty={(list) => list.length === 0}
        empty={block ? '' : t('empty')}
      >
        {(list) => (
          <ul aria-label={t('list.caption')} className="space-y-3">
            {list.map((key) => (
              <KeyCard
                key={key.id}
                slug={slug}
                apiKey={key}
                timeZone={timeZone}
                canRotate={!block}
                onRotate={() => setPending({ action: 'rotate', key })}
                onRevoke={() => setPending({ action: 'revoke', key })}
              />
            ))}
          </ul>
        )}
      </QueryState>
      {pending && (
        <ConfirmKeyAction
          action={pending.action}
          name={pending.key.name}
          isWorking={rotate.isPending || revoke.isPending}
          onConfirm={() => void confirm()}
          onClose={() => setPending(null)}
        />
      )}
      <IssuedKeyDialog issued={issued} onDone={() => setIssued(null)} />
    </Card>
  );
}
