import type { RefusalReason } from '@tera/domain';
import { i18n } from './i18n';
import { isApiError } from './api-error';

/** The catalogue text, in the current language, for any error an API call can throw. */
export function describeError(error: unknown): string {
  return i18n.t(isApiError(error) ? error.code : 'UNKNOWN_ERROR', { ns: 'errorCodes' });
}

/** The refusal catalogue's text for a reason, in the current language; an invitation's names its e-mail. */
export function refusalText(reason: RefusalReason, values?: { email: string }): string {
  return i18n.t(reason, { ns: 'refusals', ...values });
}
