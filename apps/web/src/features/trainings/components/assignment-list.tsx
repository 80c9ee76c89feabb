import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TrainingAssignment } from '@tera/domain';
import { Card } from '../../../components/ui/card';
import { useShortDate } from '../../../lib/use-short-date';
import { TrainingFacts } from './training-facts';
import { TrainingStatusBadge } from './training-status-badge';

/** Assignments as cards: what, for whom, by when and how it stands; actions as each reader may take them. */
export function AssignmentList({
  assignments,
  showPerson,
  actions,
}: {
  assignments: TrainingAssignment[];
  showPerson: boolean;
  actions?: (assignment: TrainingAssignment) => ReactNode;
}) {
  const { t } = useTranslation('trainings');
  const shortDate = useShortDate();
  return (
    <ul className="space-y-3">
      {assignments.map((assignment) => (
        <li key={assignment.id}>
          <Card className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
            <div className="space-y-1">
              <h3 className="font-semibold text-fg">{assignment.name}</h3>
              {showPerson ? <p className="text-sm text-fg">{assignment.employee.name}</p> : null}
              <TrainingFacts
                modality={assignment.modality}
                source={assignment.source}
                durationHours={assignment.durationHours}
              />
              <p className="text-sm text-fg-muted">
                {t(`types.${assignment.assignmentType}`)} ·{' '}
                {t('dueOn', { date: shortDate(assignment.dueOn) })}
              </p>
            </div>
            <div className="flex flex-wrap items-center gap-2">
              <TrainingStatusBadge status={assignment.status} />
              {actions?.(assignment)}
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
