import { ADMIN_ROLES, normaliseRole, type RoleHolder, type UserRole } from './roles.ts';

export const PERMISSIONS = ['admin', 'manager', 'employee'] as const;
export type Permission = (typeof PERMISSIONS)[number];

/**
 * As docs/product/access-and-roles.md#permissions grants them. super_admin is deliberately absent:
 * the super-admin runs the platform from its own area and holds no company permissions.
 */
const ROLES_GRANTED: Record<Exclude<Permission, 'employee'>, readonly UserRole[]> = {
  admin: ADMIN_ROLES,
  manager: [...ADMIN_ROLES, 'manager', 'leader'],
};

export function hasPermission(profile: RoleHolder | null | undefined, permission: string): boolean {
  if (!profile) return false;
  const wanted = normaliseRole(permission);
  if (wanted === 'employee') return true;
  if (wanted !== 'admin' && wanted !== 'manager') return false;
  return (ROLES_GRANTED[wanted] as readonly string[]).includes(normaliseRole(profile.role));
}

/** The required permissions the profile lacks, as given, so the access-denied screen can list them. */
export function missingPermissions(
  profile: RoleHolder | null | undefined,
  required: readonly string[],
): string[] {
  return required.filter((permission) => !hasPermission(profile, permission));
}
