import type { ComponentProps } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { showFailure, type FailureOptions } from './server-errors';

interface FormProps<TValues extends FieldValues, TOutput> extends Omit<
  ComponentProps<'form'>,
  'onSubmit' | 'noValidate'
> {
  form: UseFormReturn<TValues, unknown, TOutput>;
  /** Runs with the checked values; whatever it throws is shown by the form, nothing typed is lost. */
  onSubmit: (values: TOutput) => Promise<unknown> | void;
  failure?: FailureOptions<TValues>;
}

/** A form whose fields read their values and errors from `form`; the browser's own checks are off. */
export function Form<TValues extends FieldValues, TOutput>({
  form,
  onSubmit,
  failure,
  children,
  ...props
}: FormProps<TValues, TOutput>) {
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      showFailure(form, error, failure);
    }
  });
  return (
    <FormProvider {...form}>
      <form noValidate {...props} onSubmit={(event) => void submit(event)}>
        {children}
      </form>
    </FormProvider>
  );
}
