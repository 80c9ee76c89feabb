import type { ReactNode } from 'react';
import { useFormContext, useFormState, type FieldPath, type FieldValues } from 'react-hook-form';
import { Field, type FieldControlProps } from '../field';
import { useErrorText } from './error-text';

export interface FormFieldProps<TValues extends FieldValues> {
  name: FieldPath<TValues>;
  label: string;
  hint?: string | undefined;
  isRequired?: boolean;
  className?: string;
  /** A problem found outside the form (a live availability check, say), shown while it has none. */
  liveError?: string | undefined;
}

/** Separates what the field wrapper takes from what goes on the control itself. */
export function splitFieldProps<TValues extends FieldValues, TControl>({
  name,
  label,
  hint,
  isRequired,
  className,
  liveError,
  ...control
}: FormFieldProps<TValues> & TControl): [FormFieldProps<TValues>, TControl] {
  return [{ name, label, hint, isRequired, className, liveError }, control as TControl];
}

/** A field of the surrounding form: its label, hint and own error, tied to the control for readers. */
export function FormField<TValues extends FieldValues>({
  name,
  liveError,
  children,
  ...props
}: FormFieldProps<TValues> & { children: (control: FieldControlProps) => ReactNode }) {
  const { getFieldState } = useFormContext<TValues>();
  const errorText = useErrorText();
  const { error } = getFieldState(name, useFormState<TValues>({ name }));
  return (
    <Field {...props} error={errorText(error?.message ?? liveError)}>
      {children}
    </Field>
  );
}
