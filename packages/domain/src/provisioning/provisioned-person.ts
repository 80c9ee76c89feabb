import { z } from 'zod';
import { invitationEmailSchema } from '../people/invitation-schemas.ts';
import { FULL_NAME_MAX_LENGTH } from '../profile/profile-schemas.ts';

/** How an identity provider names a person (SCIM `name` and `displayName`). */
export interface ScimName {
  formatted?: string | undefined;
  givenName?: string | undefined;
  familyName?: string | undefined;
}

export interface ScimNamed {
  name?: ScimName | undefined;
  displayName?: string | undefined;
}

/** A provider's `userName` is the person's e-mail: docs/product/provisioning.md#people. */
export const provisionedEmailSchema = invitationEmailSchema;

export const provisionedNameSchema = z
  .string('validation.required')
  .trim()
  .min(1, 'validation.required')
  .max(FULL_NAME_MAX_LENGTH, 'validation.tooLong');

const tidy = (text: string | undefined) => text?.replace(/\s+/g, ' ').trim() || undefined;

/**
 * A full name as SCIM name parts. Tera keeps one name, so its first word is answered as the given
 * name and the rest as the family name, as most Spanish names go: one given name, two surnames.
 */
export function scimNameOf(fullName: string): ScimName {
  const formatted = tidy(fullName) ?? '';
  const space = formatted.indexOf(' ');
  if (space < 0) return { formatted, givenName: formatted };
  return { formatted, givenName: formatted.slice(0, space), familyName: formatted.slice(space + 1) };
}

/**
 * The full name a provider's write names, if any: its name parts, else `name.formatted`, else
 * `displayName`. The first it sends decides, not whichever differs from Tera's, so a provider whose
 * display name is not given and family name put together cannot flip the name on every write.
 */
export function fullNameFrom(sent: ScimNamed): string | undefined {
  const parts = tidy([sent.name?.givenName, sent.name?.familyName].filter(Boolean).join(' '));
  return parts ?? tidy(sent.name?.formatted) ?? tidy(sent.displayName);
}

/**
 * Of the names Tera answered, those a patch changed. A patch is applied to the whole answer, so the
 * name parts it left alone are still there and would otherwise outrank the display name it changed.
 */
export function changedNames(answered: ScimNamed, patched: ScimNamed): ScimNamed {
  const before = answered.name ?? {};
  const after = patched.name ?? {};
  const partsChanged = after.givenName !== before.givenName || after.familyName !== before.familyName;
  return {
    name: {
      ...(partsChanged ? { givenName: after.givenName, familyName: after.familyName } : {}),
      ...(after.formatted !== before.formatted ? { formatted: after.formatted } : {}),
    },
    ...(patched.displayName !== answered.displayName ? { displayName: patched.displayName } : {}),
  };
}
