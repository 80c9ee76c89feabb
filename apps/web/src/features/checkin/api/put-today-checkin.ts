import { submittedCheckinSchema, type TodayCheckinRequest } from '@tera/domain';
import type { z } from 'zod';
import { apiPut } from '../../../lib/api-client';

export type SubmittedCheckin = z.output<typeof submittedCheckinSchema>;

/** PUT /api/v1/checkins/today: 201 created or 200 updated (or the same submission seen again). */
export function putTodayCheckin(request: TodayCheckinRequest): Promise<SubmittedCheckin> {
  return apiPut('/api/v1/checkins/today', request, submittedCheckinSchema);
}
