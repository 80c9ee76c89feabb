import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import { Messages, Resources, Schemas } from 'scimmy';
import { publicUrl } from '../../config.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { AppError } from '../../http/app-error.ts';
import { scimCall } from './scim-call.ts';
import { SCIM_MAX_RESULTS } from './scim-listing.ts';
import { scimJson } from './scim-responses.ts';
import { scimAnswer, scimFailure, scimReads, scimRefusals } from './scim-route-parts.ts';

/** The largest body a SCIM write may send: a big team's whole member list in one replacement. */
export const SCIM_BODY_LIMIT_BYTES = 1024 * 1024;

const RESOURCE_TYPES = { User: Resources.User, Group: Resources.Group } as const;
const SCHEMAS = [Schemas.User, Schemas.Group];

const discovery = <P extends string>(path: P, summary: string) =>
  createRoute({
    method: 'get',
    path,
    summary,
    ...scimReads,
    responses: { 200: scimAnswer(summary), ...scimRefusals },
  });

const nameParam = z.object({ name: z.string().max(100) });
const one = <P extends string>(path: P, summary: string) =>
  createRoute({
    method: 'get',
    path,
    summary,
    ...scimReads,
    request: { params: nameParam },
    responses: { 200: scimAnswer(summary), ...scimRefusals, 404: scimFailure('No such one') },
  });

const config = discovery('/ServiceProviderConfig', 'What this service provider supports');
const resourceTypes = discovery('/ResourceTypes', 'The resource types: User and Group');
const resourceType = one('/ResourceTypes/{name}', 'One resource type');
const schemas = discovery('/Schemas', 'The schemas of the resources');
const schema = one('/Schemas/{name}', 'One schema, by its URN');

/**
 * What identity providers probe before provisioning (RFC 7644 §4): Entra and Okta read these
 * to learn that PATCH and filters work and which attributes a User and a Group have.
 */
export const scimDiscoveryRoutes = new OpenAPIHono<AppEnv>()
  .openapi(config, async (c) => {
    const { baseUrl } = await scimCall(c);
    const provider = new Schemas.ServiceProviderConfig(
      {
        documentationUri: `${publicUrl(c.var.deps.config)}/docs/provisioning`,
        patch: { supported: true },
        bulk: { supported: false, maxOperations: 0, maxPayloadSize: SCIM_BODY_LIMIT_BYTES },
        filter: { supported: true, maxResults: SCIM_MAX_RESULTS },
        changePassword: { supported: false },
        sort: { supported: false },
        etag: { supported: false },
        authenticationSchemes: [
          {
            type: 'oauthbearertoken',
            name: 'Bearer token',
            description: 'A Tera API key with the provisioning scope, as `Authorization: Bearer tera_…`',
            primary: true,
          },
        ],
      },
      `${baseUrl}/ServiceProviderConfig`,
    );
    return scimJson(c, provider);
  })
  .openapi(resourceTypes, async (c) => {
    const { baseUrl } = await scimCall(c);
    const types = Object.values(RESOURCE_TYPES).map(
      (type) => new Schemas.ResourceType(type.describe(), `${baseUrl}/ResourceTypes`),
    );
    return scimJson(
      c,
      new Messages.ListResponse(types, { totalResults: types.length, itemsPerPage: types.length }),
    );
  })
  .openapi(resourceType, async (c) => {
    const { baseUrl } = await scimCall(c);
    const { name } = c.req.valid('param');
    if (!Object.hasOwn(RESOURCE_TYPES, name)) throw new AppError('RECORD_NOT_FOUND');
    const type = RESOURCE_TYPES[name as keyof typeof RESOURCE_TYPES];
    return scimJson(c, new Schemas.ResourceType(type.describe(), `${baseUrl}/ResourceTypes`));
  })
  .openapi(schemas, async (c) => {
    const { baseUrl } = await scimCall(c);
    const described = SCHEMAS.map((one) => one.definition.describe(`${baseUrl}/Schemas`));
    return scimJson(
      c,
      new Messages.ListResponse(described as never[], {
        totalResults: described.length,
        itemsPerPage: described.length,
      }),
    );
  })
  .openapi(schema, async (c) => {
    const { baseUrl } = await scimCall(c);
    const found = SCHEMAS.find((one) => one.id === c.req.valid('param').name);
    if (!found) throw new AppError('RECORD_NOT_FOUND');
    return scimJson(c, found.definition.describe(`${baseUrl}/Schemas`));
  });
