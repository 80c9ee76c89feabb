import { parseRole, type Profile } from '@tera/domain';
import type { userProfiles } from '../../db/schema/index.ts';

type ProfileRow = typeof userProfiles.$inferSelect;

export function presentProfile(row: ProfileRow): Profile {
  return {
    id: row.id,
    email: row.email,
    fullName: row.fullName,
    role: parseRole(row.role) ?? 'employee',
    reportsTo: row.reportsTo,
    companyId: row.companyId,
    teamId: row.teamId,
    jobTitle: row.jobTitle,
    department: row.department,
    joinDate: row.joinDate,
    timeZone: row.timeZone,
    language: row.language === 'en' ? 'en' : 'es',
    // Consent names a person: after a change of leader the switch reads off until given again.
    sharesCheckinsWithLeader: row.sharesCheckinsWith !== null && row.sharesCheckinsWith === row.reportsTo,
    isActive: row.isActive,
    onboardedAt: row.onboardedAt ? row.onboardedAt.toISOString() : null,
  };
}
