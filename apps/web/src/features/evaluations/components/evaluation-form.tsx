import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  EVALUATION_SCORE_KEYS,
  EVALUATION_SCORE_MAX,
  EVALUATION_SCORE_MIN,
  EVALUATION_TEXT_MAX,
  evaluationContentSchema,
  type Evaluation,
  type EvaluationContent,
  type EvaluationScoreKey,
} from '@tera/domain';
import { Form } from '../../../components/ui/form/form';
import { FormAlert } from '../../../components/ui/form/form-alert';
import { SelectField } from '../../../components/ui/form/select-field';
import { SubmitButton } from '../../../components/ui/form/submit-button';
import { TextareaField } from '../../../components/ui/form/textarea-field';
import { useAppForm } from '../../../components/ui/form/use-app-form';
import { describeError } from '../../../lib/error-message';

type EvaluationValues = Record<EvaluationScoreKey, string> &
  Record<'achievements' | 'improvements' | 'nextSteps' | 'notes', string>;

const SCORES = Array.from(
  { length: EVALUATION_SCORE_MAX - EVALUATION_SCORE_MIN + 1 },
  (_, index) => EVALUATION_SCORE_MIN + index,
);

/** The selects hold text; an unchosen score is unset, as a draft may leave it. */
const formSchema = z.preprocess(
  (values: EvaluationValues) => ({
    ...values,
    ...Object.fromEntries(
      EVALUATION_SCORE_KEYS.map((key) => [key, values[key] === '' ? null : Number(values[key])]),
    ),
  }),
  evaluationContentSchema,
);

function valuesOf(evaluation: Evaluation): EvaluationValues {
  const content = evaluation.content;
  return {
    ...(Object.fromEntries(
      EVALUATION_SCORE_KEYS.map((key) => [key, content?.[key] == null ? '' : String(content[key])]),
    ) as Record<EvaluationScoreKey, string>),
    achievements: content?.achievements ?? '',
    improvements: content?.improvements ?? '',
    nextSteps: content?.nextSteps ?? '',
    notes: content?.notes ?? '',
  };
}

/** The leader writes the six scores and the texts; saving keeps it as a draft. */
export function EvaluationForm({
  evaluation,
  onSave,
}: {
  evaluation: Evaluation;
  onSave: (content: EvaluationContent) => Promise<void>;
}) {
  const { t } = useTranslation('evaluations');
  const form = useAppForm<EvaluationValues, EvaluationContent>({
    schema: formSchema,
    defaultValues: valuesOf(evaluation),
  });
  return (
    <Form form={form} onSubmit={onSave} failure={{ describe: describeError }} className="grid gap-4">
      <fieldset className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <legend className="mb-2 font-semibold text-fg">{t('form.scoresLegend')}</legend>
        {EVALUATION_SCORE_KEYS.map((key) => (
          <SelectField key={key} name={key} label={t(`scores.${key}`)}>
            <option value="">{t('form.noScore')}</option>
            {SCORES.map((score) => (
              <option key={score} value={String(score)}>
                {t(`form.score${score}` as 'form.score1')}
              </option>
            ))}
          </SelectField>
        ))}
      </fieldset>
      {(['achievements', 'improvements', 'nextSteps', 'notes'] as const).map((key) => (
        <TextareaField
          key={key}
          name={key}
          label={t(`texts.${key}`)}
          rows={3}
          maxLength={EVALUATION_TEXT_MAX}
        />
      ))}
      <FormAlert />
      <div>
        <SubmitButton loadingText={t('form.saving')}>{t('form.save')}</SubmitButton>
      </div>
    </Form>
  );
}
