import type { ComponentProps } from 'react';
import { useFormContext, type FieldValues } from 'react-hook-form';
import { Input } from '../input';
import { FormField, splitFieldProps, type FormFieldProps } from './form-field';

type InputProps = Omit<ComponentProps<'input'>, 'name' | 'id' | 'value' | 'defaultValue' | 'onChange'> & {
  onValueChange?: (value: string) => void;
};

/** A one-line text control of the surrounding form (text, e-mail, password…). */
export function TextField<TValues extends FieldValues>(props: FormFieldProps<TValues> & InputProps) {
  const { register } = useFormContext<TValues>();
  const [field, { onValueChange, ...input }] = splitFieldProps<TValues, InputProps>(props);
  const onChange = onValueChange && {
    onChange: (event: { target: { value: string } }) => onValueChange(event.target.value),
  };
  return (
    <FormField {...field}>
      {(control) => <Input {...input} {...control} {...register(field.name, onChange)} />}
    </FormField>
  );
}
