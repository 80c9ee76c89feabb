import { useTranslation } from 'react-i18next';
import type { CareerPlan } from '@tera/domain';

/** The plan as its person reads it. */
export function CareerPlanView({ plan }: { plan: CareerPlan }) {
  const { t } = useTranslation('careerPlan');
  const none = t('notSet');
  const rows: [string, string][] = [
    [t('fields.current'), plan.currentPosition || none],
    [t('fields.target'), plan.targetPosition || none],
    [
      t('fields.timeline'),
      plan.targetTimeframeMonths === null ? none : t('months', { count: plan.targetTimeframeMonths }),
    ],
    [t('fields.skills'), plan.assignedSkills.length > 0 ? plan.assignedSkills.join(', ') : none],
    [t('fields.goals'), plan.developmentGoals || none],
    [t('fields.notes'), plan.managerNotes || none],
  ];
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt className="text-sm font-medium text-fg-muted">{label}</dt>
          <dd className="whitespace-pre-line text-fg">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
