import { useTranslation } from 'react-i18next';
import { EVALUATION_SCORE_KEYS, EVALUATION_SCORE_MAX, type Evaluation } from '@tera/domain';

const TEXTS = ['achievements', 'improvements', 'nextSteps', 'notes'] as const;

/** The six scores, the overall rating and the leader's texts, to read. */
export function EvaluationResult({ evaluation }: { evaluation: Evaluation }) {
  const { t } = useTranslation('evaluations');
  const { content } = evaluation;
  if (!content) return null;
  return (
    <div className="space-y-3">
      {evaluation.overallRating !== null ? (
        <p className="font-semibold text-fg">
          {t('result.overall', { rating: evaluation.overallRating, max: EVALUATION_SCORE_MAX })}
        </p>
      ) : null}
      <dl className="grid grid-cols-1 gap-x-6 gap-y-1 sm:grid-cols-2">
        {EVALUATION_SCORE_KEYS.map((key) => (
          <div key={key} className="flex justify-between gap-3">
            <dt className="text-fg-muted">{t(`scores.${key}`)}</dt>
            <dd className="font-medium text-fg">
              {content[key] === null ? t('result.unscored') : `${content[key]} / ${EVALUATION_SCORE_MAX}`}
            </dd>
          </div>
        ))}
      </dl>
      {TEXTS.filter((key) => content[key] !== '').map((key) => (
        <div key={key}>
          <h4 className="text-sm font-semibold text-fg">{t(`texts.${key}`)}</h4>
          <p className="whitespace-pre-line text-fg">{content[key]}</p>
        </div>
      ))}
    </div>
  );
}
