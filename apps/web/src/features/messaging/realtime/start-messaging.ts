import type { QueryClient } from '@tanstack/react-query';
import { startOutbox } from '@/features/messaging/outbox/send-queue';
import { startRealtime } from '@/features/messaging/realtime/realtime';

/**
 * The connection and the outbox for the signed-in member. The shell calls this through a dynamic
 * import after the first paint; the chat calls it directly. Calling it again is free.
 */
export function startMessaging(queryClient: QueryClient, userId: string): void {
  startRealtime(queryClient, userId);
  startOutbox(queryClient, userId);
}
