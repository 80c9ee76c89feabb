import { useFormState } from 'react-hook-form';
import { useIsHydrated } from '../../../lib/use-is-hydrated';
import { Button, type ButtonProps } from '../button';

/**
 * The form's submit: spinner and blocked while the submit runs, or while `isLoading` says so.
 * On a prerendered page it is disabled until the app takes the page over: a form submitted by the
 * browser itself would put what was typed, a password included, in the address.
 */
export function SubmitButton({ isLoading = false, disabled, ...props }: Omit<ButtonProps, 'type'>) {
  const { isSubmitting } = useFormState();
  const isHydrated = useIsHydrated();
  return (
    <Button
      {...props}
      type="submit"
      disabled={disabled || !isHydrated}
      isLoading={isSubmitting || isLoading}
    />
  );
}
