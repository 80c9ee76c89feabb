import { and, eq, inArray, isNull } from 'drizzle-orm';
import { Types } from 'scimmy';
import type { Db } from '../../db/database.ts';
import { isUuid } from '../../db/row-id.ts';
import { scimGroups, scimUsers, teams, userProfiles } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { lockCompany } from '../people/company-seats.ts';
import { updatePerson } from '../people/update-person.ts';
import { createTeam, renameTeam } from '../team-admin/team-store.ts';
import type { ScimCall } from './scim-call.ts';

/** What a provider's write changes of a team, in Tera's terms; members by person id. */
export interface GroupChanges {
  name?: string;
  /** null forgets the provider's id for the team. */
  externalId?: string | null;
  added?: string[];
  removed?: string[];
}

async function requireTeam(tx: Db, call: ScimCall, teamId: string) {
  const [team] = isUuid(teamId)
    ? await tx
        .select({ name: teams.name })
        .from(teams)
        .where(and(eq(teams.id, teamId), eq(teams.companyId, call.company.id)))
    : [];
  if (!team) throw new AppError('RECORD_NOT_FOUND');
  return team;
}

/** The teams of the people the provider may see, among those named. */
async function teamsOf(tx: Db, call: ScimCall, userIds: string[]): Promise<Map<string, string | null>> {
  if (userIds.length === 0) return new Map();
  const rows = await tx
    .select({ id: userProfiles.id, teamId: userProfiles.teamId })
    .from(userProfiles)
    .leftJoin(
      scimUsers,
      and(eq(scimUsers.userId, userProfiles.id), eq(scimUsers.companyId, userProfiles.companyId)),
    )
    .where(
      and(
        eq(userProfiles.companyId, call.company.id),
        inArray(userProfiles.id, userIds),
        isNull(scimUsers.deletedAt),
      ),
    );
  return new Map(rows.map((row) => [row.id, row.teamId]));
}

/**
 * A person has one team: joining this one moves them out of any other, and leaving it clears
 * their team only if it still is this one. Each move is the admin's own change of a person's team.
 */
async function moveMembers(tx: Db, call: ScimCall, teamId: string, changes: GroupChanges) {
  const added = [...new Set(changes.added ?? [])];
  const removed = [...new Set(changes.removed ?? [])].filter((id) => !added.includes(id));
  const teamOf = await teamsOf(tx, call, [...added, ...removed]);
  if (added.some((id) => !teamOf.has(id))) {
    throw new Types.Error(400, 'invalidValue', 'A member is not a person of the company');
  }
  const move = (userId: string, to: string | null) =>
    updatePerson(tx, call.actor, call.company.id, userId, { teamId: to }, call.now);
  for (const userId of added) if (teamOf.get(userId) !== teamId) await move(userId, teamId);
  for (const userId of removed) if (teamOf.get(userId) === teamId) await move(userId, null);
}

async function linkGroup(tx: Db, call: ScimCall, teamId: string, externalId?: string | null) {
  const values = externalId === undefined ? {} : { externalId };
  await tx
    .insert(scimGroups)
    .values({ teamId, companyId: call.company.id, ...values, updatedAt: call.now })
    .onConflictDoUpdate({ target: scimGroups.teamId, set: { ...values, updatedAt: call.now } });
}

/** A new team of the company, named uniquely whatever the case, with the members the provider lists. */
export async function provisionGroup(
  call: ScimCall,
  group: { name: string; externalId: string | null; members: string[] },
): Promise<string> {
  return call.db.transaction(async (tx) => {
    await lockCompany(tx, call.company.id);
    const team = await createTeam(tx, call.company.id, group.name, call.now);
    await linkGroup(tx, call, team.id, group.externalId);
    await moveMembers(tx, call, team.id, { added: group.members });
    return team.id;
  });
}

/** All of a write's changes to a team under the company lock, or none of them. */
export async function changeGroup(call: ScimCall, teamId: string, changes: GroupChanges): Promise<void> {
  await call.db.transaction(async (tx) => {
    await lockCompany(tx, call.company.id);
    const team = await requireTeam(tx, call, teamId);
    if (changes.name && changes.name !== team.name)
      await renameTeam(tx, call.company.id, teamId, changes.name);
    await moveMembers(tx, call, teamId, changes);
    await linkGroup(tx, call, teamId, changes.externalId);
  });
}

/**
 * A provider's delete: Tera never deletes a team, whose history its figures keep. The team is
 * emptied of the people the provider sees and forgets the provider's id, so a group of its name
 * later takes it up again (docs/product/provisioning.md#teams).
 */
export async function deleteGroup(call: ScimCall, teamId: string): Promise<void> {
  await call.db.transaction(async (tx) => {
    await lockCompany(tx, call.company.id);
    await requireTeam(tx, call, teamId);
    const members = await tx
      .select({ id: userProfiles.id })
      .from(userProfiles)
      .where(and(eq(userProfiles.companyId, call.company.id), eq(userProfiles.teamId, teamId)));
    await moveMembers(tx, call, teamId, { removed: members.map((member) => member.id) });
    await tx.delete(scimGroups).where(eq(scimGroups.teamId, teamId));
  });
}
