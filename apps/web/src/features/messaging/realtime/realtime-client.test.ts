import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { Conversation, ConversationList, Message } from '@blaze/contracts/messaging';
import { messagingKeys } from '@/features/messaging/api/messaging-keys';
import { RealtimeClient } from '@/features/messaging/realtime/realtime-client';
import { flattenMessages, type MessagesData } from '@/features/messaging/realtime/message-cache';

class FakeSocket {
  static OPEN = 1;
  static CONNECTING = 0;
  readyState = 0;
  sent: unknown[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  send(data: string) {
    this.sent.push(JSON.parse(data));
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
  drop(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

function message(seq: number, senderId = 'bruno', conversationId = 'c1'): Message {
  return {
    id: `m${seq}`,
    conversationId,
    seq,
    senderId,
    clientId: null,
    kind: 'text',
    text: `message ${seq}`,
    photo: null,
    location: null,
    system: null,
    story: null,
    unsent: false,
    createdAt: new Date(2026, 0, 1, 12, seq).toISOString(),
    expiresAt: null,
  };
}

function setup(random = () => 0) {
  const sockets: FakeSocket[] = [];
  const queryClient = new QueryClient();
  const fetchAfter = vi.fn(async () => ({ messages: [] as Message[], hasMore: false }));
  const client = new RealtimeClient(queryClient, 'anton', {
    url: 'ws://test/api/ws',
    createSocket: () => {
      const socket = new FakeSocket();
      sockets.push(socket);
      return socket as unknown as WebSocket;
    },
    fetchAfter,
    random,
  });
  return { client, queryClient, sockets, fetchAfter, last: () => sockets.at(-1)! };
}

function holdMessages(queryClient: QueryClient, conversationId: string, messages: Message[]) {
  queryClient.setQueryData<MessagesData>(messagingKeys.messages(conversationId), {
    pages: [{ messages, hasMore: false }],
    pageParams: [undefined],
  });
}

function held(queryClient: QueryClient, conversationId = 'c1') {
  return flattenMessages(queryClient.getQueryData(messagingKeys.messages(conversationId)));
}

describe('RealtimeClient', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    vi.stubGlobal('WebSocket', FakeSocket);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('resumes from the highest seq held per conversation, and from the list for the rest', () => {
    const { client, queryClient, last } = setup();
    holdMessages(queryClient, 'c1', [message(1), message(4)]);
    queryClient.setQueryData<ConversationList>(messagingKeys.list('inbox'), {
      conversations: [
        { id: 'c1', lastSeq: 9 } as Conversation,
        { id: 'c2', lastSeq: 7 } as Conversation,
      ],
      requestCount: 0,
      unreadTotal: 0,
    });
    client.start();
    last().open();
    expect(last().sent[0]).toEqual({ type: 'resume', cursors: { c1: 4, c2: 7 } });
    expect(client.state).toBe('open');
    client.stop();
  });

  it('puts a live message in order, never twice, and says it was delivered', () => {
    const { client, queryClient, last } = setup();
    holdMessages(queryClient, 'c1', [message(1), message(2)]);
    client.start();
    last().open();
    last().receive({ type: 'message', message: message(3) });
    last().receive({ type: 'message', message: message(3) });
    last().receive({ type: 'resumed', messages: [message(2), message(3)], truncated: [] });
    expect(held(queryClient).map((m) => m.seq)).toEqual([1, 2, 3]);
    expect(last().sent).toContainEqual({ type: 'delivered', conversationId: 'c1', seq: 3 });
    client.stop();
  });

  it('starts a chat over from its newest page when a resume was cut short', () => {
    const { client, queryClient, last } = setup();
    holdMessages(queryClient, 'c1', [message(1), message(2)]);
    client.start();
    last().open();
    last().receive({ type: 'resumed', messages: [message(3)], truncated: ['c1'] });
    expect(queryClient.getQueryData(messagingKeys.messages('c1'))).toBeUndefined();
    client.stop();
  });

  it('fills a gap with ?after= when a message skips ahead', async () => {
    const { client, queryClient, last, fetchAfter } = setup();
    holdMessages(queryClient, 'c1', [message(1), message(2)]);
    fetchAfter.mockResolvedValueOnce({ messages: [message(3), message(4)], hasMore: false });
    client.start();
    last().open();
    last().receive({ type: 'message', message: message(5) });
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchAfter).toHaveBeenCalledWith('c1', 2);
    expect(held(queryClient).map((m) => m.seq)).toEqual([1, 2, 3, 4, 5]);
    client.stop();
  });

  it('marks an unsent message and shows typing until the message comes', () => {
    const { client, queryClient, last } = setup();
    holdMessages(queryClient, 'c1', [message(1)]);
    client.start();
    last().open();
    last().receive({ type: 'typing', conversationId: 'c1', userId: 'bruno', typing: true });
    expect(client.typing.get('c1')).toEqual(['bruno']);
    last().receive({ type: 'message', message: message(2) });
    expect(client.typing.get('c1')).toEqual([]);
    last().receive({ type: 'removed', conversationId: 'c1', messageId: 'm1', seq: 1 });
    expect(held(queryClient)[0]).toMatchObject({ unsent: true, text: null });
    client.stop();
  });

  it('forgets a typing indicator after the typing TTL', () => {
    const { client, last } = setup();
    client.start();
    last().open();
    last().receive({ type: 'typing', conversationId: 'c1', userId: 'bruno', typing: true });
    vi.advanceTimersByTime(6_000);
    expect(client.typing.get('c1')).toEqual([]);
    client.stop();
  });

  it('reconnects with growing delays, at once when the network returns, and not after the session ended', () => {
    // The largest jitter: 1 s, then 2 s.
    const { client, sockets, last } = setup(() => 1);
    client.start();
    last().drop();
    expect(client.state).toBe('closed');
    vi.advanceTimersByTime(999);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    last().drop();
    vi.advanceTimersByTime(1_000);
    expect(sockets).toHaveLength(2);
    window.dispatchEvent(new Event('online'));
    expect(sockets).toHaveLength(3);
    last().open();
    last().drop(4401);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(3);
    client.stop();
  });

  it('closed for a newer tab (too many open), waits until the page is shown again', () => {
    const { client, sockets, last } = setup(() => 1);
    client.start();
    last().open();
    last().drop(4409);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
    expect(client.state).toBe('closed');
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(sockets).toHaveLength(2);
    client.stop();
  });

  it('spreads the first reconnect between half a second and a second, so dropped apps do not return at once', () => {
    const { client, sockets, last } = setup(() => 0);
    client.start();
    last().drop();
    vi.advanceTimersByTime(499);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    client.stop();
  });

  it('closes when the browser goes offline; a send waiting for its ack is told to try again', async () => {
    const { client, last } = setup();
    client.start();
    last().open();
    const outcome = client.sendMessage('c1', { clientId: 'abcdefgh', kind: 'text', text: 'hi' });
    expect(last().sent.at(-1)).toMatchObject({ type: 'send', conversationId: 'c1' });
    window.dispatchEvent(new Event('offline'));
    await expect(outcome).resolves.toMatchObject({ ok: false, retry: true });
    expect(client.state).toBe('closed');
    client.stop();
  });

  it('answers a send with the ack, or a nack that says whether to retry', async () => {
    const { client, last } = setup();
    client.start();
    last().open();
    const sent = client.sendMessage('c1', { clientId: 'abcdefgh', kind: 'text', text: 'hi' });
    last().receive({ type: 'ack', clientId: 'abcdefgh', message: message(1, 'anton') });
    await expect(sent).resolves.toMatchObject({ ok: true, message: { id: 'm1' } });
    const refused = client.sendMessage('c1', { clientId: 'ijklmnop', kind: 'text', text: 'x' });
    last().receive({
      type: 'nack',
      clientId: 'ijklmnop',
      error: { code: 'FORBIDDEN', message: 'You cannot message him.' },
    });
    await expect(refused).resolves.toEqual({
      ok: false,
      retry: false,
      error: 'You cannot message him.',
    });
    client.stop();
  });
});
