import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiDelete } from '../../../lib/api-client';
import { checkinKeys } from '../../../lib/checkin-keys';
import { pulseKeys } from './pulse-keys';

export type ExportFormat = 'json' | 'csv';

/** The server answers with a file to save, so the browser downloads it from a plain link. */
export function exportUrl(format: ExportFormat): string {
  return `/api/v1/checkins/export?format=${format}`;
}

const deletedSchema = z.object({ deleted: z.int().min(0) });

/** DELETE /api/v1/checkins: erases every check-in of the signed-in person. */
export function useDeleteOwnCheckins() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiDelete('/api/v1/checkins', deletedSchema),
    // Erasure is not retried behind the person's back; they asked once and see the outcome.
    retry: false,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: pulseKeys.all }),
        queryClient.invalidateQueries({ queryKey: checkinKeys.all }),
      ]);
    },
  });
}
