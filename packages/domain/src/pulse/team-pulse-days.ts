import { PULSE_EVOLUTION_DAYS } from './pulse-score.ts';

/** The days the team's figures cover, as the leader panel asks for them and the API accepts. */
export const TEAM_PULSE_DEFAULT_DAYS = PULSE_EVOLUTION_DAYS;
export const TEAM_PULSE_MIN_DAYS = 7;
export const TEAM_PULSE_MAX_DAYS = 90;
