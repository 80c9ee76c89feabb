import { z } from 'zod';

/**
 * What a company's API key may reach (docs/product/api-keys.md#scopes): groups of the company's
 * own records, each read or also written. Nothing personal is a resource: a key reaches no one's
 * check-ins, notes, pulse or wellbeing, whatever its scope. `provisioning` is the SCIM endpoint an
 * identity provider calls (docs/product/provisioning.md).
 */
export const API_KEY_RESOURCES = [
  'people',
  'teams',
  'analytics',
  'surveys',
  'trainings',
  'provisioning',
] as const;
export type ApiKeyResource = (typeof API_KEY_RESOURCES)[number];

export const API_KEY_ACCESS_LEVELS = ['read', 'write'] as const;
export type ApiKeyAccess = (typeof API_KEY_ACCESS_LEVELS)[number];

/** What one operation asks of a key, as the API document declares it (`x-api-key`). */
export interface ApiKeyRequirement {
  resource: ApiKeyResource;
  access: ApiKeyAccess;
}

export const apiKeyScopeSchema = z.object({
  access: z.enum(API_KEY_ACCESS_LEVELS, 'validation.choose'),
  resources: z
    .array(z.enum(API_KEY_RESOURCES, 'validation.invalid'), 'validation.keyResources')
    .min(1, 'validation.keyResources')
    .max(API_KEY_RESOURCES.length, 'validation.tooMany')
    .refine((resources) => new Set(resources).size === resources.length, 'validation.invalid'),
});
export type ApiKeyScope = z.infer<typeof apiKeyScopeSchema>;

/** A read-write key reads too; a read-only key never writes. */
export function keyScopeCovers(scope: ApiKeyScope, requirement: ApiKeyRequirement): boolean {
  if (!scope.resources.includes(requirement.resource)) return false;
  return requirement.access === 'read' || scope.access === 'write';
}
