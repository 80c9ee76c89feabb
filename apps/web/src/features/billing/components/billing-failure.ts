import { isApiError } from '../../../lib/api-error';
import { describeError, refusalText } from '../../../lib/error-message';
import { notify } from '../../../lib/toast';

/** A refused billing action says why in the catalogue's words: not configured, plan too small… */
export function notifyBillingFailure(error: unknown): void {
  notify.error(isApiError(error) && error.reason ? refusalText(error.reason) : describeError(error));
}
