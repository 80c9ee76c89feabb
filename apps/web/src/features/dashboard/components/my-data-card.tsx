import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { buttonClasses } from '../../../components/ui/button-styles';
import { Card, CardDescription, CardTitle } from '../../../components/ui/card';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '../../../components/ui/dialog';
import { DownloadIcon } from '../../../components/ui/icons';
import { describeError } from '../../../lib/error-message';
import { notify } from '../../../lib/toast';
import { exportUrl, useDeleteOwnCheckins } from '../api/own-data';

/** The person's own data: a copy of every check-in in JSON or CSV, or all of it erased. */
export function MyDataCard() {
  const { t } = useTranslation('dashboard');
  const titleId = useId();
  const [confirming, setConfirming] = useState(false);
  const erase = useDeleteOwnCheckins();

  const confirmErase = () =>
    erase.mutate(undefined, {
      onSuccess: ({ deleted }) => {
        setConfirming(false);
        notify.success(t('data.deleted', { count: deleted }));
      },
      onError: (error) => notify.error(t('data.deleteFailed'), { description: describeError(error) }),
    });

  return (
    <Card role="region" aria-labelledby={titleId} className="space-y-4">
      <div>
        <CardTitle id={titleId}>{t('data.title')}</CardTitle>
        <CardDescription>{t('data.description')}</CardDescription>
      </div>
      <div className="flex flex-wrap gap-2">
        <a href={exportUrl('json')} download className={buttonClasses({ variant: 'secondary' })}>
          <DownloadIcon /> {t('data.exportJson')}
        </a>
        <a href={exportUrl('csv')} download className={buttonClasses({ variant: 'secondary' })}>
          <DownloadIcon /> {t('data.exportCsv')}
        </a>
      </div>
      <div className="border-t border-border pt-4">
        <Button variant="danger" onClick={() => setConfirming(true)}>
          {t('data.delete')}
        </Button>
      </div>
      <Dialog open={confirming} onOpenChange={(open) => !erase.isPending && setConfirming(open)}>
        <DialogContent closeLabel={t('data.close')}>
          <DialogTitle>{t('data.confirmTitle')}</DialogTitle>
          <DialogDescription>{t('data.confirmDescription')}</DialogDescription>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="secondary" disabled={erase.isPending}>
                {t('data.cancel')}
              </Button>
            </DialogClose>
            <Button
              variant="danger"
              isLoading={erase.isPending}
              loadingText={t('data.deleting')}
              onClick={confirmErase}
            >
              {t('data.confirm')}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </Card>
  );
}
