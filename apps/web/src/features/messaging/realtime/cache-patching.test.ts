import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import type { Conversation, ConversationList, Message } from '@blaze/contracts/messaging';
import {
  conversationsQueryOptions,
  unreadTotalsQueryOptions,
} from '@/features/messaging/api/get-conversations';
import { messagingKeys } from '@/features/messaging/api/messaging-keys';
import { Outbox } from '@/features/messaging/outbox/outbox';
import { localOutboxStorage } from '@/features/messaging/outbox/local-outbox-storage';
import { applyMessages } from '@/features/messaging/realtime/cache-updates';
import { flattenMessages, type MessagesData } from '@/features/messaging/realtime/message-cache';
import { RealtimeClient } from '@/features/messaging/realtime/realtime-client';

/*
 * The caches as the app holds them, with a real QueryClient: realtime frames patch them in place,
 * and nothing fetches the conversation list again for a message, a read or an ack.
 */

class FakeSocket {
  static OPEN = 1;
  static CONNECTING = 0;
  readyState = 0;
  sent: Array<{ type: string; [key: string]: unknown }> = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  send(data: string) {
    this.sent.push(JSON.parse(data) as { type: string });
  }
  close() {
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  receive(frame: unknown) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
}

function message(seq: number, senderId: string, text: string, conversationId = 'c1'): Message {
  return {
    id: `m${conversationId}-${seq}`,
    conversationId,
    seq,
    senderId,
    clientId: null,
    kind: 'text',
    text,
    photo: null,
    location: null,
    system: null,
    story: null,
    unsent: false,
    createdAt: new Date(2026, 0, 1, 12, seq).toISOString(),
    expiresAt: null,
  };
}

function conversation(id: string, lastSeq: number, unreadCount: number): Conversation {
  return {
    id,
    isGroup: false,
    name: null,
    roomCity: null,
    memberCount: 2,
    participants: [],
    myRole: 'member',
    folder: 'inbox',
    lastMessage: {
      seq: lastSeq,
      senderId: 'bruno',
      kind: 'text',
      preview: `message ${lastSeq}`,
      unsent: false,
      createdAt: new Date(2026, 0, 1, 11, lastSeq).toISOString(),
    },
    lastSeq,
    unreadCount,
    myReadSeq: lastSeq - unreadCount,
    peerDeliveredSeq: 0,
    peerReadSeq: 0,
    disappearAfterSeconds: null,
    muted: false,
    createdAt: new Date(2026, 0, 1).toISOString(),
    lastMessageAt: new Date(2026, 0, 1, 11, lastSeq).toISOString(),
  };
}

const inbox: ConversationList = {
  conversations: [conversation('c2', 5, 0), conversation('c1', 3, 1)],
  requestCount: 0,
  unreadTotal: 1,
};

function setup() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const listRequests: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url.startsWith('/api/conversations')) listRequests.push(url);
      return new Response(JSON.stringify(inbox), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  const sockets: FakeSocket[] = [];
  const client = new RealtimeClient(queryClient, 'anton', {
    url: 'ws://test/api/ws',
    createSocket: () => {
      const socket = new FakeSocket();
      sockets.push(socket);
      return socket as unknown as WebSocket;
    },
  });
  return { queryClient, client, listRequests, socket: () => sockets.at(-1)! };
}

/** What the app keeps on screen: the tab bar's badge and the Messages list. */
function watch(queryClient: QueryClient) {
  const badge = new QueryObserver(queryClient, unreadTotalsQueryOptions());
  const list = new QueryObserver(queryClient, conversationsQueryOptions('inbox'));
  const stop = [badge.subscribe(() => undefined), list.subscribe(() => undefined)];
  return {
    badge,
    list,
    stop: () => stop.forEach((unsubscribe) => unsubscribe()),
  };
}

async function settle() {
  await vi.advanceTimersByTimeAsync(50);
}

describe('realtime frames patch the caches in place', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    vi.stubGlobal('WebSocket', FakeSocket);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  it('an incoming message and his badge totals update the list on screen without fetching it', async () => {
    const { queryClient, client, listRequests, socket } = setup();
    const screen = watch(queryClient);
    await settle();
    expect(listRequests).toHaveLength(1);
    client.start();
    socket().open();

    socket().receive({ type: 'message', message: message(4, 'bruno', 'Free tonight?') });
    socket().receive({ type: 'unread', unreadTotal: 2, requestCount: 0 });
    await settle();

    const list = screen.list.getCurrentResult().data!;
    expect(list.conversations.map((c) => c.id)).toEqual(['c1', 'c2']);
    expect(list.conversations[0]).toMatchObject({
      lastSeq: 4,
      unreadCount: 2,
      lastMessage: { seq: 4, preview: 'Free tonight?' },
    });
    expect(screen.badge.getCurrentResult().data).toEqual({ unreadTotal: 2, requestCount: 0 });
    expect(list.unreadTotal).toBe(2);

    // The same message again (a retry's fan-out) counts once.
    socket().receive({ type: 'message', message: message(4, 'bruno', 'Free tonight?') });
    await settle();
    expect(screen.list.getCurrentResult().data!.conversations[0]!.unreadCount).toBe(2);
    expect(listRequests).toHaveLength(1);
    screen.stop();
    client.stop();
  });

  it('with only the badge on screen, a message in a chat no list knows fetches nothing', async () => {
    const { queryClient, client, listRequests, socket } = setup();
    const badge = new QueryObserver(queryClient, unreadTotalsQueryOptions());
    const stop = badge.subscribe(() => undefined);
    await settle();
    expect(listRequests).toHaveLength(1);
    client.start();
    socket().open();
    socket().receive({ type: 'message', message: message(1, 'carl', 'Hi', 'c9') });
    socket().receive({ type: 'unread', unreadTotal: 1, requestCount: 1 });
    await settle();
    expect(listRequests).toHaveLength(1);
    expect(badge.getCurrentResult().data).toEqual({ unreadTotal: 1, requestCount: 1 });
    stop();
    client.stop();
  });

  it('the outbox alone puts an acked message in the caches, once', async () => {
    const { queryClient, client, socket } = setup();
    queryClient.setQueryData<ConversationList>(messagingKeys.list('inbox'), inbox);
    queryClient.setQueryData<MessagesData>(messagingKeys.messages('c1'), {
      pages: [{ messages: [message(3, 'bruno', 'message 3')], hasMore: false }],
      pageParams: [undefined],
    });
    const applied: string[] = [];
    queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'success')
        applied.push(String(event.query.queryKey.join('/')));
    });
    client.start();
    socket().open();
    const outbox = new Outbox({
      transport: {
        canSend: () => true,
        send: (conversationId, body) => client.sendMessage(conversationId, body),
      },
      storage: localOutboxStorage('anton'),
      onSent: (sent) => applyMessages(queryClient, 'anton', sent.conversationId, [sent]),
    });
    outbox.enqueue('c1', { clientId: 'k1', kind: 'text', text: 'On my way' });
    await settle();
    const frame = socket().sent.find((f) => f.type === 'send')!;
    expect(frame).toMatchObject({ conversationId: 'c1' });
    socket().receive({
      type: 'ack',
      clientId: 'k1',
      message: { ...message(4, 'anton', 'On my way'), clientId: 'k1' },
    });
    await settle();

    expect(
      flattenMessages(queryClient.getQueryData(messagingKeys.messages('c1'))).map((m) => m.text),
    ).toEqual(['message 3', 'On my way']);
    expect(applied.filter((key) => key === 'messaging/messages/c1')).toHaveLength(1);
    expect(applied.filter((key) => key.startsWith('messaging/conversations'))).toHaveLength(1);
    expect(
      queryClient.getQueryData<ConversationList>(messagingKeys.list('inbox'))!.conversations[0],
    ).toMatchObject({ id: 'c1', unreadCount: 0, myReadSeq: 4, lastMessage: { senderId: 'anton' } });
    outbox.stop();
    client.stop();
  });
});
