import { teamNameSchema } from '@tera/domain';
import { Button } from '../../../components/ui/button';
import { Form } from '../../../components/ui/form/form';
import { SubmitButton } from '../../../components/ui/form/submit-button';
import { TextField } from '../../../components/ui/form/text-field';
import { useAppForm } from '../../../components/ui/form/use-app-form';

interface TeamNameFormProps {
  label: string;
  submitLabel: string;
  pendingLabel: string;
  initialName?: string;
  /** Saves the checked name; what it throws is said beside the field. */
  onSubmit: (name: string) => Promise<unknown>;
  onCancel?: { label: string; run: () => void };
}

/**
 * One name field for creating or renaming a team, checked by the shared schema before it is sent,
 * back to where it started once saved.
 */
export function TeamNameForm({
  label,
  submitLabel,
  pendingLabel,
  initialName = '',
  onSubmit,
  onCancel,
}: TeamNameFormProps) {
  const form = useAppForm({ schema: teamNameSchema, defaultValues: { name: initialName } });

  async function submit({ name }: { name: string }) {
    await onSubmit(name);
    form.reset();
  }

  return (
    <Form
      form={form}
      onSubmit={submit}
      failure={{ reasonFields: { TEAM_NAME_TAKEN: 'name' }, announce: { field: 'name' } }}
      className="flex flex-col gap-2 sm:flex-row sm:items-start"
    >
      <TextField name="name" label={label} maxLength={80} className="flex-1" />
      <div className="flex gap-2 sm:mt-7">
        <SubmitButton loadingText={pendingLabel}>{submitLabel}</SubmitButton>
        {onCancel && (
          <Button variant="ghost" onClick={onCancel.run}>
            {onCancel.label}
          </Button>
        )}
      </div>
    </Form>
  );
}
