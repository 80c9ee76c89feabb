import { useId } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  ANALYTICS_PERIODS,
  REPORT_GROUPINGS,
  REPORT_MEASURES,
  REPORT_NAME_MAX,
  reportDefinitionSchema,
  type ReportDefinition,
} from '@tera/domain';
import { Card, CardTitle } from '../../../components/ui/card';
import { useErrorText } from '../../../components/ui/form/error-text';
import { FieldErrorMessage } from '../../../components/ui/form/field-error-message';
import { Form } from '../../../components/ui/form/form';
import { FormAlert } from '../../../components/ui/form/form-alert';
import { SelectField } from '../../../components/ui/form/select-field';
import { SubmitButton } from '../../../components/ui/form/submit-button';
import { TextField } from '../../../components/ui/form/text-field';
import { useAppForm } from '../../../components/ui/form/use-app-form';
import { notify } from '../../../lib/toast';
import { useSaveReportMutation } from '../api/saved-reports';

interface ReportValues {
  name: string;
  measures: string[];
  grouping: string;
  days: string;
}

const EMPTY_FORM: ReportValues = { name: '', measures: ['pulse', 'answered'], grouping: 'week', days: '90' };

/** The selects hold text; the shared schema reads the period as a number. */
const definitionSchema = z.preprocess(
  (values: ReportValues) => ({ ...values, days: Number(values.days) }),
  reportDefinitionSchema,
);

/** The measures as a group of checkboxes, its error read with the group. */
function MeasureChoices() {
  const { t } = useTranslation('reports');
  const errorText = useErrorText();
  const errorId = useId();
  const { errors } = useFormState<ReportValues>({ name: 'measures' });
  const message = errorText(errors.measures?.message ?? errors.measures?.root?.message);
  return (
    <fieldset className="sm:col-span-2" aria-describedby={errorId} aria-invalid={message ? true : undefined}>
      <legend className="mb-2 text-sm font-medium text-fg">{t('custom.measures')}</legend>
      <MeasureBoxes />
      <FieldErrorMessage id={errorId}>{message}</FieldErrorMessage>
    </fieldset>
  );
}

function MeasureBoxes() {
  const { t } = useTranslation('reports');
  const { register } = useFormContext<ReportValues>();
  return (
    <div className="grid gap-2 sm:grid-cols-2">
      {REPORT_MEASURES.map((measure) => (
        <label
          key={measure}
          className="flex min-h-11 items-center gap-3 rounded-md border border-border px-3 text-sm"
        >
          <input type="checkbox" value={measure} className="size-4" {...register('measures')} />
          {t(`measures.${measure}`)}
        </label>
      ))}
    </div>
  );
}

export function CustomReportForm({ slug }: { slug: string }) {
  const { t } = useTranslation('reports');
  const mutation = useSaveReportMutation(slug);
  const form = useAppForm({ schema: definitionSchema, defaultValues: EMPTY_FORM });

  async function submit(definition: ReportDefinition) {
    const saved = await mutation.mutateAsync(definition);
    notify.success(t('custom.saved', { name: saved.name }));
    form.reset();
  }

  return (
    <Card>
      <CardTitle>{t('custom.title')}</CardTitle>
      <p className="mt-1 text-sm text-fg-muted">{t('custom.lead')}</p>
      <Form form={form} onSubmit={submit} className="mt-4 grid gap-4 sm:grid-cols-2">
        <TextField
          name="name"
          label={t('custom.name')}
          maxLength={REPORT_NAME_MAX}
          isRequired
          className="sm:col-span-2"
        />
        <MeasureChoices />
        <SelectField name="grouping" label={t('custom.grouping')}>
          {REPORT_GROUPINGS.map((grouping) => (
            <option key={grouping} value={grouping}>
              {t(`custom.groupings.${grouping}`)}
            </option>
          ))}
        </SelectField>
        <SelectField name="days" label={t('period')}>
          {ANALYTICS_PERIODS.map((days) => (
            <option key={days} value={String(days)}>
              {t(`periods.${days}`)}
            </option>
          ))}
        </SelectField>
        <FormAlert className="sm:col-span-2" />
        <div className="sm:col-span-2">
          <SubmitButton loadingText={t('custom.saving')}>{t('custom.save')}</SubmitButton>
        </div>
      </Form>
    </Card>
  );
}
