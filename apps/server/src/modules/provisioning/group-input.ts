import { Schemas, Types } from 'scimmy';
import { teamNameSchema } from '@tera/domain';
import type { GroupChanges } from './change-group.ts';
import { asInvalid, parsedAttribute } from './scim-input-errors.ts';
import type { ScimGroupView } from './group-views.ts';

/** The parts of a SCIM Group Tera reads. */
interface SentGroup {
  displayName?: string;
  externalId?: string;
  members?: unknown[];
}

export function sentGroup(body: unknown): SentGroup {
  return asInvalid(
    'invalidValue',
    () => JSON.parse(JSON.stringify(new Schemas.Group(body, 'in'))) as SentGroup,
  );
}

const nameOf = (displayName: unknown) =>
  parsedAttribute(
    teamNameSchema.shape.name,
    displayName,
    'displayName',
    'must be a team name of 1 to 80 characters',
  );

/** The ids of the people a group names; an entry that is not a member object is the provider's mistake. */
function memberIds(sent: SentGroup): string[] {
  const members: unknown[] = sent.members ?? [];
  return members.flatMap((member) => {
    if (typeof member !== 'object' || member === null) {
      throw new Types.Error(
        400,
        'invalidValue',
        "Attribute 'members' must list members, each with a 'value'",
      );
    }
    const { value } = member as { value?: unknown };
    return typeof value === 'string' && value !== '' ? [value] : [];
  });
}

export function newGroupFrom(sent: SentGroup) {
  return { name: nameOf(sent.displayName), externalId: sent.externalId ?? null, members: memberIds(sent) };
}

/**
 * What a write changes of a team Tera answered as `answered`: members as who joins and who leaves,
 * so two providers' writes at once each move only the people they name. A replacement that leaves
 * out `members` keeps them, as it keeps an `externalId` it leaves out.
 */
export function groupChangesFrom(
  answered: ScimGroupView,
  sent: SentGroup,
  kind: 'replace' | 'patch',
): GroupChanges {
  const changes: GroupChanges = {};
  const name = nameOf(sent.displayName);
  if (name !== answered.displayName) changes.name = name;
  if (kind === 'patch' || sent.members !== undefined) {
    const before = new Set(answered.members.map((member) => member.value));
    const after = new Set(memberIds(sent));
    changes.added = [...after].filter((id) => !before.has(id));
    changes.removed = [...before].filter((id) => !after.has(id));
  }
  if (kind === 'patch' ? sent.externalId !== answered.externalId : sent.externalId !== undefined)
    changes.externalId = sent.externalId ?? null;
  return changes;
}
