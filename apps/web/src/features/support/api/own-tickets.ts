import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ticketDetailSchema, ticketListSchema, type NewTicket } from '@tera/domain';
import { apiGet, apiPost } from '../../../lib/api-client';
import { supportKeys } from '../../../lib/support/support-keys';

const TICKETS_PATH = '/api/v1/support/tickets';

export function useOwnTicketsQuery() {
  return useQuery({
    queryKey: supportKeys.own(),
    queryFn: ({ signal }) => apiGet(TICKETS_PATH, ticketListSchema, { signal }),
    meta: { persist: false },
  });
}

export function useOpenTicketMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ticket: NewTicket) =>
      apiPost(TICKETS_PATH, ticket, z.object({ ticket: ticketDetailSchema })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supportKeys.own() }),
  });
}
