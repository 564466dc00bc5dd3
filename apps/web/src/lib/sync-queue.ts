import { SYNC_QUEUE } from '@blaze/contracts/constants';
import { ApiError, apiRequest } from '@/lib/api-client';
import type { OfflineStore } from '@/lib/offline-store';

/** spec section 4: waiting (pending), on its way (syncing), arrived (success) or refused (failed). */
export type SyncStatus = 'pending' | 'syncing' | 'success' | 'failed';

/** The write to replay, as the API client sends it. */
export interface SyncRequest {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  body?: unknown;
}

/** spec section 3's pending sync item: id, description, timestamp, status (and what to replay). */
export interface SyncItem {
  id: string;
  /** What kind of write, so its feature can follow up once it settles ('post-like', 'comment'...). */
  kind: string;
  /** What it is about (a post id...), so a screen can show its own item pending in place. */
  target: string;
  /** For the member: 'Like on a post', 'Comment on a post'. */
  description: string;
  createdAt: string;
  status: SyncStatus;
  request: SyncRequest;
  /** Why it was refused, in words for the member ('failed' only). */
  error: string | null;
  /** Tries that found no network or a busy server. */
  attempts: number;
  /** Not before this time (ms). */
  retryAt: number;
}

export type SyncInput = Pick<SyncItem, 'kind' | 'target' | 'description' | 'request'> & {
  id?: string;
};

/** How an item's first try ended, for a screen that waits for it. */
export type SyncOutcome =
  | { status: 'synced'; result: unknown }
  | { status: 'failed'; error: ApiError }
  /** No network (or a busy server): it stays in the queue and goes later. */
  | { status: 'queued' };

export interface SyncTransport {
  /** Whether a try makes sense at all (the browser has a network). */
  canSend(): boolean;
  /** The reply body, or throws: an ApiError for an answer, anything else for no answer. */
  send(request: SyncRequest): Promise<unknown>;
}

export interface SyncQueueDeps {
  store: OfflineStore;
  /** The store key: one queue per member. */
  key: string;
  transport: SyncTransport;
  /** An item arrived (with the server's reply) or was refused: its feature puts the screens right. */
  onSettled?: (item: SyncItem, result: { ok: true; body: unknown } | { ok: false }) => void;
  now?: () => number;
  random?: () => number;
}

export const httpSyncTransport: SyncTransport = {
  canSend: () => navigator.onLine,
  send: (request) => apiRequest(request.path, { method: request.method, body: request.body }),
};

/** No answer, or one that may change by itself (busy, rate-limited, broken server): try later. */
export function isWorthRetrying(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.status === 0 || error.status === 429 || error.status === 408 || error.status >= 500;
}

export function retryDelay(attempts: number, random: () => number): number {
  const base = Math.min(
    SYNC_QUEUE.retryMaxMs,
    SYNC_QUEUE.retryBaseMs * 2 ** Math.max(0, attempts - 1),
  );
  return base / 2 + (random() * base) / 2;
}

function newId(): string {
  return crypto.randomUUID().replaceAll('-', '');
}

/**
 * The one queue every write that can wait goes through (decision 037). One item at a time, in the
 * order written: a refused item (4xx) is marked failed and the next goes; one that found no network
 * or a busy server waits with backoff, and the items behind it wait too, so the order holds.
 * Persisted on every change, so a reload keeps it; an item cut short by a reload goes again, which
 * the server's idempotency keys make safe.
 */
export class SyncQueue {
  private items: SyncItem[] = [];
  private readonly listeners = new Set<() => void>();
  private readonly waiters = new Map<string, (outcome: SyncOutcome) => void>();
  private readonly timers = new Set<ReturnType<typeof setTimeout>>();
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private draining = false;
  private stopped = false;
  private saving: Promise<void> = Promise.resolve();
  private readonly now: () => number;
  private readonly random: () => number;
  /** Resolves once the items of the last session are loaded. */
  readonly ready: Promise<void>;

  constructor(private readonly deps: SyncQueueDeps) {
    this.now = deps.now ?? Date.now;
    this.random = deps.random ?? Math.random;
    this.ready = this.load();
  }

  private async load(): Promise<void> {
    const saved =
      (await this.deps.store.get<SyncItem[]>(this.deps.key).catch(() => undefined)) ?? [];
    const loaded = saved
      .filter((item) => item.status !== 'success')
      .map((item) => (item.status === 'syncing' ? { ...item, status: 'pending' as const } : item));
    // Anything enqueued while loading goes after what was already waiting.
    this.items = [...loaded, ...this.items.filter((i) => !loaded.some((l) => l.id === i.id))];
    this.save();
    this.publish();
  }

  getItems = (): readonly SyncItem[] => this.items;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Adds a write at the end of the queue, and tries it at once if the network is there. */
  enqueue(input: SyncInput): SyncItem {
    const existing = input.id ? this.items.find((i) => i.id === input.id) : undefined;
    if (existing) return existing;
    const item: SyncItem = {
      id: input.id ?? newId(),
      kind: input.kind,
      target: input.target,
      description: input.description,
      request: input.request,
      createdAt: new Date(this.now()).toISOString(),
      status: 'pending',
      error: null,
      attempts: 0,
      retryAt: 0,
    };
    this.items = [...this.items, item];
    this.save();
    this.publish();
    void this.ready.then(() => this.kick());
    return item;
  }

  /**
   * Enqueues and waits for the first try: synced, refused, or queued (no network). A screen with a
   * form uses this to show a refusal next to the form, as before the queue.
   */
  submit(input: SyncInput): Promise<SyncOutcome> {
    const item = this.enqueue(input);
    return new Promise((resolve) => {
      this.waiters.set(item.id, resolve);
      if (!this.deps.transport.canSend()) this.settleWaiter(item.id, { status: 'queued' });
    });
  }

  /** A failed item, tried again by the member: back to pending. */
  retry(id: string): void {
    this.update(id, (item) =>
      item.status === 'failed'
        ? { ...item, status: 'pending', error: null, attempts: 0, retryAt: 0 }
        : item,
    );
    this.kick();
  }

  /** Takes an item out (the member gave up on it); one on its way cannot be called back. */
  remove(id: string): void {
    const item = this.items.find((i) => i.id === id);
    if (!item || item.status === 'syncing') return;
    this.drop(id);
  }

  /**
   * Sends what can be sent. `immediately` forgets backoff waits: the network just came back, so
   * waiting longer helps no one.
   */
  kick(immediately = false): void {
    if (this.stopped) return;
    if (immediately) {
      this.items = this.items.map((i) =>
        i.status === 'pending' && i.retryAt > 0 ? { ...i, retryAt: 0 } : i,
      );
    }
    void this.drain();
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    this.listeners.clear();
    for (const id of [...this.waiters.keys()]) this.settleWaiter(id, { status: 'queued' });
  }

  /** Resolves when the last change is written (tests, and a wipe that must come after it). */
  flushed(): Promise<void> {
    return this.saving;
  }

  private async drain(): Promise<void> {
    if (this.draining) return;
    this.draining = true;
    try {
      for (;;) {
        if (this.stopped) return;
        const next = this.items.find((i) => i.status === 'pending');
        if (!next) return;
        if (!this.deps.transport.canSend()) {
          this.settleWaiter(next.id, { status: 'queued' });
          return;
        }
        const wait = next.retryAt - this.now();
        if (wait > 0) {
          this.wakeIn(wait);
          return;
        }
        this.update(next.id, (i) => ({ ...i, status: 'syncing' }));
        let body: unknown;
        let error: unknown = null;
        try {
          body = await this.deps.transport.send(next.request);
        } catch (caught) {
          error = caught ?? new Error('Failed');
        }
        if (this.stopped) return;
        if (!this.items.some((i) => i.id === next.id)) continue;
        if (error === null) {
          this.succeed(next, body);
          continue;
        }
        if (!isWorthRetrying(error)) {
          const apiError = error as ApiError;
          this.update(next.id, (i) => ({ ...i, status: 'failed', error: apiError.message }));
          this.deps.onSettled?.(next, { ok: false });
          this.settleWaiter(next.id, { status: 'failed', error: apiError });
          continue;
        }
        const attempts = next.attempts + 1;
        const retryAt = this.now() + retryDelay(attempts, this.random);
        this.update(next.id, (i) => ({ ...i, status: 'pending', attempts, retryAt }));
        this.settleWaiter(next.id, { status: 'queued' });
        this.wakeIn(retryAt - this.now());
        // What comes after waits behind it, so the order holds.
        return;
      }
    } finally {
      this.draining = false;
    }
  }

  private succeed(item: SyncItem, body: unknown): void {
    this.update(item.id, (i) => ({ ...i, status: 'success', error: null }));
    this.deps.onSettled?.(item, { ok: true, body });
    this.settleWaiter(item.id, { status: 'synced', result: body });
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      this.drop(item.id);
    }, SYNC_QUEUE.successRemoveMs);
    this.timers.add(timer);
  }

  private settleWaiter(id: string, outcome: SyncOutcome): void {
    const resolve = this.waiters.get(id);
    if (!resolve) return;
    this.waiters.delete(id);
    resolve(outcome);
  }

  private wakeIn(ms: number): void {
    clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => this.kick(), Math.max(0, ms));
  }

  private update(id: string, change: (item: SyncItem) => SyncItem): void {
    let changed = false;
    this.items = this.items.map((item) => {
      if (item.id !== id) return item;
      const next = change(item);
      if (next !== item) changed = true;
      return next;
    });
    if (!changed) return;
    this.save();
    this.publish();
  }

  private drop(id: string): void {
    this.items = this.items.filter((i) => i.id !== id);
    this.save();
    this.publish();
  }

  /** Writes in order, one after another, so an older list never lands after a newer one. */
  private save(): void {
    if (this.stopped) return;
    const snapshot = this.items;
    this.saving = this.saving
      .then(() => this.deps.store.set(this.deps.key, snapshot))
      .catch(() => undefined);
  }

  private publish(): void {
    for (const listener of this.listeners) listener();
  }
}
