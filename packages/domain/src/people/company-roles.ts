import { z } from 'zod';
import type { UserRole } from '../access/roles.ts';

/**
 * The roles a company admin may give. super_admin is absent: running the platform is a flag set
 * by the platform itself, never a role one company hands out.
 */
export const COMPANY_ROLES = [
  'employee',
  'leader',
  'manager',
  'director',
  'ceo',
  'admin',
] as const satisfies readonly UserRole[];
export type CompanyRole = (typeof COMPANY_ROLES)[number];

export const companyRoleSchema = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
  z.enum(COMPANY_ROLES, 'validation.choose'),
);
