import { useTranslation } from 'react-i18next';
import { selfAssessmentSchema, type Evaluation, type SelfAssessment } from '@tera/domain';
import { Form } from '../../../components/ui/form/form';
import { FormAlert } from '../../../components/ui/form/form-alert';
import { SubmitButton } from '../../../components/ui/form/submit-button';
import { TextareaField } from '../../../components/ui/form/textarea-field';
import { useAppForm } from '../../../components/ui/form/use-app-form';
import { describeError } from '../../../lib/error-message';

interface SelfAssessmentValues {
  selfAssessment: string;
  attachWellbeing: boolean;
}

/**
 * The person's self-assessment, and their choice to attach their own wellbeing summary: unticked
 * unless they attached it before, and said plainly who will see it.
 */
export function SelfAssessmentForm({
  evaluation,
  onSubmit,
}: {
  evaluation: Evaluation;
  onSubmit: (input: SelfAssessment) => Promise<void>;
}) {
  const { t } = useTranslation('evaluations');
  const form = useAppForm<SelfAssessmentValues, SelfAssessment>({
    schema: selfAssessmentSchema,
    defaultValues: {
      selfAssessment: evaluation.selfAssessment ?? '',
      attachWellbeing: evaluation.selfWellbeing !== null,
    },
  });
  const hintId = `attach-wellbeing-${evaluation.id}`;
  return (
    <Form form={form} onSubmit={onSubmit} failure={{ describe: describeError }} className="grid gap-3">
      <TextareaField<SelfAssessmentValues>
        name="selfAssessment"
        label={t('self.label')}
        hint={t('self.hint')}
        rows={3}
      />
      <label className="flex min-h-11 items-start gap-3 rounded-lg border border-border px-3 py-2 text-sm text-fg">
        <input
          type="checkbox"
          className="mt-0.5 size-4"
          aria-describedby={hintId}
          {...form.register('attachWellbeing')}
        />
        <span>
          {t('self.attach')}
          <span id={hintId} className="block text-fg-muted">
            {t('self.attachHint')}
          </span>
        </span>
      </label>
      <FormAlert />
      <div>
        <SubmitButton loadingText={t('form.saving')}>{t('self.save')}</SubmitButton>
      </div>
    </Form>
  );
}
