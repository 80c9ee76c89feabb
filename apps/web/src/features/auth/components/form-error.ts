import { isApiError } from '../../../lib/api-client';
import { describeError } from '../../../lib/error-message';
import { fieldErrorText } from '../../../lib/field-errors';
import { i18n } from '../../../lib/i18n';

const MINUTE_SECONDS = 60;

/** How long to wait, in words: seconds under a minute, whole minutes rounded up beyond. */
function waitText(seconds: number): string {
  return seconds < MINUTE_SECONDS
    ? i18n.t('wait.seconds', { ns: 'auth', count: seconds })
    : i18n.t('wait.minutes', { ns: 'auth', count: Math.ceil(seconds / MINUTE_SECONDS) });
}

/** What a form shows of a problem: a message for the whole form, if any, and each field's own. */
export interface FormError {
  message: string | null;
  fields: Record<string, string>;
}

/** Problems found before sending: only beside their fields, each validation key translated. */
export function clientFormError(errors: Record<string, string | undefined>): FormError | null {
  const fields: Record<string, string> = {};
  for (const [field, key] of Object.entries(errors)) if (key) fields[field] = fieldErrorText(key);
  return Object.keys(fields).length > 0 ? { message: null, fields } : null;
}

/** Moves focus to the first control the form names as wrong, so a keyboard user lands on it. */
export function focusFirstInvalid(form: HTMLFormElement, error: FormError): void {
  const first = Object.keys(error.fields)[0];
  if (!first) return;
  const control = form.elements.namedItem(first);
  if (control instanceof HTMLElement) control.focus();
}

/** A failed auth call as the form shows it: the message for all, and each field's own. */
export function formErrorOf(error: unknown): FormError {
  const fields: Record<string, string> = {};
  if (isApiError(error)) {
    for (const [field, keys] of Object.entries(error.fields ?? {})) {
      if (keys[0]) fields[field] = fieldErrorText(keys[0]);
    }
  }
  // Auth refusals carry a reason and a message the server wrote in the reader's language.
  const message = isApiError(error) && error.reason ? error.message : describeError(error);
  const retryAfter = isApiError(error) && error.status === 429 ? error.retryAfterSeconds : undefined;
  return { message: retryAfter ? `${message} ${waitText(retryAfter)}` : message, fields };
}
