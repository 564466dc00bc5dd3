import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OUTBOX, type Message, type SendMessageBody } from '@blaze/contracts/messaging';
import { Outbox, type OutboxItem, type OutboxStorage } from '@/features/messaging/outbox/outbox';
import { localOutboxStorage } from '@/features/messaging/outbox/local-outbox-storage';
import type { SendOutcome } from '@/features/messaging/realtime/realtime-client';

/** A fake server: it keeps one message per clientId, as the real one does, and counts every try. */
function fakeServer() {
  const stored = new Map<string, Message>();
  const tries: string[] = [];
  let seq = 0;
  let inFlight = 0;
  let maxInFlight = 0;
  let answer: (body: SendMessageBody) => 'ok' | 'network' | 'refused' = () => 'ok';
  let release: () => void = () => undefined;
  let hold: Promise<void> | null = null;

  const transport = {
    online: true,
    canSend: () => transport.online,
    async send(conversationId: string, body: SendMessageBody): Promise<SendOutcome> {
      tries.push(body.clientId);
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      await (hold ?? Promise.resolve());
      inFlight -= 1;
      const result = answer(body);
      if (result === 'network') return { ok: false, retry: true, error: 'offline' };
      if (result === 'refused') return { ok: false, retry: false, error: 'You cannot send here' };
      const existing = stored.get(body.clientId);
      if (existing) return { ok: true, message: existing };
      seq += 1;
      const message = {
        id: `m${seq}`,
        conversationId,
        seq,
        senderId: 'me',
        clientId: body.clientId,
        kind: body.kind,
        text: body.kind === 'text' ? body.text : null,
        photo: null,
        location: null,
        system: null,
        story: null,
        unsent: false,
        createdAt: new Date().toISOString(),
        expiresAt: null,
      } satisfies Message;
      stored.set(body.clientId, message);
      return { ok: true, message };
    },
  };
  return {
    transport,
    stored,
    tries,
    get maxInFlight() {
      return maxInFlight;
    },
    answerWith(fn: typeof answer) {
      answer = fn;
    },
    holdSends() {
      hold = new Promise((resolve) => (release = resolve));
    },
    releaseSends() {
      hold = null;
      release();
    },
    texts: () => [...stored.values()].sort((a, b) => a.seq - b.seq).map((m) => m.text),
  };
}

function memoryStorage(
  initial: OutboxItem[] = [],
): OutboxStorage & { items: Map<string, OutboxItem> } {
  const items = new Map(initial.map((i) => [i.clientId, i]));
  return {
    items,
    loadAll: () => [...items.values()],
    put: (item) => void items.set(item.clientId, item),
    remove: (clientId) => void items.delete(clientId),
  };
}

let n = 0;
function text(value: string): SendMessageBody {
  n += 1;
  return { clientId: `client${n}abc`, kind: 'text', text: value };
}

async function settle() {
  await vi.advanceTimersByTimeAsync(0);
}

describe('Outbox', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends a conversation one message at a time, in the order written', async () => {
    const server = fakeServer();
    const outbox = new Outbox({ transport: server.transport, storage: memoryStorage() });
    server.holdSends();
    outbox.enqueue('c1', text('one'));
    outbox.enqueue('c1', text('two'));
    outbox.enqueue('c1', text('three'));
    await settle();
    expect(server.tries).toHaveLength(1);
    server.releaseSends();
    await settle();
    expect(server.texts()).toEqual(['one', 'two', 'three']);
    expect(server.maxInFlight).toBe(1);
  });

  it('keeps messages written offline pending, then sends each exactly once, in order', async () => {
    const server = fakeServer();
    server.transport.online = false;
    const outbox = new Outbox({ transport: server.transport, storage: memoryStorage() });
    outbox.enqueue('c1', text('first'));
    outbox.enqueue('c1', text('second'));
    await settle();
    expect(server.tries).toEqual([]);
    expect(outbox.getItems().map((i) => i.status)).toEqual(['pending', 'pending']);

    server.transport.online = true;
    outbox.kick(true);
    await settle();
    expect(server.texts()).toEqual(['first', 'second']);
    expect(server.tries).toHaveLength(2);
    expect(outbox.getItems().map((i) => i.status)).toEqual(['success', 'success']);
  });

  it('retries a network failure with the same clientId and holds later messages behind it', async () => {
    const server = fakeServer();
    const outbox = new Outbox({
      transport: server.transport,
      storage: memoryStorage(),
      random: () => 1,
    });
    let failures = 2;
    server.answerWith(() => (failures-- > 0 ? 'network' : 'ok'));
    const first = outbox.enqueue('c1', text('first'));
    outbox.enqueue('c1', text('second'));
    await settle();
    expect(server.tries).toEqual([first.clientId]);
    expect(outbox.getItems()[0]).toMatchObject({ status: 'pending', attempts: 1 });

    await vi.advanceTimersByTimeAsync(OUTBOX.retryBaseMs);
    expect(server.tries).toEqual([first.clientId, first.clientId]);
    await vi.advanceTimersByTimeAsync(2 * OUTBOX.retryBaseMs);
    expect(server.texts()).toEqual(['first', 'second']);
    expect(server.stored.size).toBe(2);
  });

  it('a send that reached the server but whose answer was lost is not doubled on retry', async () => {
    const server = fakeServer();
    const outbox = new Outbox({ transport: server.transport, storage: memoryStorage() });
    let lostOnce = true;
    const send = server.transport.send.bind(server.transport);
    server.transport.send = async (conversationId, body) => {
      const outcome = await send(conversationId, body);
      if (lostOnce) {
        lostOnce = false;
        return { ok: false, retry: true, error: 'timeout' };
      }
      return outcome;
    };
    outbox.enqueue('c1', text('hello'));
    await settle();
    outbox.kick(true);
    await settle();
    expect(server.tries).toHaveLength(2);
    expect(server.texts()).toEqual(['hello']);
    expect(outbox.getItems()[0]?.status).toBe('success');
  });

  it('marks a refused message failed without holding up the next; a retry sends it with its clientId', async () => {
    const server = fakeServer();
    const outbox = new Outbox({ transport: server.transport, storage: memoryStorage() });
    let refuse = true;
    server.answerWith((body) =>
      refuse && body.kind === 'text' && body.text === 'bad' ? 'refused' : 'ok',
    );
    const bad = outbox.enqueue('c1', text('bad'));
    outbox.enqueue('c1', text('good'));
    await settle();
    expect(outbox.getItems().map((i) => [i.status, i.error])).toEqual([
      ['failed', 'You cannot send here'],
      ['success', null],
    ]);
    refuse = false;
    outbox.retry(bad.clientId);
    await settle();
    expect(server.tries.filter((id) => id === bad.clientId)).toHaveLength(2);
    expect(server.texts()).toEqual(['good', 'bad']);
  });

  it('forgets a sent message 5 s after it arrived', async () => {
    const server = fakeServer();
    const sent: string[] = [];
    const outbox = new Outbox({
      transport: server.transport,
      storage: memoryStorage(),
      onSent: (m) => sent.push(m.id),
    });
    outbox.enqueue('c1', text('hi'));
    await settle();
    expect(sent).toEqual(['m1']);
    await vi.advanceTimersByTimeAsync(OUTBOX.successRemoveMs - 1);
    expect(outbox.getItems()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(outbox.getItems()).toHaveLength(0);
  });

  it('sends conversations independently', async () => {
    const server = fakeServer();
    const outbox = new Outbox({ transport: server.transport, storage: memoryStorage() });
    server.answerWith((body) => (body.kind === 'text' && body.text === 'stuck' ? 'network' : 'ok'));
    outbox.enqueue('c1', text('stuck'));
    outbox.enqueue('c2', text('free'));
    await settle();
    expect(server.texts()).toEqual(['free']);
  });

  it('after a reload, resends what was on its way with the same clientId and drops what had arrived', async () => {
    const server = fakeServer();
    const base = { conversationId: 'c1', attempts: 0, retryAt: 0, error: null, message: null };
    const storage = memoryStorage([
      {
        ...base,
        clientId: 'a1234567',
        body: { clientId: 'a1234567', kind: 'text', text: 'was syncing' },
        createdAt: '2026-01-01T00:00:01Z',
        status: 'syncing',
      },
      {
        ...base,
        clientId: 'b1234567',
        body: { clientId: 'b1234567', kind: 'text', text: 'arrived' },
        createdAt: '2026-01-01T00:00:00Z',
        status: 'success',
      },
      {
        ...base,
        clientId: 'c1234567',
        body: { clientId: 'c1234567', kind: 'text', text: 'waiting' },
        createdAt: '2026-01-01T00:00:02Z',
        status: 'pending',
      },
    ]);
    const outbox = new Outbox({ transport: server.transport, storage });
    expect(storage.items.has('b1234567')).toBe(false);
    outbox.kick();
    await settle();
    expect(server.tries).toEqual(['a1234567', 'c1234567']);
    expect(server.texts()).toEqual(['was syncing', 'waiting']);
  });
});

describe('localOutboxStorage', () => {
  it('keeps each member’s items apart and survives a reload', () => {
    const item = {
      clientId: 'x1234567',
      conversationId: 'c1',
      body: { clientId: 'x1234567', kind: 'text', text: 'hi' },
      createdAt: '2026-01-01T00:00:00Z',
      status: 'pending',
      attempts: 0,
      retryAt: 0,
      error: null,
      message: null,
    } satisfies OutboxItem;
    localOutboxStorage('anton').put(item);
    expect(localOutboxStorage('anton').loadAll()).toEqual([item]);
    expect(localOutboxStorage('bruno').loadAll()).toEqual([]);
    localOutboxStorage('anton').remove(item.clientId);
    expect(localOutboxStorage('anton').loadAll()).toEqual([]);
  });
});
