import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ticketDetailSchema, type TicketMessageInput, type TicketStatus } from '@tera/domain';
import { apiGet, apiPost, apiPut } from '../api-client';
import { supportKeys } from './support-keys';

const ticketPath = (id: string, suffix = '') => `/api/v1/support/tickets/${encodeURIComponent(id)}${suffix}`;
const ticketAnswer = z.object({ ticket: ticketDetailSchema });

/** One ticket with its conversation, for the person who opened it and for support alike. */
export function useTicketQuery(id: string) {
  return useQuery({
    queryKey: supportKeys.ticket(id),
    queryFn: ({ signal }) => apiGet(ticketPath(id), ticketAnswer, { signal }),
    meta: { persist: false },
  });
}

function useTicketUpdate(id: string) {
  const queryClient = useQueryClient();
  return (answer: z.infer<typeof ticketAnswer>) => {
    queryClient.setQueryData(supportKeys.ticket(id), answer);
    return queryClient.invalidateQueries({ queryKey: supportKeys.all, refetchType: 'active' });
  };
}

export function useReplyMutation(id: string) {
  const update = useTicketUpdate(id);
  return useMutation({
    mutationFn: (message: TicketMessageInput) => apiPost(ticketPath(id, '/messages'), message, ticketAnswer),
    onSuccess: update,
  });
}

export function useTicketStatusMutation(id: string) {
  const update = useTicketUpdate(id);
  return useMutation({
    mutationFn: (status: TicketStatus) => apiPut(ticketPath(id, '/status'), { status }, ticketAnswer),
    onSuccess: update,
  });
}
