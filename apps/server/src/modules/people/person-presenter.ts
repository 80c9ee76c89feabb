import type { Person } from '@tera/domain';
import type { userProfiles } from '../../db/schema/index.ts';
import { presentProfile } from '../me/profile-presenter.ts';

type ProfileRow = typeof userProfiles.$inferSelect;

export function presentPerson(row: {
  profile: ProfileRow;
  teamName: string | null;
  leaderName: string | null;
}): Person {
  return { ...presentProfile(row.profile), teamName: row.teamName, leaderName: row.leaderName };
}
