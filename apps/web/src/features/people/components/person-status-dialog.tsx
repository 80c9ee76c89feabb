import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Person } from '@tera/domain';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '../../../components/ui/dialog';
import { isApiError } from '../../../lib/api-client';
import { describeError, refusalText } from '../../../lib/error-message';
import { notify } from '../../../lib/toast';
import { usePersonStatusMutation } from '../api/update-person';

interface PersonStatusDialogProps {
  slug: string;
  person: Person;
  onClose: () => void;
  /** A reactivation the plan has no seat for: the page offers the upgrade. */
  onSeatLimit: (error: unknown) => void;
}

/** Asks before deactivating (sessions end at once) or reactivating (a seat is taken). */
export function PersonStatusDialog({ slug, person, onClose, onSeatLimit }: PersonStatusDialogProps) {
  const { t } = useTranslation('people');
  const mutation = usePersonStatusMutation(slug);
  const [error, setError] = useState<string | null>(null);
  const action = person.isActive ? 'deactivate' : 'reactivate';

  function confirm() {
    setError(null);
    mutation.mutate(
      { userId: person.id, action },
      {
        onSuccess: () => {
          notify.success(t(`statusChange.${action}d`, { name: person.fullName }));
          onClose();
        },
        onError: (failure) => {
          if (isApiError(failure) && failure.reason === 'LAST_ADMIN') {
            setError(refusalText(failure.reason));
          } else if (isApiError(failure) && failure.reason === 'FEATURE_BLOCKED') {
            setError(t('statusChange.noSeats'));
            onSeatLimit(failure);
          } else setError(describeError(failure));
        },
      },
    );
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={t('statusChange.close')} role="alertdialog">
        <DialogTitle>{t(`statusChange.${action}Title`, { name: person.fullName })}</DialogTitle>
        <DialogDescription>{t(`statusChange.${action}Body`)}</DialogDescription>
        {error && (
          <Alert tone="danger" role="alert" className="mt-4">
            {error}
          </Alert>
        )}
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="secondary">{t('statusChange.cancel')}</Button>
          </DialogClose>
          <Button
            variant={action === 'deactivate' ? 'danger' : 'primary'}
            isLoading={mutation.isPending}
            loadingText={t('statusChange.working')}
            onClick={confirm}
          >
            {t(`statusChange.${action}`)}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
