import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PLAN_CATALOGUE, PLAN_TYPES, type AdminCompany, type PlanType } from '@tera/domain';
import { Select } from '../../../components/ui/select';
import { PlanChangeDialog } from './plan-change-dialog';

/**
 * The company's plan as a select. Choosing another plan only asks for confirmation; the select
 * keeps showing the saved plan until the change is confirmed and saved.
 */
export function CompanyPlanSelect({ company }: { company: AdminCompany }) {
  const { t } = useTranslation('superAdmin');
  const [target, setTarget] = useState<PlanType | null>(null);

  return (
    <>
      <Select
        aria-label={t('companies.planOf', { company: company.name })}
        value={company.planType ?? ''}
        onChange={(event) => setTarget(event.target.value as PlanType)}
        className="min-w-40"
      >
        {company.planType === null && (
          <option value="" disabled>
            {t('companies.noPlan')}
          </option>
        )}
        {PLAN_TYPES.map((plan) => (
          <option key={plan} value={plan}>
            {PLAN_CATALOGUE[plan].name}
          </option>
        ))}
      </Select>
      {target && <PlanChangeDialog company={company} target={target} onClose={() => setTarget(null)} />}
    </>
  );
}
