import {
  buildTeamPulse,
  buildTeamToday,
  localParts,
  teamReadWindow,
  type TeamPulse,
  type TeamToday,
} from '@tera/domain';
import type { Principal } from '../../auth/principal.ts';
import type { Db } from '../../db/database.ts';
import { readMemberCheckins, readTeamMembers } from './read-team.ts';

/** Everything the leader panel shows, thresholded by the domain's privacy rules. */
export async function readTeamPulse(db: Db, leader: Principal, now: Date, days: number): Promise<TeamPulse> {
  const today = localParts(now, leader.timeZone).date;
  const members = await readTeamMembers(db, leader);
  const window = teamReadWindow(today, days);
  const checkins = await readMemberCheckins(
    db,
    members.map((m) => m.userId),
    window.from,
    window.to,
  );
  return buildTeamPulse({
    today,
    days,
    threshold: leader.confidentialityThreshold,
    timeZone: leader.timeZone,
    members,
    checkins,
  });
}

/** Today's figures alone, for the live stream; also says who the team is now. */
export async function readTeamToday(
  db: Db,
  leader: Principal,
  now: Date,
): Promise<{ today: TeamToday; memberIds: Set<string> }> {
  const today = localParts(now, leader.timeZone).date;
  const members = await readTeamMembers(db, leader);
  const checkins = await readMemberCheckins(
    db,
    members.map((m) => m.userId),
    today,
    today,
  );
  return {
    today: buildTeamToday({ today, threshold: leader.confidentialityThreshold, members, checkins }),
    memberIds: new Set(members.map((m) => m.userId)),
  };
}
