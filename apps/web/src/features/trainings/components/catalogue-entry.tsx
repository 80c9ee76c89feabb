import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Training } from '@tera/domain';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { describeError } from '../../../lib/error-message';
import { notify } from '../../../lib/toast';
import { useWithdrawTraining, type TrainingScope } from '../api/trainings';
import { TrainingCard } from './training-card';
import { TrainingForm } from './training-form';

/** One catalogue entry as its managers see it: changed in place, or withdrawn. */
export function CatalogueEntry({
  scope,
  training,
  mayManage,
}: {
  scope: TrainingScope;
  training: Training;
  mayManage: boolean;
}) {
  const { t } = useTranslation('trainings');
  const withdraw = useWithdrawTraining(scope);
  const [editing, setEditing] = useState(false);
  if (editing) {
    return (
      <Card>
        <TrainingForm scope={scope} training={training} onDone={() => setEditing(false)} />
      </Card>
    );
  }
  return (
    <TrainingCard
      training={training}
      actions={
        mayManage ? (
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
              {t('catalogue.edit', { name: training.name })}
            </Button>
            <Button
              variant="secondary"
              size="sm"
              disabled={withdraw.isPending}
              onClick={() =>
                withdraw.mutate(training.id, {
                  onSuccess: () => notify.success(t('catalogue.withdrawn', { name: training.name })),
                  onError: (error) => notify.error(describeError(error)),
                })
              }
            >
              {t('catalogue.withdraw', { name: training.name })}
            </Button>
          </div>
        ) : null
      }
    />
  );
}
