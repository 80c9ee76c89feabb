import { z } from '@hono/zod-openapi';
import { access } from '../../http/access-policy.ts';
import { keyAccess } from '../../http/api-key-access.ts';

const SCIM_MEDIA = 'application/scim+json';

/** Only a key with the provisioning scope: reads for GETs, writes for the rest. */
export const scimReads = { ...access('api-key'), ...keyAccess('provisioning', 'read'), tags: ['scim'] };
export const scimWrites = { ...access('api-key'), ...keyAccess('provisioning', 'write'), tags: ['scim'] };

export const idParam = z.object({ id: z.string().max(64) });

/** What a resource read may narrow its answer to (RFC 7644 §3.9). */
export const attributesQuery = z.object({
  attributes: z.string().max(1000).optional(),
  excludedAttributes: z.string().max(1000).optional(),
});

/** A list's filter and page (RFC 7644 §3.4.2); sorting is not offered. */
export const listQuery = attributesQuery.extend({
  filter: z.string().max(2000).optional(),
  startIndex: z.coerce.number().int().optional(),
  count: z.coerce.number().int().optional(),
});

/** SCIM's media type, which the JSON validator also takes as plain `application/json`. */
export const scimBody = {
  content: { [SCIM_MEDIA]: { schema: z.looseObject({}) } },
  required: true,
};

const scimMessage = z.looseObject({ schemas: z.array(z.string()) });
const scimError = z.object({
  schemas: z.array(z.string()),
  status: z.string(),
  scimType: z.string().optional(),
  detail: z.string(),
});

export const scimAnswer = (description: string) => ({
  description,
  content: { [SCIM_MEDIA]: { schema: scimMessage } },
});

export const scimFailure = (description: string) => ({
  description,
  content: { [SCIM_MEDIA]: { schema: scimError } },
});

/** What every SCIM route may answer besides its own: the key's checks and the guards. */
export const scimRefusals = {
  401: scimFailure('No API key, or one unknown or revoked'),
  403: scimFailure(
    "Not a key, a key without this scope, a company off the enterprise plan, or a full company's seats",
  ),
  429: scimFailure("The key's calls of this minute are spent"),
};
