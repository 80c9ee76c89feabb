import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ownPulseSchema, type OwnPulse } from '@tera/domain';
import { apiGet } from '../../../lib/api-client';
import { FED_BY_CHECKINS } from '../../../lib/checkin-keys';
import { useAuth } from '../../../lib/auth/auth-context';
import { throwWhenEmpty } from '../../../lib/throw-when-empty';
import { pulseKeys } from './pulse-keys';

export function getOwnPulse(from: string, to: string, signal?: AbortSignal): Promise<OwnPulse> {
  const query = new URLSearchParams({ from, to });
  return apiGet(`/api/v1/pulse/me?${query.toString()}`, ownPulseSchema, { signal });
}

/**
 * GET /api/v1/pulse/me for the signed-in person: days with pulse, band and indicators; streak.
 * A card reading it inside an IsolatedSection passes `inSection`, so a failure shows its panel.
 */
export function useOwnPulse(range: { from: string; to: string }, { inSection = false } = {}) {
  const { user } = useAuth();
  const userId = user?.id ?? '';
  return useQuery({
    queryKey: pulseKeys.ownRange(userId, range.from, range.to),
    queryFn: ({ signal }) => getOwnPulse(range.from, range.to, signal),
    enabled: userId !== '',
    meta: FED_BY_CHECKINS,
    // Moving between months keeps the last month on screen until the next arrives.
    placeholderData: keepPreviousData,
    throwOnError: inSection ? throwWhenEmpty : false,
  });
}
