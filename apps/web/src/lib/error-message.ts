import type { RefusalReason } from '@tera/domain';
import { i18n, loadNamespace } from './i18n';
import { isApiError, type ApiError } from './api-error';

/** The catalogue text, in the current language, for any error an API call can throw. */
export function describeError(error: unknown): string {
  return i18n.t(isApiError(error) ? error.code : 'UNKNOWN_ERROR', { ns: 'errorCodes' });
}

/** The refusal catalogue's text for a reason, in the current language; an invitation's names its e-mail. */
export function refusalText(reason: RefusalReason, values?: { email: string }): string {
  return i18n.t(reason, { ns: 'refusals', ...values });
}

/**
 * An API failure, once the catalogue that words its refusal is loaded. Screens word a refusal as
 * soon as it reaches them, and the catalogue is not part of any page's first code.
 */
export async function withRefusalTexts(error: ApiError): Promise<ApiError> {
  if (error.reason) await loadNamespace('refusals');
  return error;
}
