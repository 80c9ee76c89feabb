import { zodResolver } from '@hookform/resolvers/zod';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';

interface AppFormOptions<TValues extends FieldValues, TOutput> {
  /** Checked before anything is sent; its messages are i18n keys, shown beside their fields. */
  schema?: z.ZodType<TOutput, FieldValues>;
  /** Every field the form has, in the order they appear: server errors are focused in this order. */
  defaultValues: TValues;
}

/**
 * A form's values and errors. The schema reads what the controls hold (text, mostly), which can be
 * looser than the schema's own input type, so the resolver is typed from the form's values.
 */
export function useAppForm<TValues extends FieldValues, TOutput extends FieldValues = TValues>({
  schema,
  defaultValues,
}: AppFormOptions<TValues, TOutput>): UseFormReturn<TValues, unknown, TOutput> {
  return useForm<TValues, unknown, TOutput>({
    defaultValues: defaultValues as DefaultValues<TValues>,
    resolver: schema ? (zodResolver(schema) as unknown as Resolver<TValues, unknown, TOutput>) : undefined,
  });
}
