import type { Message, MessagePhoto, SendMessageBody } from '@blaze/contracts/messaging';
import { OUTBOX } from '@blaze/contracts/messaging-constants';
import type { SendOutcome } from '@/features/messaging/realtime/realtime-client';

/** spec section 4: an item waits (pending), is on its way (syncing), arrived (success) or was refused (failed). */
export type OutboxStatus = 'pending' | 'syncing' | 'success' | 'failed';

export interface OutboxItem {
  /** Made once when the member presses send; every retry reuses it, so the server keeps one copy. */
  clientId: string;
  conversationId: string;
  body: SendMessageBody;
  createdAt: string;
  status: OutboxStatus;
  /** Failed tries that may pass on their own (network, busy server). */
  attempts: number;
  /** Not before this time (ms), after a failed try. */
  retryAt: number;
  /** Why the server refused it ('failed'), in words for the member. */
  error: string | null;
  /** The server's message once it arrived. */
  message: Message | null;
  /** A photo to show in the bubble while it is on its way. */
  preview?: MessagePhoto;
}

export interface OutboxTransport {
  /** Whether a send can be tried at all (the browser has a network). */
  canSend(): boolean;
  send(conversationId: string, body: SendMessageBody): Promise<SendOutcome>;
}

export interface OutboxStorage {
  loadAll(): OutboxItem[];
  put(item: OutboxItem): void;
  remove(clientId: string): void;
}

export interface OutboxDeps {
  transport: OutboxTransport;
  storage: OutboxStorage;
  /** A sent message, to show as the real one. */
  onSent?: (message: Message) => void;
  now?: () => number;
  random?: () => number;
}

/** Without dashes: ClientIdSchema allows them, but a short id is cheaper in every frame. */
export function newClientId(): string {
  return crypto.randomUUID().replaceAll('-', '');
}

export function retryDelay(attempts: number, random: () => number): number {
  const base = Math.min(OUTBOX.retryMaxMs, OUTBOX.retryBaseMs * 2 ** Math.max(0, attempts - 1));
  return base / 2 + (random() * base) / 2;
}

/**
 * Messages on their way. Each conversation sends one item at a time in the order written, so the
 * other side reads them in that order; a refused item does not hold up the ones after it, a network
 * failure does (they wait together, and go in order when the network returns).
 */
export class Outbox {
  private items: OutboxItem[];
  private readonly busy = new Set<string>();
  private readonly listeners = new Set<() => void>();
  private readonly timers = new Set<ReturnType<typeof setTimeout>>();
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private stopped = false;
  private readonly now: () => number;
  private readonly random: () => number;

  constructor(private readonly deps: OutboxDeps) {
    this.now = deps.now ?? Date.now;
    this.random = deps.random ?? Math.random;
    this.items = deps.storage
      .loadAll()
      .filter((item) => item.status !== 'success')
      // A send cut short by a reload may or may not have arrived: sending it again is safe.
      .map((item) => (item.status === 'syncing' ? { ...item, status: 'pending' as const } : item))
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    for (const item of deps.storage.loadAll()) {
      if (item.status === 'success') deps.storage.remove(item.clientId);
    }
  }

  getItems = (): readonly OutboxItem[] => this.items;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  enqueue(conversationId: string, body: SendMessageBody, preview?: MessagePhoto): OutboxItem {
    const item: OutboxItem = {
      ...(preview ? { preview } : {}),
      clientId: body.clientId,
      conversationId,
      body,
      createdAt: new Date(this.now()).toISOString(),
      status: 'pending',
      attempts: 0,
      retryAt: 0,
      error: null,
      message: null,
    };
    if (this.items.some((i) => i.clientId === item.clientId)) return item;
    this.items = [...this.items, item];
    this.deps.storage.put(item);
    this.publish();
    this.kick();
    return item;
  }

  /** A refused item, tried again by the member: back in the queue. */
  retry(clientId: string): void {
    this.update(clientId, (item) =>
      item.status === 'failed' ? { ...item, status: 'pending', error: null, retryAt: 0 } : item,
    );
    this.kick();
  }

  /** Removes an item that has not been sent (the member gave up on it). */
  discard(clientId: string): void {
    const item = this.items.find((i) => i.clientId === clientId);
    if (!item || item.status === 'syncing') return;
    this.drop(clientId);
  }

  /**
   * Sends what can be sent. `immediately` forgets backoff waits: the network or the connection just
   * came back, so waiting longer helps no one.
   */
  kick(immediately = false): void {
    if (this.stopped) return;
    if (immediately) {
      this.items = this.items.map((i) =>
        i.status === 'pending' && i.retryAt > 0 ? { ...i, retryAt: 0 } : i,
      );
    }
    const conversations = new Set(
      this.items.filter((i) => i.status === 'pending').map((i) => i.conversationId),
    );
    for (const conversationId of conversations) void this.drain(conversationId);
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    this.listeners.clear();
  }

  private async drain(conversationId: string): Promise<void> {
    if (this.busy.has(conversationId)) return;
    this.busy.add(conversationId);
    try {
      for (;;) {
        if (this.stopped || !this.deps.transport.canSend()) return;
        const next = this.items.find(
          (i) => i.conversationId === conversationId && i.status === 'pending',
        );
        if (!next) return;
        const wait = next.retryAt - this.now();
        if (wait > 0) {
          this.wakeIn(wait);
          return;
        }
        this.update(next.clientId, (i) => ({ ...i, status: 'syncing' }));
        let outcome: SendOutcome;
        try {
          outcome = await this.deps.transport.send(conversationId, next.body);
        } catch (error) {
          outcome = { ok: false, retry: true, error: String(error) };
        }
        if (this.stopped) return;
        if (!this.items.some((i) => i.clientId === next.clientId)) continue;
        if (outcome.ok) {
          this.succeed(next.clientId, outcome.message);
          continue;
        }
        if (!outcome.retry) {
          this.update(next.clientId, (i) => ({ ...i, status: 'failed', error: outcome.error }));
          continue;
        }
        const attempts = next.attempts + 1;
        const retryAt = this.now() + retryDelay(attempts, this.random);
        this.update(next.clientId, (i) => ({ ...i, status: 'pending', attempts, retryAt }));
        this.wakeIn(retryAt - this.now());
        // Later messages of this conversation wait behind it, so the order holds.
        return;
      }
    } finally {
      this.busy.delete(conversationId);
    }
  }

  private succeed(clientId: string, message: Message): void {
    this.update(clientId, (i) => ({ ...i, status: 'success', error: null, message }));
    this.deps.onSent?.(message);
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      this.drop(clientId);
    }, OUTBOX.successRemoveMs);
    this.timers.add(timer);
  }

  private wakeIn(ms: number): void {
    clearTimeout(this.retryTimer);
    const now = this.now();
    const soonest = Math.min(
      ms,
      ...this.items
        .filter((i) => i.status === 'pending' && i.retryAt > now)
        .map((i) => i.retryAt - now),
    );
    this.retryTimer = setTimeout(() => this.kick(), Math.max(0, soonest));
  }

  private update(clientId: string, change: (item: OutboxItem) => OutboxItem): void {
    let changed: OutboxItem | undefined;
    this.items = this.items.map((item) => {
      if (item.clientId !== clientId) return item;
      const next = change(item);
      if (next !== item) changed = next;
      return next;
    });
    if (!changed) return;
    this.deps.storage.put(changed);
    this.publish();
  }

  private drop(clientId: string): void {
    this.items = this.items.filter((i) => i.clientId !== clientId);
    this.deps.storage.remove(clientId);
    this.publish();
  }

  private publish(): void {
    for (const listener of this.listeners) listener();
  }
}
