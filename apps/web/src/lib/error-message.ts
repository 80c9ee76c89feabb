import { i18n } from './i18n';
import { isApiError } from './api-error';

/** The catalogue text, in the current language, for any error an API call can throw. */
export function describeError(error: unknown): string {
  return i18n.t(isApiError(error) ? error.code : 'UNKNOWN_ERROR', { ns: 'errorCodes' });
}
