import type { ComponentProps } from 'react';
import { useFormContext, type FieldValues } from 'react-hook-form';
import { Select } from '../select';
import { FormField, splitFieldProps, type FormFieldProps } from './form-field';

type SelectProps = Omit<ComponentProps<'select'>, 'name' | 'id' | 'value' | 'defaultValue' | 'onChange'>;

/** A native select of the surrounding form; its options are the children. */
export function SelectField<TValues extends FieldValues>(props: FormFieldProps<TValues> & SelectProps) {
  const { register } = useFormContext<TValues>();
  const [field, select] = splitFieldProps<TValues, SelectProps>(props);
  return (
    <FormField {...field}>
      {(control) => <Select {...select} {...control} {...register(field.name)} />}
    </FormField>
  );
}
