import { useTranslation } from 'react-i18next';
import { can, trainingMovesFrom, type Actor, type TrainingAssignment } from '@tera/domain';
import { PageHeader } from '../../../components/layout/page-header';
import { PageTitle } from '../../../components/layout/page-title';
import { Button } from '../../../components/ui/button';
import { describeError } from '../../../lib/error-message';
import { notify } from '../../../lib/toast';
import { useMoveTraining, useMyTrainingsQuery, type TrainingScope } from '../api/trainings';
import { AssignmentList } from './assignment-list';
import { NoCompany } from './no-company';
import { QueryState } from '../../../components/ui/query-state';
import { useTrainingScope } from './use-training-scope';

/** /my-trainings (docs/product/trainings-and-careers.md#statuses): a person's own trainings. */
export function MyTrainingsPage() {
  const { t } = useTranslation('trainings');
  const scope = useTrainingScope();
  return (
    <div className="space-y-6">
      <PageTitle page="myTrainings" />
      {scope ? <MyTrainings actor={scope.actor} scope={scope} /> : <NoCompany title={t('mine.title')} />}
    </div>
  );
}

function MyTrainings({ actor, scope }: { actor: Actor; scope: TrainingScope }) {
  const { t } = useTranslation('trainings');
  const mine = useMyTrainingsQuery(scope);
  const move = useMoveTraining(scope);
  const movesOf = (assignment: TrainingAssignment) =>
    trainingMovesFrom(assignment.storedStatus).filter((action) =>
      can(actor, action, {
        kind: 'trainingAssignment',
        companyId: actor.companyId,
        personId: assignment.employee.id,
        reportsTo: null,
        leaderReportsTo: null,
        status: assignment.storedStatus,
      }),
    );
  return (
    <>
      <PageHeader title={t('mine.title')} lead={t('mine.lead')} />
      <QueryState
        failed={t('failed')}
        query={mine}
        isEmpty={(data) => data.assignments.length === 0}
        empty={t('mine.empty')}
      >
        {(data) => (
          <AssignmentList
            assignments={data.assignments}
            showPerson={false}
            actions={(assignment) =>
              movesOf(assignment).map((action) => (
                <Button
                  key={action}
                  size="sm"
                  variant={action === 'complete' ? 'primary' : 'secondary'}
                  disabled={move.isPending}
                  aria-label={t(`moves.label.${action}`, { name: assignment.name })}
                  onClick={() =>
                    move.mutate(
                      { id: assignment.id, move: action },
                      {
                        onSuccess: () => notify.success(t(`moves.done.${action}`, { name: assignment.name })),
                        onError: (error) => notify.error(describeError(error)),
                      },
                    )
                  }
                >
                  {t(`moves.${action}`)}
                </Button>
              ))
            }
          />
        )}
      </QueryState>
    </>
  );
}
