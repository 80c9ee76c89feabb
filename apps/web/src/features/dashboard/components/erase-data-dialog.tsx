import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '../../../components/ui/dialog';
import { describeError } from '../../../lib/error-message';
import { notify } from '../../../lib/toast';
import { useDeleteOwnCheckins } from '../api/own-data';

interface EraseDataDialogProps {
  onClose: () => void;
  /** Where focus goes back once the dialog is gone: the button that opened it. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

/** The question before every check-in of the person is erased; it closes once they are, or on 'Cancelar'. */
export function EraseDataDialog({ onClose, returnFocusTo }: EraseDataDialogProps) {
  const { t } = useTranslation('dashboard');
  const erase = useDeleteOwnCheckins();

  const confirmErase = () =>
    erase.mutate(undefined, {
      onSuccess: ({ deleted }) => {
        onClose();
        notify.success(t('data.deleted', { count: deleted }));
      },
      onError: (error) => notify.error(t('data.deleteFailed'), { description: describeError(error) }),
    });

  return (
    <Dialog open onOpenChange={(open) => !open && !erase.isPending && onClose()}>
      <DialogContent
        closeLabel={t('data.close')}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
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
  );
}
