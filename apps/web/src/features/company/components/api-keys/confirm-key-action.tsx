import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '../../../../components/ui/dialog';

export type KeyAction = 'rotate' | 'revoke';

interface ConfirmKeyActionProps {
  action: KeyAction;
  name: string;
  isWorking: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Rotating and revoking each stop a key at once, so each is said in full before it happens. */
export function ConfirmKeyAction({ action, name, isWorking, onConfirm, onClose }: ConfirmKeyActionProps) {
  const { t } = useTranslation('apiKeys');
  return (
    <Dialog open onOpenChange={(open) => !open && !isWorking && onClose()}>
      <DialogContent closeLabel={t(`${action}.cancel`)}>
        <DialogTitle>{t(`${action}.title`, { name })}</DialogTitle>
        <DialogDescription>{t(`${action}.description`)}</DialogDescription>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="secondary" disabled={isWorking}>
              {t(`${action}.cancel`)}
            </Button>
          </DialogClose>
          <Button
            variant={action === 'revoke' ? 'danger' : 'primary'}
            isLoading={isWorking}
            onClick={onConfirm}
          >
            {t(`${action}.confirm`)}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
