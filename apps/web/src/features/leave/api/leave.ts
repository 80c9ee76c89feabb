import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  leaveAnalysisSchema,
  leaveRequestListSchema,
  leaveRequestSchema,
  leaveSummarySchema,
  ownLeaveWellbeingSchema,
  teamLeaveSignalSchema,
  type LeaveDecisionInput,
  type LeaveRequestInput,
} from '@tera/domain';
import { apiGet, apiPost } from '../../../lib/api-client';
import { leaveKeys } from './leave-keys';

const oneRequest = z.object({ request: leaveRequestSchema });
const requestPath = (id: string, action: 'withdraw' | 'decision') =>
  `/api/v1/leave/requests/${encodeURIComponent(id)}/${action}`;

// Reasons are private to the person and whoever decides: never kept on the device.
const privateQuery = { meta: { persist: false } } as const;

export function useOwnLeaveQuery(userId: string) {
  return useQuery({
    queryKey: leaveKeys.own(userId),
    queryFn: ({ signal }) => apiGet('/api/v1/leave/requests', leaveRequestListSchema, { signal }),
    enabled: userId !== '',
    ...privateQuery,
  });
}

export function useApprovalsQuery(userId: string, enabled: boolean) {
  return useQuery({
    queryKey: leaveKeys.approvals(userId),
    queryFn: ({ signal }) => apiGet('/api/v1/leave/approvals', leaveRequestListSchema, { signal }),
    enabled: enabled && userId !== '',
    ...privateQuery,
  });
}

export function useLeaveCalendarQuery(userId: string, month: string, enabled: boolean) {
  return useQuery({
    queryKey: leaveKeys.calendar(userId, month),
    queryFn: ({ signal }) =>
      apiGet(`/api/v1/leave/calendar?month=${month}`, leaveRequestListSchema, { signal }),
    enabled: enabled && userId !== '',
    ...privateQuery,
  });
}

export function useLeaveSummaryQuery(userId: string, enabled: boolean) {
  return useQuery({
    queryKey: leaveKeys.summary(userId),
    queryFn: ({ signal }) => apiGet('/api/v1/leave/summary', leaveSummarySchema, { signal }),
    enabled: enabled && userId !== '',
    ...privateQuery,
  });
}

export function useLeaveAnalysisQuery(userId: string, enabled: boolean) {
  return useQuery({
    queryKey: leaveKeys.analysis(userId),
    queryFn: ({ signal }) => apiGet('/api/v1/leave/analysis', leaveAnalysisSchema, { signal }),
    enabled: enabled && userId !== '',
    ...privateQuery,
  });
}

/** Own indicators: health-adjacent, so never kept on the device either. */
export function useOwnLeaveWellbeingQuery(userId: string) {
  return useQuery({
    queryKey: leaveKeys.ownWellbeing(userId),
    queryFn: ({ signal }) => apiGet('/api/v1/leave/wellbeing', ownLeaveWellbeingSchema, { signal }),
    enabled: userId !== '',
    ...privateQuery,
  });
}

export function useTeamLeaveSignalQuery(userId: string, enabled: boolean) {
  return useQuery({
    queryKey: leaveKeys.teamSignal(userId),
    queryFn: ({ signal }) => apiGet('/api/v1/leave/team-signal', teamLeaveSignalSchema, { signal }),
    enabled: enabled && userId !== '',
    ...privateQuery,
  });
}

function useRefresh(userId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: leaveKeys.all(userId) });
}

export function useRequestLeaveMutation(userId: string) {
  const refresh = useRefresh(userId);
  return useMutation({
    mutationFn: (request: LeaveRequestInput) => apiPost('/api/v1/leave/requests', request, oneRequest),
    onSettled: refresh,
  });
}

export function useWithdrawLeaveMutation(userId: string) {
  const refresh = useRefresh(userId);
  return useMutation({
    mutationFn: (id: string) => apiPost(requestPath(id, 'withdraw'), {}, oneRequest),
    onSettled: refresh,
  });
}

export function useDecideLeaveMutation(userId: string) {
  const refresh = useRefresh(userId);
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: LeaveDecisionInput }) =>
      apiPost(requestPath(id, 'decision'), decision, oneRequest),
    onSettled: refresh,
  });
}
