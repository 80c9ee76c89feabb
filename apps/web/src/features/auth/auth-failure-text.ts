import { isApiError } from '../../lib/api-client';
import { describeError } from '../../lib/error-message';
import { i18n } from '../../lib/i18n';

const MINUTE_SECONDS = 60;

/** How long to wait, in words: seconds under a minute, whole minutes rounded up beyond. */
function waitText(seconds: number): string {
  return seconds < MINUTE_SECONDS
    ? i18n.t('wait.seconds', { ns: 'auth', count: seconds })
    : i18n.t('wait.minutes', { ns: 'auth', count: Math.ceil(seconds / MINUTE_SECONDS) });
}

/**
 * What an account form says of a failed call above its fields; nothing when the failure already
 * stands beside the fields it names, so it is not said twice.
 */
export function authFailureText(error: unknown, placedOnFields = false): string | null {
  if (placedOnFields) return null;
  // Auth refusals carry a reason and a message the server wrote in the reader's language.
  const message = isApiError(error) && error.reason ? error.message : describeError(error);
  const retryAfter = isApiError(error) && error.status === 429 ? error.retryAfterSeconds : undefined;
  return retryAfter ? `${message} ${waitText(retryAfter)}` : message;
}
