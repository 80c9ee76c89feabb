import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { teraWrapSchema } from '@tera/domain';
import { apiGet } from '../../../lib/api-client';

/** Per person, so a cache kept on a shared device never shows one person another's year. */
export const wrapKeys = { year: (userId: string) => ['wrap', userId] as const };

/** This year's wrap in the person's own zone; never kept on the device. */
export function useWrapQuery(userId: string) {
  return useQuery({
    queryKey: wrapKeys.year(userId),
    queryFn: ({ signal }) => apiGet('/api/v1/wrap', z.object({ wrap: teraWrapSchema }), { signal }),
    enabled: userId !== '',
    meta: { persist: false },
  });
}
