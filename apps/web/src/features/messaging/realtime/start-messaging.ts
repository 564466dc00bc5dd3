import type { QueryClient } from '@tanstack/react-query';
import { startOutbox } from '@/features/messaging/outbox/send-queue';
import { startRealtime } from '@/features/messaging/realtime/realtime';

/**
 * The connection and the outbox for the signed-in member. The shell calls this through a dynamic
 * import after the first paint; the chat calls it directly. Calling it again is free. `navigate`
 * opens a chat from a message alert.
 */
export function startMessaging(
  queryClient: QueryClient,
  userId: string,
  navigate: (to: string) => void,
): void {
  startRealtime(queryClient, userId, navigate);
  startOutbox(queryClient, userId);
}
