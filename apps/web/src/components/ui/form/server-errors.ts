import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import type { RefusalReason } from '@tera/domain';
import { isApiError } from '../../../lib/api-error';
import { describeError, refusalText } from '../../../lib/error-message';
import { notify } from '../../../lib/toast';
import { fieldErrorKey } from './error-text';

/** Where the form-level message of a failure is said. */
export type FailureAnnouncement<TValues extends FieldValues> =
  'form' | 'toast' | { field: FieldPath<TValues> };

/** How one form reads a failed submit; without any, server field errors land on their fields. */
export interface FailureOptions<TValues extends FieldValues> {
  /** Refusals about one field, said beside it in the refusal catalogue's words. */
  reasonFields?: Partial<Record<RefusalReason, FieldPath<TValues>>>;
  /** Server names for a field this form calls otherwise. */
  aliases?: Partial<Record<string, FieldPath<TValues>>>;
  /** The form-level message; by default the catalogue text, unless fields already took the error. */
  describe?: (error: unknown, placedOnFields: boolean) => string | null;
  announce?: FailureAnnouncement<TValues>;
}

/** The root error the form-level message lives under until the next submit. */
export const FORM_MESSAGE = 'root.server';

/** What of a form reading a failure needs: its fields, in order, and a way to set errors. */
type FailureTarget<TValues extends FieldValues> = Pick<UseFormReturn<TValues>, 'getValues' | 'setError'>;

/** Server field errors keyed by this form's own names, in the order the form shows its fields. */
function fieldErrorsOf<TValues extends FieldValues>(
  form: FailureTarget<TValues>,
  error: unknown,
  aliases: FailureOptions<TValues>['aliases'] = {},
): Array<[FieldPath<TValues>, string]> {
  if (!isApiError(error) || !error.fields) return [];
  const fields = Object.keys(form.getValues()) as Array<FieldPath<TValues>>;
  const found = new Map<string, string>();
  for (const [name, keys] of Object.entries(error.fields)) {
    const field = aliases[name] ?? name;
    if (keys[0] && !found.has(field)) found.set(field, fieldErrorKey(keys[0]));
  }
  const placed: Array<[FieldPath<TValues>, string]> = [];
  for (const field of fields) {
    const key = found.get(field);
    if (key) placed.push([field, key]);
  }
  return placed;
}

/** Sets an error beside a field and takes a keyboard user there. */
function placeOnField<TValues extends FieldValues>(
  form: FailureTarget<TValues>,
  field: FieldPath<TValues>,
  message: string,
  focus: boolean,
): void {
  form.setError(field, { type: 'server', message }, { shouldFocus: focus });
}

/**
 * The one reading of a failed submit: a refusal about one field goes beside it, each server field
 * error beside its field (the first one focused), and what is left to the form-level message.
 */
export function showFailure<TValues extends FieldValues>(
  form: FailureTarget<TValues>,
  error: unknown,
  options: FailureOptions<TValues> = {},
): void {
  const reason = isApiError(error) ? error.reason : undefined;
  const reasonField = reason ? options.reasonFields?.[reason] : undefined;
  if (reason && reasonField) {
    placeOnField(form, reasonField, refusalText(reason), true);
    return;
  }
  const fields = fieldErrorsOf(form, error, options.aliases);
  fields.forEach(([field, key], index) => placeOnField(form, field, key, index === 0));
  const placed = fields.length > 0;
  const message = options.describe ? options.describe(error, placed) : placed ? null : describeError(error);
  if (message === null) return;
  const announce = options.announce ?? 'form';
  if (announce === 'toast') notify.error(message);
  else if (announce === 'form') form.setError(FORM_MESSAGE, { type: 'server', message });
  else placeOnField(form, announce.field, message, !placed);
}
