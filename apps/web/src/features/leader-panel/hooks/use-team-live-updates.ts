import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  TEAM_PULSE_DEFAULT_DAYS,
  TEAM_TODAY_EVENT,
  teamTodaySchema,
  type TeamPulseResponse,
  type TeamTodayResponse,
} from '@tera/domain';
import { useAuth } from '../../../lib/auth/auth-context';
import { useFirstPaintShown } from '../../../lib/first-paint';
import { teamKeys } from '../api/team-keys';

export type LiveState = 'connecting' | 'live' | 'reconnecting' | 'unsupported';

const EVENTS_PATH = '/api/v1/team/events';

/** Today's new figures into the panel's data: the today card and the trend's last day. */
export function withToday(team: TeamPulseResponse, today: TeamTodayResponse): TeamPulseResponse | null {
  if (!team.trend.some((day) => day.date === today.date)) return null;
  const { teamSize: _teamSize, distribution: _distribution, ...day } = today;
  return {
    ...team,
    today,
    trend: team.trend.map((existing) => (existing.date === today.date ? day : existing)),
  };
}

/**
 * Follows the team's live figures (Server-Sent Events) while the panel is open, so a check-in by
 * anyone on the team shows without a reload. The browser reconnects by itself after a drop.
 */
export function useTeamLiveUpdates(): LiveState {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const userId = user?.id ?? '';
  const supported = typeof EventSource !== 'undefined';
  const [state, setState] = useState<LiveState>(supported ? 'connecting' : 'unsupported');
  // Connects once the panel's first paint has been shown, as the team's figures are read.
  const painted = useFirstPaintShown();

  useEffect(() => {
    if (!supported || userId === '' || !painted) return;
    const key = teamKeys.pulse(userId, TEAM_PULSE_DEFAULT_DAYS);
    const source = new EventSource(EVENTS_PATH, { withCredentials: true });
    const onToday = (event: MessageEvent<string>) => {
      const parsed = teamTodaySchema.safeParse(JSON.parse(event.data));
      if (!parsed.success) return;
      setState('live');
      const current = queryClient.getQueryData<TeamPulseResponse>(key);
      if (!current) return;
      const next = withToday(current, parsed.data);
      // A new day began while the panel was open: the whole panel moves on a day.
      if (next) queryClient.setQueryData(key, next);
      else void queryClient.invalidateQueries({ queryKey: key });
    };
    source.addEventListener(TEAM_TODAY_EVENT, onToday);
    source.onopen = () => setState('live');
    source.onerror = () => setState('reconnecting');
    return () => {
      source.removeEventListener(TEAM_TODAY_EVENT, onToday);
      source.close();
    };
  }, [queryClient, supported, userId, painted]);

  return state;
}
