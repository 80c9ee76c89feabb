import { useTranslation } from 'react-i18next';
import { can, type Actor } from '@tera/domain';
import { PageHeader } from '../../../components/layout/page-header';
import { PageTitle } from '../../../components/layout/page-title';
import { Card, CardTitle } from '../../../components/ui/card';
import {
  useAssignmentsQuery,
  useCatalogueQuery,
  useTrainingPeopleQuery,
  type TrainingScope,
} from '../api/trainings';
import { AssignmentForm } from './assignment-form';
import { AssignedTrainings } from './assigned-trainings';
import { NoCompany } from './no-company';
import { QueryState } from '../../../components/ui/query-state';
import { CatalogueEntry } from './catalogue-entry';
import { TrainingForm } from './training-form';
import { useTrainingScope } from './use-training-scope';

/**
 * /trainings (docs/product/trainings-and-careers.md#who-assigns-and-plans): leaders and admins
 * keep the catalogue and assign trainings to the people they guide.
 */
export function TrainingsPage() {
  const { t } = useTranslation('trainings');
  const scope = useTrainingScope();
  return (
    <div className="space-y-8">
      <PageTitle page="trainings" />
      {scope ? <Management actor={scope.actor} scope={scope} /> : <NoCompany title={t('manage.title')} />}
    </div>
  );
}

function Management({ actor, scope }: { actor: Actor; scope: TrainingScope }) {
  const { t } = useTranslation('trainings');
  const catalogue = useCatalogueQuery(scope);
  const people = useTrainingPeopleQuery(scope);
  const assignments = useAssignmentsQuery(scope);
  const mayManage = can(actor, 'manage', { kind: 'trainingCatalogue', companyId: actor.companyId });
  const guidesSomeone = (people.data?.people.length ?? 0) > 0;
  return (
    <>
      <PageHeader title={t('manage.title')} lead={t('manage.lead')} />
      <section aria-labelledby="assign-title" className="space-y-4">
        <h2 id="assign-title" className="text-xl font-semibold text-fg">
          {t('assign.title')}
        </h2>
        <QueryState
          failed={t('failed')}
          query={people}
          isEmpty={(data) => data.people.length === 0}
          empty={t('assign.nobody')}
        >
          {(data) => (
            <Card>
              <AssignmentForm
                scope={scope}
                people={data.people}
                catalogue={catalogue.data?.trainings ?? []}
              />
            </Card>
          )}
        </QueryState>
      </section>
      {guidesSomeone ? (
        <section aria-labelledby="assigned-title" className="space-y-4">
          <h2 id="assigned-title" className="text-xl font-semibold text-fg">
            {t('assigned.title')}
          </h2>
          <QueryState
            failed={t('failed')}
            query={assignments}
            isEmpty={(data) => data.assignments.length === 0}
            empty={t('assigned.empty')}
          >
            {(data) => <AssignedTrainings scope={scope} assignments={data.assignments} />}
          </QueryState>
        </section>
      ) : null}
      <section aria-labelledby="catalogue-title" className="space-y-4">
        <h2 id="catalogue-title" className="text-xl font-semibold text-fg">
          {t('catalogue.title')}
        </h2>
        {mayManage ? (
          <Card>
            <CardTitle className="mb-4 text-lg">{t('catalogue.addTitle')}</CardTitle>
            <TrainingForm scope={scope} />
          </Card>
        ) : null}
        <QueryState
          failed={t('failed')}
          query={catalogue}
          isEmpty={(data) => data.trainings.length === 0}
          empty={t('catalogue.empty')}
        >
          {(data) => (
            <ul className="grid gap-4 md:grid-cols-2">
              {data.trainings.map((training) => (
                <li key={training.id}>
                  <CatalogueEntry scope={scope} training={training} mayManage={mayManage} />
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </section>
    </>
  );
}
