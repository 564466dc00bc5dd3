import { useMutation } from '@tanstack/react-query';
import type { MessageReportBody } from '@blaze/contracts/messaging';
import { api } from '@/lib/api-client';

export function reportMessage(conversationId: string, body: MessageReportBody) {
  return api.post<{ id: number }>(
    `/api/conversations/${encodeURIComponent(conversationId)}/report`,
    body,
  );
}

/** Reports one message (or, without messageId, the whole conversation) to the safety team. */
export function useReportMessage(conversationId: string) {
  return useMutation({
    mutationFn: (body: MessageReportBody) => reportMessage(conversationId, body),
  });
}
