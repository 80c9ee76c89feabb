import { HTTP_STATUS_BY_CODE } from './http-status.ts';
import type { FailureFacts } from './retry-policy.ts';

/**
 * The one failure that says nobody is signed in: a refusal for want of a session. Being offline,
 * a timeout or a server error says nothing about the session, so none of them may end it
 * (docs/product/identity.md#session-checks).
 */
export function isNoSessionRefusal({ status }: FailureFacts): boolean {
  return status === HTTP_STATUS_BY_CODE.SESSION_EXPIRED;
}
