import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/toast';
import { demoRequestSchema, type DemoRequestReceipt } from '@tera/domain';
import { isApiError, type FieldErrors } from '../../../lib/api-error';
import { describeError } from '../../../lib/error-message';
import { zodFieldErrors } from '../../../lib/field-errors';
import { useCreateDemoRequest } from '../api/create-demo-request';

export const DEMO_FIELDS = ['firstName', 'lastName', 'email', 'company', 'teamSize', 'message'] as const;
export type DemoField = (typeof DEMO_FIELDS)[number];
export type DemoValues = Record<DemoField, string>;

const EMPTY_VALUES: DemoValues = {
  firstName: '',
  lastName: '',
  email: '',
  company: '',
  teamSize: '',
  message: '',
};

function focusField(form: HTMLFormElement, errors: FieldErrors) {
  const first = DEMO_FIELDS.find((field) => errors[field]?.length);
  if (first) form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
}

/**
 * The demo form's state. Everything typed stays in place whatever goes wrong; errors are i18n keys,
 * so switching language re-translates them; a field's error clears as soon as it becomes valid.
 */
export function useDemoRequestForm() {
  const { t } = useTranslation();
  const [values, setValues] = useState<DemoValues>(EMPTY_VALUES);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [receipt, setReceipt] = useState<DemoRequestReceipt | null>(null);
  const mutation = useCreateDemoRequest();

  const setValue = (field: DemoField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (!errors[field]) return;
    const check = demoRequestSchema.shape[field].safeParse(value);
    const problems = check.success ? [] : check.error.issues.map((issue) => issue.message);
    setErrors((current) => ({ ...current, [field]: problems }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const parsed = demoRequestSchema.safeParse(values);
    if (!parsed.success) {
      const found = zodFieldErrors(parsed.error);
      setErrors(found);
      focusField(form, found);
      return;
    }
    setErrors({});
    mutation.mutate(parsed.data, {
      onSuccess: setReceipt,
      onError: (error) => {
        if (isApiError(error) && error.status === 429) {
          notify.error(t('errors.rateLimited'));
        } else if (isApiError(error) && error.code === 'VALIDATION_ERROR' && error.fields) {
          setErrors(error.fields);
          focusField(form, error.fields);
        } else {
          notify.error(describeError(error));
        }
      },
    });
  };

  const startOver = () => {
    setValues(EMPTY_VALUES);
    setReceipt(null);
    mutation.reset();
  };

  return { values, errors, receipt, isSubmitting: mutation.isPending, setValue, submit, startOver };
}
