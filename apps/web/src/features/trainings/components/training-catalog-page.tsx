import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/layout/page-header';
import { PageTitle } from '../../../components/layout/page-title';
import { useCatalogueQuery } from '../api/trainings';
import { NoCompany } from './no-company';
import { QueryState } from '../../../components/ui/query-state';
import { TrainingCard } from './training-card';
import { useTrainingScope } from './use-training-scope';

/** /training-catalog (docs/product/trainings-and-careers.md#the-catalogue): the company's trainings. */
export function TrainingCatalogPage() {
  const { t } = useTranslation('trainings');
  const scope = useTrainingScope();
  return (
    <div className="space-y-6">
      <PageTitle page="trainingCatalog" />
      {scope ? (
        <Catalogue userId={scope.userId} slug={scope.slug} />
      ) : (
        <NoCompany title={t('catalogue.title')} />
      )}
    </div>
  );
}

function Catalogue({ userId, slug }: { userId: string; slug: string }) {
  const { t } = useTranslation('trainings');
  const catalogue = useCatalogueQuery({ userId, slug });
  return (
    <>
      <PageHeader title={t('catalogue.title')} lead={t('catalogue.lead')} />
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
                <TrainingCard training={training} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </>
  );
}
