import type { AccessPolicy } from './access-policy.ts';

export interface GuardedOperation {
  method: string;
  /** The route's declared policy; better-auth's routes have their own guards and declare none. */
  policy: AccessPolicy | undefined;
  takesInput: boolean;
  takesJson: boolean;
  /** Whether the route declares that an API key may call it (`x-api-key`). */
  takesKey: boolean;
}

const STATE_CHANGING = new Set(['post', 'put', 'patch', 'delete']);
const ROLE_POLICIES: readonly AccessPolicy[] = ['leader', 'company-admin', 'super-admin', 'api-key'];
const COMPANY_POLICIES: readonly AccessPolicy[] = ['company-member', 'company-admin'];

/**
 * What the middleware in front of a route may answer before the route runs (`create-app.ts`):
 * the body limit, the origin check, the access policy, input validation, and the failures any
 * request can meet. Derived from the same declaration the access policy enforces, so the document
 * names them on every route they guard.
 */
export function guardResponses(operation: GuardedOperation): Map<number, string> {
  const responses = new Map<number, string>();
  const { method, policy } = operation;
  if (operation.takesInput) responses.set(400, 'A parameter or the body is not valid');
  if (policy && policy !== 'public')
    responses.set(
      401,
      'No session: not signed in, or the session ended; or an API key that is unknown or revoked (reason INVALID_API_KEY)',
    );
  if (STATE_CHANGING.has(method))
    responses.set(403, 'The Origin header names a site other than the app (reason UNTRUSTED_ORIGIN)');
  if (policy && ROLE_POLICIES.includes(policy))
    appendTo(responses, 403, "The caller's role may not use this route (reason FORBIDDEN_ROLE)");
  if (policy && policy !== 'public') {
    appendTo(
      responses,
      403,
      operation.takesKey
        ? "An API key whose scope does not cover this operation (reason KEY_SCOPE), or whose company's plan has no API access (reason FEATURE_BLOCKED)"
        : 'An API key was sent: this operation does not take one (reason KEY_NOT_ALLOWED)',
    );
  }
  if (operation.takesKey)
    responses.set(429, "The API key's calls of this minute are spent (reason RATE_LIMITED)");
  if (policy && COMPANY_POLICIES.includes(policy))
    responses.set(
      404,
      "Not this company's member: another company's area is answered as if it did not exist",
    );
  responses.set(413, 'The body is larger than 100 KiB (reason BODY_TOO_LARGE)');
  if (operation.takesJson) responses.set(415, 'The body is not JSON (reason UNSUPPORTED_MEDIA_TYPE)');
  responses.set(500, 'An unexpected failure');
  responses.set(503, 'The database cannot be reached, or the server is shutting down');
  return responses;
}

function appendTo(responses: Map<number, string>, status: number, description: string): void {
  const current = responses.get(status);
  responses.set(status, current ? `${current}; or ${description}` : description);
}
