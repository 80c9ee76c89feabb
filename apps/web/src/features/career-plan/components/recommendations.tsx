import { useTranslation } from 'react-i18next';
import { isReadyForRecommendations, type CareerPlan } from '@tera/domain';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { isApiError } from '../../../lib/api-client';
import { refusalText } from '../../../lib/error-message';
import { useRecommendations, type PlanScope } from '../api/career-plans';

/**
 * docs/product/trainings-and-careers.md#recommendations: asked for once the current position,
 * target and timeline are saved; the spec's message otherwise.
 */
export function Recommendations({ scope, plan }: { scope: PlanScope; plan: CareerPlan }) {
  const { t } = useTranslation('careerPlan');
  const recommend = useRecommendations(scope, plan.employee.id);
  const ready = isReadyForRecommendations(plan);
  const failure = recommend.error;
  const answer = recommend.data;
  return (
    <div className="space-y-4">
      {ready ? null : <Alert tone="info">{refusalText('CAREER_PLAN_INCOMPLETE')}</Alert>}
      <Button onClick={() => recommend.mutate()} disabled={!ready || recommend.isPending}>
        {recommend.isPending ? t('recommendations.generating') : t('recommendations.generate')}
      </Button>
      {failure ? (
        <Alert tone="danger" role="alert">
          {isApiError(failure) && failure.reason ? refusalText(failure.reason) : t('recommendations.failed')}
        </Alert>
      ) : null}
      {answer ? (
        <div className="grid gap-6 md:grid-cols-3" aria-live="polite">
          <section aria-labelledby="rec-skills">
            <h3 id="rec-skills" className="mb-2 font-semibold text-fg">
              {t('recommendations.skills')}
            </h3>
            <ul className="list-disc space-y-1 pl-5 text-fg">
              {answer.skills.map((skill) => (
                <li key={skill}>{skill}</li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="rec-trainings">
            <h3 id="rec-trainings" className="mb-2 font-semibold text-fg">
              {t('recommendations.trainings')}
            </h3>
            {answer.trainings.length > 0 ? (
              <ul className="list-disc space-y-1 pl-5 text-fg">
                {answer.trainings.map((training) => (
                  <li key={training.id}>{training.name}</li>
                ))}
              </ul>
            ) : (
              <p className="text-fg-muted">{t('recommendations.noTrainings')}</p>
            )}
          </section>
          <section aria-labelledby="rec-steps">
            <h3 id="rec-steps" className="mb-2 font-semibold text-fg">
              {t('recommendations.steps')}
            </h3>
            <ol className="list-decimal space-y-1 pl-5 text-fg">
              {answer.steps.map((step) => (
                <li key={step.byMonth}>
                  {t('recommendations.byMonth', { count: step.byMonth })}: {step.text}
                </li>
              ))}
            </ol>
          </section>
          {answer.aiAdvice ? (
            <section aria-labelledby="rec-ai" className="md:col-span-3">
              <h3 id="rec-ai" className="mb-2 font-semibold text-fg">
                {t('recommendations.ai')}
              </h3>
              <p className="whitespace-pre-line text-fg">{answer.aiAdvice}</p>
            </section>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
