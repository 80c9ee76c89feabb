import { isApiError } from '../../../lib/api-client';
import { describeError, refusalText } from '../../../lib/error-message';

/** Why a request failed: the refusal's own words when it has a reason, else the error code's. */
export function failureText(error: unknown): string {
  return isApiError(error) && error.reason ? refusalText(error.reason) : describeError(error);
}
