import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { Schemas, type Types } from 'scimmy';
import { scimNameOf, type ScimName } from '@tera/domain';
import { scimUsers, teams, userProfiles } from '../../db/schema/index.ts';
import type { ScimCall } from './scim-call.ts';

/** A person as their company's identity provider sees them: docs/product/provisioning.md#people. */
export interface ScimUserView {
  id: string;
  externalId?: string;
  userName: string;
  name: ScimName;
  displayName: string;
  emails: { value: string; type: 'work'; primary: true }[];
  active: boolean;
  groups: { value: string; display: string; type: 'direct'; $ref: string }[];
  meta: { created: Date; lastModified: Date };
}

/** What a list may be read by before its filter decides: see `requiredEquality`. */
export const USER_LOOKUPS = ['userName', 'externalId', 'id'] as const;
export type UserLookup = { name: (typeof USER_LOOKUPS)[number]; value: string };

function lookup(by: UserLookup): SQL {
  if (by.name === 'userName') return sql`lower(${userProfiles.email}) = ${by.value.toLowerCase()}`;
  if (by.name === 'externalId') return eq(scimUsers.externalId, by.value);
  return eq(userProfiles.id, by.value);
}

function selectUsers(call: ScimCall, where: SQL[]) {
  return call.db
    .select({
      id: userProfiles.id,
      email: userProfiles.email,
      fullName: userProfiles.fullName,
      isActive: userProfiles.isActive,
      teamId: userProfiles.teamId,
      teamName: teams.name,
      createdAt: userProfiles.createdAt,
      updatedAt: userProfiles.updatedAt,
      externalId: scimUsers.externalId,
      linkedAt: scimUsers.updatedAt,
    })
    .from(userProfiles)
    .leftJoin(
      scimUsers,
      and(eq(scimUsers.userId, userProfiles.id), eq(scimUsers.companyId, userProfiles.companyId)),
    )
    .leftJoin(teams, and(eq(teams.id, userProfiles.teamId), eq(teams.companyId, userProfiles.companyId)))
    .where(
      // Everyone of the company, active or not, but those the provider deleted.
      and(eq(userProfiles.companyId, call.company.id), isNull(scimUsers.deletedAt), ...where),
    )
    .orderBy(asc(userProfiles.createdAt), asc(userProfiles.id));
}

type UserRow = Awaited<ReturnType<typeof selectUsers>>[number];

function viewOf(call: ScimCall, row: UserRow): ScimUserView {
  const lastModified = row.linkedAt && row.linkedAt > row.updatedAt ? row.linkedAt : row.updatedAt;
  return {
    id: row.id,
    ...(row.externalId ? { externalId: row.externalId } : {}),
    userName: row.email,
    name: scimNameOf(row.fullName),
    displayName: row.fullName,
    emails: [{ value: row.email, type: 'work', primary: true }],
    active: row.isActive,
    groups:
      row.teamId && row.teamName
        ? [
            {
              value: row.teamId,
              display: row.teamName,
              type: 'direct',
              $ref: `${call.baseUrl}/Groups/${row.teamId}`,
            },
          ]
        : [],
    meta: { created: row.createdAt, lastModified },
  };
}

export async function readUserViews(call: ScimCall, by?: UserLookup): Promise<ScimUserView[]> {
  const rows = await selectUsers(call, by ? [lookup(by)] : []);
  return rows.map((row) => viewOf(call, row));
}

/** One person of the company the provider may see; someone of another company is not there at all. */
export async function readUserView(call: ScimCall, id: string): Promise<ScimUserView | undefined> {
  const [row] = await selectUsers(call, [eq(userProfiles.id, id)]);
  return row && viewOf(call, row);
}

/** The person as a SCIM User resource, with only the attributes asked for, if any were. */
export function userResource(call: ScimCall, view: ScimUserView, attributes?: Types.Filter) {
  const resource = new Schemas.User(view, 'out', `${call.baseUrl}/Users`, attributes);
  // scimmy drops `schemas` with the attributes left out, yet every resource names its schema.
  return { schemas: [Schemas.User.id], ...(JSON.parse(JSON.stringify(resource)) as Record<string, unknown>) };
}
