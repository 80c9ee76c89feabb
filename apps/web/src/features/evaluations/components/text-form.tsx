import type { ReactNode } from 'react';
import { z } from 'zod';
import { Form } from '../../../components/ui/form/form';
import { FormAlert } from '../../../components/ui/form/form-alert';
import { SubmitButton } from '../../../components/ui/form/submit-button';
import { TextareaField } from '../../../components/ui/form/textarea-field';
import { useAppForm } from '../../../components/ui/form/use-app-form';
import { describeError } from '../../../lib/error-message';

interface TextFormProps {
  label: string;
  hint?: string;
  submitLabel: string;
  loadingText: string;
  initial?: string;
  /** The domain's rule for the text: required or not, and how long. */
  schema: z.ZodType<string>;
  onSubmit: (text: string) => Promise<void>;
  children?: ReactNode;
}

/** One text and one button: a self-assessment, an acknowledgement's comment, a rejection's reason. */
export function TextForm({
  label,
  hint,
  submitLabel,
  loadingText,
  initial = '',
  schema,
  onSubmit,
  children,
}: TextFormProps) {
  const form = useAppForm<{ text: string }, { text: string }>({
    schema: z.object({ text: schema }),
    defaultValues: { text: initial },
  });
  return (
    <Form
      form={form}
      onSubmit={async ({ text }) => {
        await onSubmit(text);
      }}
      failure={{ describe: describeError }}
      className="grid gap-3"
    >
      <TextareaField name="text" label={label} hint={hint} rows={3} />
      <FormAlert />
      <div className="flex flex-wrap gap-3">
        <SubmitButton loadingText={loadingText}>{submitLabel}</SubmitButton>
        {children}
      </div>
    </Form>
  );
}
