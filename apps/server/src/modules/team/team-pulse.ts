import {
  buildTeamPulse,
  buildTeamToday,
  localParts,
  teamReadWindow,
  thresholdOn,
  type TeamPulse,
  type TeamToday,
} from '@tera/domain';
import type { Principal } from '../../auth/principal.ts';
import type { Db } from '../../db/database.ts';
import { readDayThresholds } from '../pulse/read-day-thresholds.ts';
import { readMemberCheckins, readTeamMembers, readTeamOfDay } from './read-team.ts';

/** Everything the leader panel shows, thresholded by the domain's privacy rules. */
export async function readTeamPulse(db: Db, leader: Principal, now: Date, days: number): Promise<TeamPulse> {
  const today = localParts(now, leader.timeZone).date;
  const window = teamReadWindow(today, days);
  const [members, teamOfToday, checkins, dayThresholds] = await Promise.all([
    readTeamMembers(db, leader),
    readTeamOfDay(db, leader, today),
    readMemberCheckins(db, leader, window.from, window.to),
    readDayThresholds(db, leader.companyId, window.from, window.to),
  ]);
  return buildTeamPulse({
    today,
    days,
    threshold: leader.confidentialityThreshold,
    dayThresholds,
    timeZone: leader.timeZone,
    members,
    teamSize: teamOfToday.size,
    checkins,
  });
}

/** Today's figures alone, for the live stream; also says whose answers count in them. */
export async function readTeamToday(
  db: Db,
  leader: Principal,
  now: Date,
): Promise<{ today: TeamToday; memberIds: Set<string> }> {
  const today = localParts(now, leader.timeZone).date;
  const [memberIds, checkins, dayThresholds] = await Promise.all([
    readTeamOfDay(db, leader, today),
    readMemberCheckins(db, leader, today, today),
    readDayThresholds(db, leader.companyId, today, today),
  ]);
  return {
    today: buildTeamToday({
      today,
      threshold: thresholdOn(dayThresholds, today, leader.confidentialityThreshold),
      teamSize: memberIds.size,
      checkins,
    }),
    memberIds,
  };
}
