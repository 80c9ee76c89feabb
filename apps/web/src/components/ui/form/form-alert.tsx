import { useFormState } from 'react-hook-form';
import { Alert } from '../alert';
import { useErrorText } from './error-text';

/** The form-level message of a failed submit, said at once to a screen reader. */
export function FormAlert({ className }: { className?: string }) {
  const { errors } = useFormState();
  const message = useErrorText()(errors.root?.server?.message);
  if (!message) return null;
  return (
    <Alert tone="danger" role="alert" className={className}>
      {message}
    </Alert>
  );
}
