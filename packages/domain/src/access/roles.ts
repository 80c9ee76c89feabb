import { z } from 'zod';

/**
 * Role words (docs/product/access-and-roles.md#roles). An individual user is not a role: it is a
 * user without a company, so it
 * is told by `isIndividualUser`, never by the role field.
 */
export const USER_ROLES = [
  'employee',
  'leader',
  'manager',
  'director',
  'ceo',
  'admin',
  'super_admin',
] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const userRoleSchema = z.enum(USER_ROLES);

/**
 * Roles holding the 'admin' permission: the people who run a company. The one list the server's
 * rules, the admin pages and the permission check all read.
 */
export const ADMIN_ROLES = ['admin', 'ceo', 'director'] as const satisfies readonly UserRole[];

/** Roles that make someone a leader even before anyone reports to them. */
export const LEADER_ROLES = ['leader', 'manager', 'director', 'ceo'] as const satisfies readonly UserRole[];

/** The only part of a profile that role and permission checks read. */
export interface RoleHolder {
  role?: string | null | undefined;
}

/** Stored role words may arrive in any case ('Admin', 'CEO'); comparisons must not care. */
export function normaliseRole(role: string | null | undefined): string {
  return (role ?? '').trim().toLowerCase();
}

/** A known role from any casing, or null, so untrusted input never becomes a role by accident. */
export function parseRole(input: string | null | undefined): UserRole | null {
  const role = normaliseRole(input);
  return (USER_ROLES as readonly string[]).includes(role) ? (role as UserRole) : null;
}

export function hasRole(
  profile: RoleHolder | null | undefined,
  roleOrRoles: string | readonly string[],
): boolean {
  if (!profile) return false;
  const role = normaliseRole(profile.role);
  if (role === '') return false;
  const wanted = typeof roleOrRoles === 'string' ? [roleOrRoles] : roleOrRoles;
  return wanted.some((candidate) => normaliseRole(candidate) === role);
}

export function isLeader({
  role,
  directReportsCount,
}: {
  role: string | null | undefined;
  directReportsCount: number;
}): boolean {
  return hasRole({ role }, LEADER_ROLES) || directReportsCount > 0;
}

export function isIndividualUser({ companyId }: { companyId: string | null | undefined }): boolean {
  return companyId === null || companyId === undefined || companyId === '';
}
