import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { Schemas, type Types } from 'scimmy';
import { scimGroups, scimUsers, teams, userProfiles } from '../../db/schema/index.ts';
import { isUuid } from '../../db/row-id.ts';
import type { ScimCall } from './scim-call.ts';

/** A team as the company's identity provider sees it: docs/product/provisioning.md#teams. */
export interface ScimGroupView {
  id: string;
  externalId?: string;
  displayName: string;
  members: { value: string; display: string; type: 'User'; $ref: string }[];
  meta: { created: Date; lastModified: Date };
}

export const GROUP_LOOKUPS = ['displayName', 'externalId', 'id'] as const;
export type GroupLookup = { name: (typeof GROUP_LOOKUPS)[number]; value: string };

function lookup(by: GroupLookup): SQL {
  if (by.name === 'displayName') return sql`lower(${teams.name}) = ${by.value.toLowerCase()}`;
  if (by.name === 'externalId') return eq(scimGroups.externalId, by.value);
  // A team id is a uuid; anything else names no team, and must not reach the database as one.
  return isUuid(by.value) ? eq(teams.id, by.value) : sql`false`;
}

async function membersOf(call: ScimCall, teamIds: string[]) {
  if (teamIds.length === 0) return [];
  return call.db
    .select({ teamId: userProfiles.teamId, id: userProfiles.id, fullName: userProfiles.fullName })
    .from(userProfiles)
    .leftJoin(
      scimUsers,
      and(eq(scimUsers.userId, userProfiles.id), eq(scimUsers.companyId, userProfiles.companyId)),
    )
    .where(
      and(
        eq(userProfiles.companyId, call.company.id),
        inArray(userProfiles.teamId, teamIds),
        isNull(scimUsers.deletedAt),
      ),
    )
    .orderBy(asc(userProfiles.createdAt), asc(userProfiles.id));
}

export async function readGroupViews(call: ScimCall, by?: GroupLookup): Promise<ScimGroupView[]> {
  const rows = await call.db
    .select({
      id: teams.id,
      name: teams.name,
      createdAt: teams.createdAt,
      externalId: scimGroups.externalId,
      linkedAt: scimGroups.updatedAt,
    })
    .from(teams)
    .leftJoin(scimGroups, and(eq(scimGroups.teamId, teams.id), eq(scimGroups.companyId, teams.companyId)))
    .where(and(eq(teams.companyId, call.company.id), ...(by ? [lookup(by)] : [])))
    .orderBy(asc(teams.createdAt), asc(teams.id));
  const membersByTeam = new Map<string, ScimGroupView['members']>();
  for (const member of await membersOf(
    call,
    rows.map((row) => row.id),
  )) {
    const members = membersByTeam.get(member.teamId!) ?? [];
    members.push({
      value: member.id,
      display: member.fullName,
      type: 'User',
      $ref: `${call.baseUrl}/Users/${member.id}`,
    });
    membersByTeam.set(member.teamId!, members);
  }
  return rows.map((row) => ({
    id: row.id,
    ...(row.externalId ? { externalId: row.externalId } : {}),
    displayName: row.name,
    members: membersByTeam.get(row.id) ?? [],
    meta: {
      created: row.createdAt,
      lastModified: row.linkedAt && row.linkedAt > row.createdAt ? row.linkedAt : row.createdAt,
    },
  }));
}

export async function readGroupView(call: ScimCall, id: string): Promise<ScimGroupView | undefined> {
  const [view] = await readGroupViews(call, { name: 'id', value: id });
  return view;
}

/** The team as a SCIM Group resource, with only the attributes asked for, if any were. */
export function groupResource(call: ScimCall, view: ScimGroupView, attributes?: Types.Filter) {
  const resource = new Schemas.Group(view, 'out', `${call.baseUrl}/Groups`, attributes);
  // scimmy drops `schemas` with the attributes left out, yet every resource names its schema.
  return {
    schemas: [Schemas.Group.id],
    ...(JSON.parse(JSON.stringify(resource)) as Record<string, unknown>),
  };
}
