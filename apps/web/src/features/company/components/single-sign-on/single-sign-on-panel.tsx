import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FeatureGateDialog } from '../../../../components/access/feature-gate-dialog';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { Card, CardDescription, CardTitle } from '../../../../components/ui/card';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '../../../../components/ui/dialog';
import { Skeleton } from '../../../../components/ui/skeleton';
import { useFeatureAccess } from '../../../../lib/access/use-feature-access';
import { featureBlockOf } from '../../../../lib/access/use-feature-block-dialog';
import { describeError } from '../../../../lib/error-message';
import { notify } from '../../../../lib/toast';
import { useRemoveSingleSignOn, useSingleSignOn } from '../../api/single-sign-on';
import { ConnectionForm } from './connection-form';
import { RedirectAddress } from './redirect-address';

function RemoveConnection({ slug }: { slug: string }) {
  const { t } = useTranslation('singleSignOn');
  const [open, setOpen] = useState(false);
  const remove = useRemoveSingleSignOn(slug);

  async function confirm() {
    try {
      await remove.mutateAsync(undefined);
      setOpen(false);
      notify.success(t('remove.done'));
    } catch (error) {
      notify.error(describeError(error));
    }
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !remove.isPending && setOpen(next)}>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t('remove.action')}
      </Button>
      <DialogContent closeLabel={t('remove.cancel')}>
        <DialogTitle>{t('remove.title')}</DialogTitle>
        <DialogDescription>{t('remove.description')}</DialogDescription>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="secondary" disabled={remove.isPending}>
              {t('remove.cancel')}
            </Button>
          </DialogClose>
          <Button variant="danger" isLoading={remove.isPending} onClick={() => void confirm()}>
            {t('remove.confirm')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

/**
 * The settings' single sign-on tab (docs/product/single-sign-on.md): the provider for enterprise
 * plans, the plan gate for the rest. A company that left the plan still sees and removes it.
 */
export function SingleSignOnPanel({ slug }: { slug: string }) {
  const { t } = useTranslation('singleSignOn');
  const { access, isLoading } = useFeatureAccess('sso');
  const block = featureBlockOf(access);
  const [gateClosed, setGateClosed] = useState(true);
  const settings = useSingleSignOn(slug);

  return (
    <Card className="space-y-6">
      <div className="space-y-2">
        <CardTitle>{t('title')}</CardTitle>
        <CardDescription>{t('lead')}</CardDescription>
      </div>
      {isLoading || settings.isPending ? (
        <Skeleton className="h-96 w-full" />
      ) : settings.isError ? (
        <div role="alert" className="space-y-3">
          <p className="text-fg">{t('loadError')}</p>
          <Button variant="secondary" onClick={() => void settings.refetch()}>
            {t('retry')}
          </Button>
        </div>
      ) : (
        <>
          {block && (
            <Alert tone="info" title={t('blocked')}>
              <Button variant="secondary" size="sm" className="mt-3" onClick={() => setGateClosed(false)}>
                {t('seePlans')}
              </Button>
              <FeatureGateDialog block={gateClosed ? null : block} onClose={() => setGateClosed(true)} />
            </Alert>
          )}
          {!block && <RedirectAddress address={settings.data.redirectUri} />}
          {!block && (
            <ConnectionForm
              // A saved or removed connection starts the form again from what is stored.
              key={settings.data.connection?.updatedAt ?? 'none'}
              slug={slug}
              connection={settings.data.connection}
            />
          )}
          {settings.data.connection && <RemoveConnection slug={slug} />}
        </>
      )}
    </Card>
  );
}
