import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TRAINING_STATUSES, type TrainingAssignment, type TrainingStatus } from '@tera/domain';
import { Select } from '../../../components/ui/select';
import type { TrainingScope } from '../api/trainings';
import { AssignmentList } from './assignment-list';
import { WithdrawAssignment } from './withdraw-assignment';

/**
 * The trainings a leader or admin has assigned, narrowed by status: a team's whole year at once is
 * a long page, and "what is overdue" is the question it is opened for.
 */
export function AssignedTrainings({
  scope,
  assignments,
}: {
  scope: TrainingScope;
  assignments: TrainingAssignment[];
}) {
  const { t } = useTranslation('trainings');
  const selectId = useId();
  const [status, setStatus] = useState<TrainingStatus | 'all'>('all');
  const count = (wanted: TrainingStatus) =>
    assignments.filter((assignment) => assignment.status === wanted).length;
  const shown =
    status === 'all' ? assignments : assignments.filter((assignment) => assignment.status === status);
  return (
    <div className="space-y-3">
      <div className="max-w-xs space-y-1">
        <label htmlFor={selectId} className="block text-sm font-medium text-fg">
          {t('assigned.filter')}
        </label>
        <Select
          id={selectId}
          value={status}
          onChange={(event) => setStatus(event.target.value as TrainingStatus | 'all')}
        >
          <option value="all">{t('assigned.all', { count: assignments.length })}</option>
          {TRAINING_STATUSES.map((option) => (
            <option key={option} value={option}>
              {t('assigned.withStatus', { status: t(`statuses.${option}`), count: count(option) })}
            </option>
          ))}
        </Select>
      </div>
      {shown.length === 0 ? (
        <p className="text-fg-muted">{t('assigned.noneWithStatus')}</p>
      ) : (
        <AssignmentList
          assignments={shown}
          showPerson
          actions={(assignment) => <WithdrawAssignment scope={scope} assignment={assignment} />}
        />
      )}
    </div>
  );
}
