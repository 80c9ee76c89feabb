import { z } from 'zod';
import { API_KEY_ACCESS_LEVELS, API_KEY_RESOURCES, apiKeyScopeSchema } from './api-key-scope.ts';

export const API_KEY_NAME_MAX = 80;
/** Enough for every integration a company runs, few enough to review at a glance. */
export const API_KEYS_PER_COMPANY = 25;

export const createApiKeySchema = apiKeyScopeSchema.extend({
  name: z
    .string('validation.required')
    .trim()
    .min(1, 'validation.required')
    .max(API_KEY_NAME_MAX, 'validation.tooLong'),
});
export type CreateApiKey = z.infer<typeof createApiKeySchema>;

export const apiKeySummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** `tera_` and the key's first characters: enough to recognise it, never enough to use it. */
  hint: z.string(),
  access: z.enum(API_KEY_ACCESS_LEVELS),
  resources: z.array(z.enum(API_KEY_RESOURCES)),
  createdAt: z.string(),
  createdByName: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type ApiKeySummary = z.infer<typeof apiKeySummarySchema>;

export const apiKeyListSchema = z.object({ keys: z.array(apiKeySummarySchema) });
export type ApiKeyList = z.infer<typeof apiKeyListSchema>;

/** The only answer that carries the key itself: after this, only its hint is ever shown. */
export const issuedApiKeySchema = z.object({ key: apiKeySummarySchema, secret: z.string() });
export type IssuedApiKey = z.infer<typeof issuedApiKeySchema>;

export const apiKeyCallSchema = z.object({
  method: z.string(),
  /** The operation as the API document names it: method and path template, never the values sent. */
  operation: z.string(),
  status: z.number().int(),
  clientAddress: z.string().nullable(),
  calledAt: z.string(),
});
export type ApiKeyCall = z.infer<typeof apiKeyCallSchema>;

export const apiKeyCallsSchema = z.object({ calls: z.array(apiKeyCallSchema) });
export type ApiKeyCalls = z.infer<typeof apiKeyCallsSchema>;

export const revokedApiKeySchema = z.object({ key: apiKeySummarySchema });
