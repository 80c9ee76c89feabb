import { useFormState } from 'react-hook-form';
import { Button, type ButtonProps } from '../button';

/** The form's submit: spinner and blocked while the submit runs, or while `isLoading` says so. */
export function SubmitButton({ isLoading = false, ...props }: Omit<ButtonProps, 'type'>) {
  const { isSubmitting } = useFormState();
  return <Button {...props} type="submit" isLoading={isSubmitting || isLoading} />;
}
