import { useMutation } from '@tanstack/react-query';
import { teamAssistantAnswerSchema } from '@tera/domain';
import { apiPost } from '../../../lib/api-client';

/** POST /api/v1/team/assistant: one question, one answer from the team's shown figures. */
export function useAskAssistant() {
  return useMutation({
    mutationFn: (question: string) =>
      apiPost('/api/v1/team/assistant', { question }, teamAssistantAnswerSchema),
    retry: false,
  });
}
