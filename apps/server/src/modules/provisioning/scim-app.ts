import { OpenAPIHono } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { enforceAccess } from '../../http/access-policy.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { AppError } from '../../http/app-error.ts';
import { limitBodySize } from '../../http/body-limit.ts';
import { originCheck } from '../../http/origin-check.ts';
import { validationHook } from '../../http/validation-hook.ts';
import { SCIM_BASE } from './scim-call.ts';
import { SCIM_BODY_LIMIT_BYTES, scimDiscoveryRoutes } from './scim-discovery-routes.ts';
import { scimGroupRoutes } from './scim-group-routes.ts';
import { answerScimError } from './scim-responses.ts';
import { scimUserRoutes } from './scim-user-routes.ts';

/** Every SCIM route, each declaring its policy and the key scope it takes, as the API's routes do. */
export function createScimApi() {
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
    .route('/', scimDiscoveryRoutes)
    .route('/', scimUserRoutes)
    .route('/', scimGroupRoutes);
}

/**
 * SCIM 2.0 at its own base, outside the API's, since identity providers are told one base URL
 * for it. The same guards, access policy and key checks as the API run in front of it; only its
 * answers differ, in SCIM's own error body (decision 033).
 */
export function mountScim(app: OpenAPIHono<AppEnv>, drain?: MiddlewareHandler<AppEnv>): void {
  const scim = new OpenAPIHono<AppEnv>();
  scim.onError(answerScimError);
  if (drain) scim.use('*', drain);
  scim.use('*', limitBodySize(SCIM_BODY_LIMIT_BYTES));
  scim.use('*', originCheck());
  const api = createScimApi();
  scim.use('*', enforceAccess(api, SCIM_BASE));
  scim.route('/', api);
  scim.all('*', () => {
    throw new AppError('RECORD_NOT_FOUND');
  });
  app.route(SCIM_BASE, scim);
}
