import { useQuery } from '@tanstack/react-query';
import { teamAnalysisSchema } from '@tera/domain';
import { apiGet } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/auth-context';
import { teamKeys } from './team-keys';

/** GET /api/v1/team/analysis (aiInsights), asked only once the leader requests it. */
export function useTeamAnalysis(requested: boolean) {
  const { user } = useAuth();
  const userId = user?.id ?? '';
  return useQuery({
    queryKey: teamKeys.analysis(userId),
    queryFn: ({ signal }) => apiGet('/api/v1/team/analysis', teamAnalysisSchema, { signal }),
    enabled: requested && userId !== '',
    // A refusal by plan is an answer, not a failure to retry.
    retry: false,
  });
}
