import type { ComponentProps } from 'react';
import { useFormContext, type FieldValues } from 'react-hook-form';
import { Textarea } from '../textarea';
import { FormField, splitFieldProps, type FormFieldProps } from './form-field';

type TextareaProps = Omit<
  ComponentProps<'textarea'>,
  'name' | 'id' | 'value' | 'defaultValue' | 'onChange'
> & {
  controlClassName?: string;
};

/** A multi-line text control of the surrounding form. */
export function TextareaField<TValues extends FieldValues>(props: FormFieldProps<TValues> & TextareaProps) {
  const { register } = useFormContext<TValues>();
  const [field, { controlClassName, ...textarea }] = splitFieldProps<TValues, TextareaProps>(props);
  return (
    <FormField {...field}>
      {(control) => (
        <Textarea {...textarea} className={controlClassName} {...control} {...register(field.name)} />
      )}
    </FormField>
  );
}
