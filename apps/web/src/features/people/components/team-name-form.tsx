import { useState, type FormEvent } from 'react';
import { teamNameSchema } from '@tera/domain';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { isApiError } from '../../../lib/api-client';
import { describeError } from '../../../lib/error-message';
import { fieldErrorText } from '../../../lib/field-errors';

interface TeamNameFormProps {
  label: string;
  submitLabel: string;
  pendingLabel: string;
  takenMessage: string;
  initialName?: string;
  isPending: boolean;
  onSubmit: (name: string, done: () => void, fail: (error: unknown) => void) => void;
  onCancel?: { label: string; run: () => void };
}

/** One name field for creating or renaming a team, checked by the shared schema before it is sent. */
export function TeamNameForm({
  label,
  submitLabel,
  pendingLabel,
  takenMessage,
  initialName = '',
  isPending,
  onSubmit,
  onCancel,
}: TeamNameFormProps) {
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string | undefined>();

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = teamNameSchema.safeParse({ name });
    if (!parsed.success) {
      setError(fieldErrorText(parsed.error.issues[0]?.message ?? 'validation.invalid'));
      return;
    }
    setError(undefined);
    onSubmit(
      parsed.data.name,
      () => setName(''),
      (failure) =>
        setError(isApiError(failure) && failure.status === 409 ? takenMessage : describeError(failure)),
    );
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-start">
      <Field label={label} error={error} className="flex-1">
        {(control) => (
          <Input {...control} value={name} maxLength={80} onChange={(e) => setName(e.target.value)} />
        )}
      </Field>
      <div className="flex gap-2 sm:mt-7">
        <Button type="submit" isLoading={isPending} loadingText={pendingLabel}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button variant="ghost" onClick={onCancel.run}>
            {onCancel.label}
          </Button>
        )}
      </div>
    </form>
  );
}
