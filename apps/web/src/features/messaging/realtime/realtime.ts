import { useSyncExternalStore } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { ClientFrame } from '@blaze/contracts/messaging';
import { sessionEnded } from '@/lib/api-client';
import { getMessages } from '@/features/messaging/api/get-messages';
import { MessageAlerts } from '@/features/messaging/realtime/message-alerts';
import {
  RealtimeClient,
  type ConnectionState,
} from '@/features/messaging/realtime/realtime-client';

/*
 * One connection per app. The shell starts it after the first paint (a dynamic import), the chat
 * screens when they open; whoever comes first creates it, the rest get the same client.
 */
let client: RealtimeClient | null = null;
const listeners = new Set<() => void>();

/** Told when the client is created or replaced (another member, a session that ended). */
export function subscribeClient(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

let alerts: MessageAlerts | null = null;

/** `navigate` opens a chat from a message alert. */
export function startRealtime(
  queryClient: QueryClient,
  userId: string,
  navigate: (to: string) => void,
): RealtimeClient {
  if (client?.userId === userId) return client;
  // Another member signed in on this device: his own connection, nothing of the last one.
  client?.stop();
  alerts?.stop();
  const createdAlerts = new MessageAlerts(queryClient, userId, navigate);
  const created = new RealtimeClient(queryClient, userId, {
    fetchAfter: (conversationId, after) => getMessages(conversationId, { after }),
    onSessionEnded: (reason) => {
      if (client !== created) return;
      stopRealtime();
      // Signed out from elsewhere (sign out everywhere, a suspension): to sign-in at once, saying
      // why when it was a suspension or a ban.
      sessionEnded(reason);
    },
    onMessages: (messages, live) => createdAlerts.receive(messages, live),
  });
  client = created;
  alerts = createdAlerts;
  createdAlerts.start();
  created.start();
  for (const listener of listeners) listener();
  return created;
}

export function stopRealtime(): void {
  client?.stop();
  client = null;
  alerts?.stop();
  alerts = null;
  for (const listener of listeners) listener();
}

export function getRealtime(): RealtimeClient | null {
  return client;
}

/** Sends a frame when connected; false when not (the caller falls back to HTTP or drops it). */
export function sendFrame(frame: ClientFrame): boolean {
  return client?.send(frame) ?? false;
}

export function useRealtime(): RealtimeClient | null {
  return useSyncExternalStore(subscribeClient, getRealtime, () => null);
}

const noSubscription = () => () => undefined;

export function useConnectionState(): ConnectionState {
  const current = useRealtime();
  return useSyncExternalStore(
    current?.subscribe ?? noSubscription,
    () => current?.state ?? 'closed',
    () => 'closed',
  );
}

const NO_TYPERS: readonly string[] = Object.freeze([]);

/** Ids of the members typing in a conversation right now (never me). */
export function useTypers(conversationId: string): readonly string[] {
  const current = useRealtime();
  return useSyncExternalStore(
    current?.typing.subscribe ?? noSubscription,
    () => current?.typing.get(conversationId) ?? NO_TYPERS,
    () => NO_TYPERS,
  );
}
