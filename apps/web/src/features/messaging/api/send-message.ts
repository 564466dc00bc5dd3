import type { Message, SendMessageBody } from '@blaze/contracts/messaging';
import { api } from '@/lib/api-client';

/**
 * POST /api/conversations/:id/messages: the outbox's way when the socket is down but the network
 * is up. Sending is never a plain mutation: every message goes through the outbox
 * (`useSendMessage` in outbox/send-queue), which retries with the same clientId.
 */
export function sendMessage(conversationId: string, body: SendMessageBody): Promise<Message> {
  return api.post<Message>(
    `/api/conversations/${encodeURIComponent(conversationId)}/messages`,
    body,
    {
      timeoutMs: 15_000,
    },
  );
}
