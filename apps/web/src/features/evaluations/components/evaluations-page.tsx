import { useTranslation } from 'react-i18next';
import { can } from '@tera/domain';
import { PageHeader } from '../../../components/layout/page-header';
import { PageTitle } from '../../../components/layout/page-title';
import { useAuth } from '../../../lib/auth/auth-context';
import { useActor } from '../../../lib/auth/use-actor';
import { Approvals } from './approvals';
import { DiamondSection } from './diamond-section';
import { EvaluationCycles } from './evaluation-cycles';
import { FeedbackSection } from './feedback-section';
import { MyEvaluations } from './my-evaluations';
import { TeamEvaluations } from './team-evaluations';

/**
 * /evaluations (docs/product/evaluations.md): the person's own, their reports' when they lead,
 * those they approve, and the company's cycles for its admins. Nothing of wellbeing is shown here.
 */
export function EvaluationsPage() {
  const { t } = useTranslation('evaluations');
  const actor = useActor();
  const { directReports, isLeader, company } = useAuth();
  if (!actor) return null;
  const runsCompany =
    company !== null && can(actor, 'manageEvaluationCycles', { kind: 'company', id: company.id });
  return (
    <div className="space-y-8">
      <PageTitle page="evaluations" />
      <PageHeader title={t('title')} lead={t('lead')} />
      {directReports.length > 0 ? <TeamEvaluations actor={actor} reports={directReports} /> : null}
      {isLeader || runsCompany ? <Approvals actor={actor} /> : null}
      <MyEvaluations actor={actor} />
      {actor.companyId !== null ? (
        <>
          <DiamondSection actor={actor} reports={directReports} />
          <FeedbackSection actor={actor} leads={directReports.length > 0} />
        </>
      ) : null}
      {runsCompany && company ? <EvaluationCycles actor={actor} slug={company.slug} /> : null}
    </div>
  );
}
