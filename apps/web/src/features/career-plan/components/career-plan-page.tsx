import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Actor } from '@tera/domain';
import { PageHeader } from '../../../components/layout/page-header';
import { PageTitle } from '../../../components/layout/page-title';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardTitle } from '../../../components/ui/card';
import { Loading } from '../../../components/ui/loading';
import { Select } from '../../../components/ui/select';
import { useAuth } from '../../../lib/auth/auth-context';
import { useActor } from '../../../lib/auth/use-actor';
import { describeError } from '../../../lib/error-message';
import { useCareerPlanQuery, usePlannedPeopleQuery, type PlanScope } from '../api/career-plans';
import { CareerPlanForm } from './career-plan-form';
import { CareerPlanView } from './career-plan-view';
import { Recommendations } from './recommendations';

/**
 * /career-plan (docs/product/trainings-and-careers.md#career-plan): the reader's own plan, and the
 * plans of the people they guide.
 */
export function CareerPlanPage() {
  const { t } = useTranslation('careerPlan');
  const actor = useActor();
  const { company } = useAuth();
  return (
    <div className="space-y-6">
      <PageTitle page="careerPlan" />
      <PageHeader title={t('title')} lead={company ? t('lead') : t('noCompany')} />
      {actor && company ? <Plans actor={actor} scope={{ userId: actor.userId, slug: company.slug }} /> : null}
    </div>
  );
}

function Plans({ actor, scope }: { actor: Actor; scope: PlanScope }) {
  const { t } = useTranslation('careerPlan');
  const people = usePlannedPeopleQuery(scope);
  const [employeeId, setEmployeeId] = useState(actor.userId);
  const guided = people.data?.people ?? [];
  return (
    <>
      {guided.length > 0 ? (
        <div className="max-w-sm space-y-1.5">
          <label htmlFor="career-plan-person" className="text-sm font-medium text-fg">
            {t('whose')}
          </label>
          <Select
            id="career-plan-person"
            value={employeeId}
            onChange={(event) => setEmployeeId(event.target.value)}
          >
            <option value={actor.userId}>{t('mine')}</option>
            {guided.map((person) => (
              <option key={person.id} value={person.id}>
                {person.name}
              </option>
            ))}
          </Select>
        </div>
      ) : null}
      <Plan key={employeeId} scope={scope} employeeId={employeeId} />
    </>
  );
}

function Plan({ scope, employeeId }: { scope: PlanScope; employeeId: string }) {
  const { t } = useTranslation('careerPlan');
  const query = useCareerPlanQuery(scope, employeeId);
  if (query.isPending) return <Loading label={t('loading')} />;
  if (query.isError) {
    return (
      <Alert tone="danger" title={t('failed')}>
        <p>{describeError(query.error)}</p>
        <Button variant="secondary" size="sm" className="mt-2" onClick={() => void query.refetch()}>
          {t('retry')}
        </Button>
      </Alert>
    );
  }
  const { plan } = query.data;
  return (
    <>
      <Card>
        <CardTitle className="mb-4 text-lg">{t('planOf', { name: plan.employee.name })}</CardTitle>
        {plan.canWrite ? <CareerPlanForm scope={scope} plan={plan} /> : <CareerPlanView plan={plan} />}
      </Card>
      <Card>
        <CardTitle className="mb-4 text-lg">{t('recommendations.title')}</CardTitle>
        <Recommendations scope={scope} plan={plan} />
      </Card>
    </>
  );
}
