import 'fake-indexeddb/auto';
import { createServer, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createStore } from 'idb-keyval';
import { SYNC_QUEUE } from '@blaze/contracts/constants';
import { ApiError } from '@/lib/api-client';
import { idbOfflineStore, type OfflineStore } from '@/lib/offline-store';
import {
  httpSyncTransport,
  SyncQueue,
  type SyncItem,
  type SyncRequest,
  type SyncTransport,
} from '@/lib/sync-queue';

/**
 * The one sync queue (decision 037) on a real IndexedDB implementation (fake-indexeddb) and, for
 * the network, either a scripted transport (to hold a try open or fake the clock) or real HTTP.
 */

let storeCount = 0;
function freshStore(): OfflineStore {
  storeCount += 1;
  return idbOfflineStore(createStore(`sync-test-${storeCount}`, 'keyval'));
}

type Answer = { ok: true; body?: unknown } | { status: number; message?: string } | 'no-network';

/** Answers each request with the next scripted answer, and records what was sent. */
function scriptedTransport(answers: Answer[]) {
  const sent: SyncRequest[] = [];
  let online = true;
  const transport: SyncTransport & { sent: SyncRequest[]; setOnline(on: boolean): void } = {
    sent,
    setOnline: (on) => {
      online = on;
    },
    canSend: () => online,
    send: async (request) => {
      sent.push(request);
      const answer = answers.shift() ?? { ok: true };
      if (answer === 'no-network') throw new ApiError(0, 'NETWORK_ERROR', "Can't reach Blaze.");
      if ('ok' in answer) return answer.body;
      throw new ApiError(answer.status, 'REFUSED', answer.message ?? 'Refused.');
    },
  };
  return transport;
}

const like = (postId: string) => ({
  kind: 'post-like',
  target: postId,
  description: 'Like on a post',
  request: { method: 'PUT' as const, path: `/api/posts/${postId}/like` },
});

async function until(check: () => boolean, what: string) {
  await vi.waitFor(
    () => {
      if (!check()) throw new Error(`still waiting for ${what}`);
    },
    { timeout: 3_000, interval: 5 },
  );
}

/** Event-driven (no timers), for the test that fakes the clock. */
function whenStatus(queue: SyncQueue, id: string, status: string): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (statusOf(queue, id) !== status) return;
      unsubscribe();
      resolve();
    };
    const unsubscribe = queue.subscribe(check);
    check();
  });
}

const statusOf = (queue: SyncQueue, id: string) =>
  queue.getItems().find((i) => i.id === id)?.status ?? 'gone';

const queues: SyncQueue[] = [];
function makeQueue(store: OfflineStore, transport: SyncTransport, key = 'sync:member-1') {
  const queue = new SyncQueue({ store, key, transport, random: () => 0 });
  queues.push(queue);
  return queue;
}

afterEach(() => {
  vi.useRealTimers();
  for (const queue of queues.splice(0)) queue.stop();
});

describe('sync queue', () => {
  it('goes pending -> syncing -> success, and removes a success after 5 s', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    let release: (body: unknown) => void = () => undefined;
    const transport: SyncTransport = {
      canSend: () => true,
      send: () => new Promise((resolve) => (release = resolve)),
    };
    const queue = makeQueue(freshStore(), transport);
    const seen: string[] = [];
    queue.subscribe(() => {
      const status = queue.getItems()[0]?.status;
      if (status && seen.at(-1) !== status) seen.push(status);
    });
    const item = queue.enqueue(like('p1'));
    expect(item.status).toBe('pending');
    await whenStatus(queue, item.id, 'syncing');
    release({ liked: true, likeCount: 1 });
    await whenStatus(queue, item.id, 'success');
    expect(seen).toEqual(['pending', 'syncing', 'success']);

    vi.advanceTimersByTime(SYNC_QUEUE.successRemoveMs - 1);
    expect(statusOf(queue, item.id)).toBe('success');
    vi.advanceTimersByTime(1);
    expect(statusOf(queue, item.id)).toBe('gone');
  });

  it('marks a 4xx failed with its reason, does not retry it, and Retry puts it back to pending', async () => {
    const transport = scriptedTransport([{ status: 404, message: 'This post is gone.' }]);
    transport.setOnline(false);
    const queue = makeQueue(freshStore(), transport);
    const item = queue.enqueue(like('p2'));
    await queue.ready;
    transport.setOnline(true);
    queue.kick();
    await until(() => statusOf(queue, item.id) === 'failed', 'failed');
    const failed = queue.getItems()[0]!;
    expect(failed.error).toBe('This post is gone.');
    expect(transport.sent).toHaveLength(1);

    queue.kick(true);
    await new Promise((r) => setTimeout(r, 20));
    expect(transport.sent).toHaveLength(1);

    transport.setOnline(false);
    queue.retry(item.id);
    expect(statusOf(queue, item.id)).toBe('pending');
    expect(queue.getItems()[0]!.error).toBeNull();
    transport.setOnline(true);
    queue.kick();
    await until(() => statusOf(queue, item.id) === 'success', 'success after retry');
    expect(transport.sent).toHaveLength(2);
  });

  it('keeps an item pending after a network error or a 5xx, with backoff, and sends it once back', async () => {
    const transport = scriptedTransport(['no-network', { status: 503 }, { ok: true }]);
    const queue = makeQueue(freshStore(), transport);
    const item = queue.enqueue(like('p3'));
    await until(() => transport.sent.length === 1, 'first try');
    await until(() => statusOf(queue, item.id) === 'pending', 'pending again');
    const waiting = queue.getItems()[0]!;
    expect(waiting.attempts).toBe(1);
    expect(waiting.retryAt).toBeGreaterThan(Date.now());

    // Back online: the backoff is forgotten and it goes at once.
    queue.kick(true);
    await until(() => transport.sent.length === 2, 'second try');
    await until(() => queue.getItems()[0]?.attempts === 2, 'pending after 503');
    expect(statusOf(queue, item.id)).toBe('pending');
    queue.kick(true);
    await until(() => statusOf(queue, item.id) === 'success', 'success');
    expect(transport.sent).toHaveLength(3);
  });

  it('sends one at a time in the order written; a waiting item holds back the ones after it', async () => {
    const transport = scriptedTransport(['no-network']);
    const queue = makeQueue(freshStore(), transport);
    let inFlight = 0;
    let most = 0;
    const send = transport.send;
    transport.send = async (request) => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      try {
        return await send(request);
      } finally {
        inFlight -= 1;
      }
    };
    const a = queue.enqueue(like('a'));
    const b = queue.enqueue(like('b'));
    const c = queue.enqueue(like('c'));
    await until(
      () => statusOf(queue, a.id) === 'pending' && transport.sent.length === 1,
      'a waits',
    );
    expect(statusOf(queue, b.id)).toBe('pending');
    expect(statusOf(queue, c.id)).toBe('pending');
    queue.kick(true);
    await until(() => [a, b, c].every((i) => statusOf(queue, i.id) === 'success'), 'all sent');
    expect(transport.sent.map((r) => r.path)).toEqual([
      '/api/posts/a/like',
      '/api/posts/a/like',
      '/api/posts/b/like',
      '/api/posts/c/like',
    ]);
    expect(most).toBe(1);
  });

  it('is persisted: a new queue on the same store has the items, one cut short goes again', async () => {
    const store = freshStore();
    const offline = scriptedTransport([]);
    offline.setOnline(false);
    const first = makeQueue(store, offline);
    const a = first.enqueue(like('kept-a'));
    const b = first.enqueue({ ...like('kept-b'), description: 'Comment on a post' });
    await first.ready;
    await first.flushed();
    // A reload in the middle of a send leaves it 'syncing' in the store.
    const saved = (await store.get<SyncItem[]>('sync:member-1'))!;
    await store.set(
      'sync:member-1',
      saved.map((i) => (i.id === a.id ? { ...i, status: 'syncing' } : i)),
    );
    first.stop();

    const online = scriptedTransport([]);
    online.setOnline(false);
    const second = makeQueue(store, online);
    await second.ready;
    expect(second.getItems().map((i) => [i.id, i.status, i.description])).toEqual([
      [a.id, 'pending', 'Like on a post'],
      [b.id, 'pending', 'Comment on a post'],
    ]);
    online.setOnline(true);
    second.kick();
    await until(() => second.getItems().every((i) => i.status === 'success'), 'sent');
    expect(online.sent.map((r) => r.path)).toEqual([
      '/api/posts/kept-a/like',
      '/api/posts/kept-b/like',
    ]);

    const other = makeQueue(store, scriptedTransport([]), 'sync:member-2');
    await other.ready;
    expect(other.getItems()).toEqual([]);
  });

  it('lets the member remove a waiting item', async () => {
    const transport = scriptedTransport([]);
    transport.setOnline(false);
    const queue = makeQueue(freshStore(), transport);
    const item = queue.enqueue(like('gone'));
    await queue.ready;
    queue.remove(item.id);
    expect(queue.getItems()).toEqual([]);
    transport.setOnline(true);
    queue.kick();
    await new Promise((r) => setTimeout(r, 20));
    expect(transport.sent).toEqual([]);
  });
});

describe('sync queue over HTTP', () => {
  let server: Server;
  let origin = '';
  const bodies: unknown[] = [];
  beforeAll(async () => {
    server = createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      req.on('end', () => {
        bodies.push(raw ? JSON.parse(raw) : null);
        const [, code] = /\/answer\/(\d+)/.exec(req.url ?? '') ?? [];
        res.writeHead(Number(code), { 'Content-Type': 'application/json' });
        res.end(
          Number(code) < 300
            ? JSON.stringify({ id: 'made' })
            : JSON.stringify({ error: { code: 'VALIDATION', message: 'Write a comment first.' } }),
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('syncs a 201, fails a 400 with the words, and keeps a 503 and a refused connection pending', async () => {
    const queue = makeQueue(freshStore(), { ...httpSyncTransport, canSend: () => true });
    const post = (path: string) => ({
      kind: 'comment',
      target: 'p',
      description: 'Comment on a post',
      request: { method: 'POST' as const, path, body: { text: 'hi', clientKey: 'k-00000001' } },
    });
    const made = await queue.submit(post(`${origin}/answer/201`));
    expect(made).toEqual({ status: 'synced', result: { id: 'made' } });
    expect(bodies[0]).toEqual({ text: 'hi', clientKey: 'k-00000001' });

    const refused = await queue.submit(post(`${origin}/answer/400`));
    expect(refused.status).toBe('failed');
    expect(queue.getItems().at(-1)).toMatchObject({
      status: 'failed',
      error: 'Write a comment first.',
    });

    const busy = queue.enqueue(post(`${origin}/answer/503`));
    await until(() => queue.getItems().find((i) => i.id === busy.id)?.attempts === 1, '503 tried');
    expect(statusOf(queue, busy.id)).toBe('pending');
    queue.remove(busy.id);

    const closed = new Server();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const deadPort = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const unreachable = await queue.submit(post(`http://127.0.0.1:${deadPort}/answer/201`));
    expect(unreachable).toEqual({ status: 'queued' });
    expect(queue.getItems().at(-1)).toMatchObject({ status: 'pending', attempts: 1 });
  });
});
