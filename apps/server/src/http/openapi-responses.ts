import { z } from '@hono/zod-openapi';
import { apiErrorSchema, type ErrorCode } from '@tera/domain';

/**
 * The one error body, as one component; the served document narrows its code per status. Built
 * here, after `@hono/zod-openapi` has given schemas their `openapi` method, whichever module
 * loaded the domain first.
 */
export const documentedApiError = z.object(apiErrorSchema.shape).openapi('ApiError');

/**
 * A documented failure of a route: the one error body, with what this status means there. A route
 * that answers fewer codes at a status than the rest of the API names them.
 */
export function errorResponse(description: string, codes?: readonly [ErrorCode, ...ErrorCode[]]) {
  const schema = codes
    ? apiErrorSchema.extend({ error: apiErrorSchema.shape.error.extend({ code: z.enum(codes) }) })
    : documentedApiError;
  return { description, content: { 'application/json': { schema } } };
}
