import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AssistantMessage } from '@blaze/contracts/assistant';
import { api } from '@/lib/api-client';
import { appendToHistory } from '@/features/assistant/api/messages';

export interface ConfirmationAnswer {
  id: string;
  yes: boolean;
}

/** Yes (POST) or no (DELETE) to an action the assistant holds for him; both answer with a reply. */
export function answerConfirmation({ id, yes }: ConfirmationAnswer): Promise<AssistantMessage> {
  const path = `/api/assistant/confirmations/${encodeURIComponent(id)}`;
  return yes ? api.post<AssistantMessage>(path) : api.delete<AssistantMessage>(path);
}

export function useAnswerConfirmation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerConfirmation,
    // A yes runs the action (a message sent, a setting changed): never twice on a retry.
    retry: false,
    // The reply shows the failure beside the buttons.
    meta: { errorToast: false },
    onSuccess: (reply) => {
      if (reply) appendToHistory(queryClient, [reply]);
    },
  });
}
