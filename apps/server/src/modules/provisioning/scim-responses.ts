import type { Context } from 'hono';
import { Messages, Types } from 'scimmy';
import { describeError, describeRefusal, type RefusalReason } from '@tera/domain';
import type { AppEnv } from '../../http/app-env.ts';
import { AppError } from '../../http/app-error.ts';
import { toAppError } from '../../http/error-handler.ts';
import { requestLanguage } from '../../http/request-language.ts';

type ScimType = Messages.ErrorResponse.ValidScimTypes;

const SCIM_JSON = 'application/scim+json; charset=utf-8';

/** A SCIM message (a resource or a list) in SCIM's own media type (RFC 7644 §3.1). */
export function scimJson<Status extends 200 | 201 = 200>(
  c: Context<AppEnv>,
  message: { schemas: readonly string[] },
  status: Status = 200 as Status,
) {
  return c.json(message as { schemas: string[] }, status, { 'Content-Type': SCIM_JSON });
}

/**
 * Refusals a provider acts on by their SCIM kind: a clash it resolves by matching the one that
 * exists, or a change the person's state forbids.
 */
const SCIM_KIND: Partial<Record<RefusalReason, { status: number; scimType: ScimType }>> = {
  SCIM_USER_EXISTS: { status: 409, scimType: 'uniqueness' },
  TEAM_NAME_TAKEN: { status: 409, scimType: 'uniqueness' },
  LAST_ADMIN: { status: 400, scimType: 'mutability' },
};

interface ScimErrorBody {
  schemas: [typeof Messages.ErrorResponse.id];
  status: string;
  scimType?: ScimType;
  detail: string;
}

function body(status: number, detail: string, scimType?: ScimType): ScimErrorBody {
  return {
    schemas: [Messages.ErrorResponse.id],
    status: String(status),
    ...(scimType ? { scimType } : {}),
    detail,
  };
}

function fromAppError(error: AppError, language: ReturnType<typeof requestLanguage>) {
  const text = error.hasCustomMessage
    ? error.message
    : error.reason
      ? describeRefusal(error.reason, language)
      : describeError(error.code, language);
  const fields = error.fields ? ` (${Object.keys(error.fields).join(', ')})` : '';
  const kind = error.reason ? SCIM_KIND[error.reason] : undefined;
  if (kind) return { status: kind.status, body: body(kind.status, text, kind.scimType) };
  const scimType = error.status === 400 ? (error.fields ? 'invalidValue' : 'invalidSyntax') : undefined;
  return { status: error.status, body: body(error.status, `${text}${fields}`, scimType) };
}

/**
 * Every failure under the SCIM base leaves as SCIM's error body (RFC 7644 §3.12), whatever raised
 * it: the guards, the access policy and the key's checks in front of the routes, or the routes.
 */
export function answerScimError(error: unknown, c: Context<AppEnv>): Response {
  const language = requestLanguage(c);
  const answer =
    error instanceof Types.Error
      ? { status: error.status, body: body(error.status, error.message, error.scimType as ScimType) }
      : fromAppError(toAppError(error), language);
  if (answer.status >= 500) c.var.deps.logger.error({ err: error, path: c.req.path }, 'request failed');
  if (error instanceof AppError && error.retryAfterSeconds !== undefined)
    c.header('Retry-After', String(error.retryAfterSeconds));
  return c.json(answer.body, answer.status as 400, { 'Content-Type': SCIM_JSON });
}
