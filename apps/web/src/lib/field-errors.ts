import type { z } from 'zod';
import type { FieldErrors } from './api-error';
import { i18n } from './i18n';

/** The first problem per field, as the shared schemas and the API both name them: i18n keys. */
export function zodFieldErrors(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field !== 'string') continue;
    (fields[field] ??= []).push(issue.message);
  }
  return fields;
}

/** Translates a validation key; a key this client does not know still gets a helpful text. */
export function fieldErrorText(key: string): string {
  return i18n.exists(key) ? i18n.t(key as 'validation.invalid') : i18n.t('validation.invalid');
}
