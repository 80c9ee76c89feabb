import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TrainingAssignment } from '@tera/domain';
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
import { useWithdrawAssignment, type TrainingScope } from '../api/trainings';

/**
 * Takes back an assignment still open, once its consequence is said: it leaves the person's list.
 * A completed or skipped one is the person's record and offers nothing here.
 */
export function WithdrawAssignment({
  scope,
  assignment,
}: {
  scope: TrainingScope;
  assignment: TrainingAssignment;
}) {
  const { t } = useTranslation('trainings');
  const [open, setOpen] = useState(false);
  const withdraw = useWithdrawAssignment(scope);
  const stillOpen = assignment.storedStatus === 'assigned' || assignment.storedStatus === 'in_progress';
  if (!stillOpen) return null;
  const names = { name: assignment.name, person: assignment.employee.name };

  async function confirm() {
    try {
      await withdraw.mutateAsync(assignment.id);
      setOpen(false);
      notify.success(t('withdrawAssignment.done', names));
    } catch (error) {
      notify.error(describeError(error));
    }
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !withdraw.isPending && setOpen(next)}>
      <Button
        variant="secondary"
        size="sm"
        aria-label={t('withdrawAssignment.action', names)}
        onClick={() => setOpen(true)}
      >
        {t('withdrawAssignment.short')}
      </Button>
      <DialogContent closeLabel={t('withdrawAssignment.cancel')}>
        <DialogTitle>{t('withdrawAssignment.title', names)}</DialogTitle>
        <DialogDescription>{t('withdrawAssignment.description', names)}</DialogDescription>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="secondary" disabled={withdraw.isPending}>
              {t('withdrawAssignment.cancel')}
            </Button>
          </DialogClose>
          <Button variant="danger" isLoading={withdraw.isPending} onClick={() => void confirm()}>
            {t('withdrawAssignment.confirm')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
