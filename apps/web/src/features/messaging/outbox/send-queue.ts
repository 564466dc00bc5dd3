import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { Conversation, MessagePhoto, SendMessageBody } from '@blaze/contracts/messaging';
import { ApiError } from '@/lib/api-client';
import { onDeviceWipe } from '@/lib/offline-store';
import { addPendingSource, type PendingChange } from '@/lib/sync';
import { messagingKeys } from '@/features/messaging/api/messaging-keys';
import { conversationTitle } from '@/features/messaging/components/conversation-format';
import { sendMessage } from '@/features/messaging/api/send-message';
import {
  newClientId,
  Outbox,
  type OutboxItem,
  type OutboxTransport,
} from '@/features/messaging/outbox/outbox';
import {
  forgetAllOutboxes,
  localOutboxStorage,
} from '@/features/messaging/outbox/local-outbox-storage';
import { applyMessages } from '@/features/messaging/realtime/cache-updates';
import { getRealtime, subscribeClient } from '@/features/messaging/realtime/realtime';
import type { SendOutcome } from '@/features/messaging/realtime/realtime-client';

/** How long a send waits for a connecting socket before it takes HTTP instead. */
const SOCKET_GRACE_MS = 2_500;

async function sendOverHttp(conversationId: string, body: SendMessageBody): Promise<SendOutcome> {
  try {
    return { ok: true, message: await sendMessage(conversationId, body) };
  } catch (error) {
    if (!(error instanceof ApiError)) return { ok: false, retry: true, error: String(error) };
    // No answer, a busy or broken server: try again later. Any other refusal is final.
    const retry = error.status === 0 || error.status === 429 || error.status >= 500;
    return { ok: false, retry, error: error.message };
  }
}

/** Over the socket when it is open (or about to be), else over HTTP. */
const transport: OutboxTransport = {
  canSend: () => navigator.onLine,
  async send(conversationId, body) {
    const socket = getRealtime();
    if (socket && (await socket.waitForOpen(SOCKET_GRACE_MS))) {
      return socket.sendMessage(conversationId, body);
    }
    return sendOverHttp(conversationId, body);
  },
};

let outbox: Outbox | null = null;
let outboxUser: string | null = null;
let detach: (() => void) | null = null;
const listeners = new Set<() => void>();

function subscribeOutbox(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Starts (once per member) the outbox, and sends what a reload left in it. */
export function startOutbox(queryClient: QueryClient, userId: string): Outbox {
  if (outbox && outboxUser === userId) return outbox;
  outbox?.stop();
  detach?.();
  const current = new Outbox({
    transport,
    storage: localOutboxStorage(userId),
    // The one place a sent message enters the caches: the socket's ack only settles the send.
    onSent: (message) => applyMessages(queryClient, userId, message.conversationId, [message]),
  });
  outbox = current;
  outboxUser = userId;

  const resend = () => current.kick(true);
  window.addEventListener('online', resend);
  // Whenever a connection opens (whichever client holds it), what waits goes out at once.
  let unsubscribeSocket: (() => void) | undefined;
  const followSocket = () => {
    unsubscribeSocket?.();
    const socket = getRealtime();
    unsubscribeSocket = socket?.subscribe(() => {
      if (socket.state === 'open') resend();
    });
  };
  followSocket();
  const unsubscribeClient = subscribeClient(followSocket);
  const removeSource = addPendingSource(outboxAsPendingSource(current, queryClient));
  detach = () => {
    window.removeEventListener('online', resend);
    unsubscribeSocket?.();
    unsubscribeClient();
    removeSource();
  };
  for (const listener of listeners) listener();
  current.kick();
  return current;
}

/** 'Message to Sam': the chat's title when this device knows it. */
function messageDescription(queryClient: QueryClient, conversationId: string): string {
  const conversation = queryClient.getQueryData<Conversation>(
    messagingKeys.conversation(conversationId),
  );
  return conversation ? `Message to ${conversationTitle(conversation)}` : 'Message';
}

/**
 * Messages keep their own outbox (per conversation, over the socket when open), and show in the one
 * Pending changes panel beside the other writes (decision 037).
 */
function outboxAsPendingSource(current: Outbox, queryClient: QueryClient) {
  let seen: readonly OutboxItem[] | null = null;
  let changes: readonly PendingChange[] = [];
  return {
    subscribe: current.subscribe,
    getChanges: () => {
      const items = current.getItems();
      if (items === seen) return changes;
      seen = items;
      changes = items.map((item) => ({
        id: item.clientId,
        description: messageDescription(queryClient, item.conversationId),
        createdAt: item.createdAt,
        status: item.status,
        error: item.error,
        retry: () => current.retry(item.clientId),
        remove: () => current.discard(item.clientId),
      }));
      return changes;
    },
  };
}

function stopOutbox(): void {
  outbox?.stop();
  detach?.();
  outbox = null;
  outboxUser = null;
  detach = null;
  for (const listener of listeners) listener();
}

// Sign-out, a 401 or another member here: the messages waiting are his, and go with him.
onDeviceWipe(() => {
  stopOutbox();
  forgetAllOutboxes();
});

const NO_ITEMS: readonly OutboxItem[] = Object.freeze([]);
const noSubscription = () => () => undefined;

function useOutbox(): Outbox | null {
  return useSyncExternalStore(
    subscribeOutbox,
    () => outbox,
    () => null,
  );
}

/** This conversation's messages on their way (and for 5 s after they arrived), oldest first. */
export function useOutboxItems(conversationId: string): readonly OutboxItem[] {
  const current = useOutbox();
  const all = useSyncExternalStore(
    current?.subscribe ?? noSubscription,
    () => current?.getItems() ?? NO_ITEMS,
    () => NO_ITEMS,
  );
  return useMemo(
    () => all.filter((item) => item.conversationId === conversationId),
    [all, conversationId],
  );
}

type Content = SendMessageBody extends infer B
  ? B extends SendMessageBody
    ? Omit<B, 'clientId'>
    : never
  : never;

/** Sends a message through the outbox: it shows at once and arrives exactly once. */
export function useSendMessage(conversationId: string) {
  const current = useOutbox();
  return useCallback(
    (content: Content, preview?: MessagePhoto) => {
      if (!current) return;
      const body = { ...content, clientId: newClientId() } as SendMessageBody;
      current.enqueue(conversationId, body, preview);
    },
    [current, conversationId],
  );
}

export function useOutboxActions() {
  const current = useOutbox();
  return useMemo(
    () => ({
      retry: (clientId: string) => current?.retry(clientId),
      discard: (clientId: string) => current?.discard(clientId),
    }),
    [current],
  );
}
