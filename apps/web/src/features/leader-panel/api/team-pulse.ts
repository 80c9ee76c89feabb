import { useQuery } from '@tanstack/react-query';
import { TEAM_PULSE_DEFAULT_DAYS, teamPulseSchema, type TeamPulseResponse } from '@tera/domain';
import { apiGet } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/auth-context';
import { useFirstPaintShown } from '../../../lib/first-paint';
import { teamKeys } from './team-keys';

export function getTeamPulse(days: number, signal?: AbortSignal): Promise<TeamPulseResponse> {
  return apiGet(`/api/v1/team/pulse?days=${days}`, teamPulseSchema, { signal });
}

/**
 * GET /api/v1/team/pulse: the caller's direct reports, every figure already thresholded. Asked once
 * the panel's first paint has been shown; the server has asked for it with the page (EARLY_READS).
 */
export function useTeamPulse() {
  const { user } = useAuth();
  const userId = user?.id ?? '';
  const painted = useFirstPaintShown();
  return useQuery({
    queryKey: teamKeys.pulse(userId, TEAM_PULSE_DEFAULT_DAYS),
    queryFn: ({ signal }) => getTeamPulse(TEAM_PULSE_DEFAULT_DAYS, signal),
    enabled: userId !== '' && painted,
  });
}
