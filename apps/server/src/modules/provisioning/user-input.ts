import { Schemas } from 'scimmy';
import {
  changedNames,
  fullNameFrom,
  provisionedEmailSchema,
  provisionedNameSchema,
  type ScimNamed,
} from '@tera/domain';
import type { UserChanges } from './change-user.ts';
import type { NewUser } from './provision-user.ts';
import { asInvalid, parsedAttribute } from './scim-input-errors.ts';
import type { ScimUserView } from './user-views.ts';

/** The parts of a SCIM User Tera reads; everything else a provider sends is left aside. */
interface SentUser extends ScimNamed {
  userName?: string;
  active?: boolean;
  externalId?: string;
}

/** A User body as scimmy reads it against the core schema: the wrong type of value is refused. */
export function sentUser(body: unknown): SentUser {
  return asInvalid(
    'invalidValue',
    () => JSON.parse(JSON.stringify(new Schemas.User(body, 'in'))) as SentUser,
  );
}

const emailOf = (userName: unknown) =>
  parsedAttribute(provisionedEmailSchema, userName, 'userName', 'must be an e-mail address');
const fullNameOf = (name: string) =>
  parsedAttribute(provisionedNameSchema, name, 'name', 'must be at most 120 characters');

/** A person to create: the e-mail is the user name, and the name falls back to the address's own. */
export function newUserFrom(sent: SentUser): NewUser {
  const email = emailOf(sent.userName);
  return {
    email,
    fullName: fullNameOf(fullNameFrom(sent) ?? email.split('@')[0]!),
    active: sent.active !== false,
    externalId: sent.externalId ?? null,
  };
}

/**
 * What a write changes of a person Tera answered as `answered`. A replacement (PUT) changes what
 * it names and keeps what it leaves out, so a provider that omits `active` deactivates nobody; a
 * patch has already been applied to the answer, so what it removed is gone.
 */
export function userChangesFrom(
  answered: ScimUserView,
  sent: SentUser,
  kind: 'replace' | 'patch',
): UserChanges {
  const changes: UserChanges = {};
  const email = emailOf(sent.userName);
  if (email !== answered.userName) changes.email = email;
  const named = fullNameFrom(kind === 'patch' ? changedNames(answered, sent) : sent);
  if (named !== undefined && fullNameOf(named) !== answered.displayName) changes.fullName = fullNameOf(named);
  if (sent.active !== undefined && sent.active !== answered.active) changes.active = sent.active;
  if (kind === 'patch' ? sent.externalId !== answered.externalId : sent.externalId !== undefined)
    changes.externalId = sent.externalId ?? null;
  return changes;
}
