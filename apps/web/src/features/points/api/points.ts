import { useQuery } from '@tanstack/react-query';
import { myPointsSchema } from '@tera/domain';
import { apiGet } from '../../../lib/api-client';

export const pointsKeys = { mine: (userId: string) => ['points', userId] as const };

export function useMyPointsQuery(userId: string) {
  return useQuery({
    queryKey: pointsKeys.mine(userId),
    queryFn: ({ signal }) => apiGet('/api/v1/points/me', myPointsSchema, { signal }),
    enabled: userId !== '',
  });
}
