import type { QueryClient } from '@tanstack/react-query';
import type {
  ClientFrame,
  Message,
  MessagePage,
  SendMessageBody,
  ServerFrame,
} from '@blaze/contracts/messaging';
import { ErrorCode } from '@blaze/contracts/error-codes';
import { announceActivityFrame } from '@/lib/activity-events';
import { logger } from '@/lib/logger';
import { bumpNewPosts } from '@/lib/new-posts';
import { announceCautionFrame } from '@/lib/caution-events';
import { messagingKeys } from '@/features/messaging/api/messaging-keys';
import { invalidateConversationLists } from '@/features/messaging/api/get-conversations';
import {
  applyMessages,
  applyPresence,
  applyReceipt,
  applyUnreadTotals,
  applyUnsent,
  resumeCursors,
} from '@/features/messaging/realtime/cache-updates';
import { highestSeq, type MessagesData } from '@/features/messaging/realtime/message-cache';
import { MESSAGING_LIMITS, WS_CLOSE, WS_PATH } from '@blaze/contracts/messaging-constants';
import { TypingStore } from '@/features/messaging/realtime/typing-store';

export type ConnectionState = 'connecting' | 'open' | 'closed';

/** How a send ended: the server's message, or why not (and whether trying again can help). */
export type SendOutcome =
  { ok: true; message: Message } | { ok: false; retry: boolean; error: string };

export const REALTIME = {
  pingEveryMs: 25_000,
  /** Silence this long (no frame, not even a pong) means the connection is dead. */
  deadAfterMs: 60_000,
  /** Reconnect delays double from this up to the max; each is jittered between half and all of it. */
  reconnectMinMs: 1_000,
  reconnectMaxMs: 30_000,
  /** A 'send' without an ack or nack this long is treated as lost (the retry reuses its clientId). */
  ackTimeoutMs: 10_000,
} as const;

/** Refusals that may pass on their own: the outbox tries again later instead of giving up. */
const TRANSIENT_CODES = new Set<string>([ErrorCode.rateLimited, ErrorCode.internal]);

export interface RealtimeOptions {
  url?: string;
  createSocket?: (url: string) => WebSocket;
  /** Fills a gap in a conversation's messages (`?after=`). */
  fetchAfter?: (conversationId: string, after: number) => Promise<MessagePage>;
  random?: () => number;
  /**
   * The server closed the connection because the session ended: no point reconnecting. `reason`: the
   * server's words when a suspension or a ban ended it (why, and until when).
   */
  onSessionEnded?: (reason: string | null) => void;
  /** Messages that arrived: live (a 'message' frame) or a reconnect's backlog ('resumed'). */
  onMessages?: (messages: readonly Message[], live: boolean) => void;
}

/** A suspension or a ban ended the session (decision 027): the frame before the close says why. */
const RESTRICTION_CODES = new Set<string>([ErrorCode.accountSuspended, ErrorCode.accountBanned]);

/** The gateway's close code for 'not signed in' or 'session ended'. */
const SESSION_ENDED_CODE = WS_CLOSE.sessionEnded;

function defaultUrl(): string {
  const scheme = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${window.location.host}${WS_PATH}`;
}

interface PendingSend {
  resolve: (outcome: SendOutcome) => void;
  timer: ReturnType<typeof setTimeout>;
}

/**
 * The one WebSocket of the app. Frames from the server are trusted shapes (no zod here: this module
 * loads with the shell); each one lands in the TanStack Query caches that show it.
 */
export class RealtimeClient {
  state: ConnectionState = 'closed';
  readonly typing = new TypingStore(MESSAGING_LIMITS.typingTtlMs);

  private socket: WebSocket | null = null;
  private started = false;
  private attempt = 0;
  private connectedBefore = false;
  private lastFrameAt = 0;
  private reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  private pingTimer: ReturnType<typeof setInterval> | undefined;
  private readonly stateListeners = new Set<() => void>();
  private readonly pendingSends = new Map<string, PendingSend>();
  private readonly fillingGaps = new Set<string>();
  /** The last 'error' frame of a suspension or a ban: said when the 4401 close follows it. */
  private restriction: string | null = null;

  constructor(
    private readonly queryClient: QueryClient,
    readonly userId: string,
    private readonly options: RealtimeOptions = {},
  ) {}

  start(): void {
    if (this.started) return;
    this.started = true;
    window.addEventListener('online', this.onOnline);
    window.addEventListener('offline', this.onOffline);
    document.addEventListener('visibilitychange', this.onVisibility);
    this.connect();
  }

  stop(): void {
    this.started = false;
    window.removeEventListener('online', this.onOnline);
    window.removeEventListener('offline', this.onOffline);
    document.removeEventListener('visibilitychange', this.onVisibility);
    clearTimeout(this.reconnectTimer);
    this.dropSocket();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.stateListeners.add(listener);
    return () => this.stateListeners.delete(listener);
  };

  getState = (): ConnectionState => this.state;

  /** Sends a frame if the connection is open; false when it is not (nothing is queued here). */
  send(frame: ClientFrame): boolean {
    if (this.state !== 'open' || !this.socket) return false;
    this.socket.send(JSON.stringify(frame));
    return true;
  }

  /** Sends a message over the socket and waits for the server's ack or nack. */
  sendMessage(conversationId: string, message: SendMessageBody): Promise<SendOutcome> {
    const { clientId } = message;
    return new Promise((resolve) => {
      this.pendingSends.get(clientId)?.resolve({ ok: false, retry: true, error: 'Sent again' });
      const timer = setTimeout(
        () => this.settle(clientId, { ok: false, retry: true, error: 'No answer' }),
        REALTIME.ackTimeoutMs,
      );
      this.pendingSends.set(clientId, { resolve, timer });
      if (!this.send({ type: 'send', conversationId, message })) {
        this.settle(clientId, { ok: false, retry: true, error: 'Not connected' });
      }
    });
  }

  /** Resolves true once open, false if that takes longer than `ms` (or the client is offline). */
  waitForOpen(ms: number): Promise<boolean> {
    if (this.state === 'open') return Promise.resolve(true);
    if (this.state === 'closed') return Promise.resolve(false);
    return new Promise((resolve) => {
      const done = (open: boolean) => {
        clearTimeout(timer);
        unsubscribe();
        resolve(open);
      };
      const timer = setTimeout(() => done(false), ms);
      const unsubscribe = this.subscribe(() => {
        if (this.state !== 'connecting') done(this.state === 'open');
      });
    });
  }

  private setState(state: ConnectionState): void {
    if (this.state === state) return;
    this.state = state;
    for (const listener of this.stateListeners) listener();
  }

  private connect(): void {
    if (!this.started || this.socket) return;
    clearTimeout(this.reconnectTimer);
    if (!navigator.onLine) {
      // The 'online' event reconnects.
      this.setState('closed');
      return;
    }
    this.setState('connecting');
    const url = this.options.url ?? defaultUrl();
    let socket: WebSocket;
    try {
      socket = this.options.createSocket ? this.options.createSocket(url) : new WebSocket(url);
    } catch (error) {
      logger.warn('Chat connection could not start', { message: String(error) });
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      if (this.socket !== socket) return;
      this.lastFrameAt = Date.now();
      this.setState('open');
      this.send({
        type: 'resume',
        cursors: resumeCursors(this.queryClient, MESSAGING_LIMITS.resumeMax),
      });
      if (this.connectedBefore) void invalidateConversationLists(this.queryClient);
      this.connectedBefore = true;
      this.startPing();
    };
    socket.onmessage = (event: MessageEvent) => {
      if (this.socket !== socket || typeof event.data !== 'string') return;
      this.lastFrameAt = Date.now();
      let frame: ServerFrame;
      try {
        frame = JSON.parse(event.data) as ServerFrame;
      } catch {
        return;
      }
      this.dispatch(frame);
    };
    socket.onclose = (event: CloseEvent) => {
      if (this.socket !== socket) return;
      if (event.code === SESSION_ENDED_CODE) {
        this.stop();
        this.options.onSessionEnded?.(this.restriction);
        return;
      }
      if (event.code === WS_CLOSE.replaced) {
        // His newer tabs took the connections a member may keep: this one waits until he comes back
        // to it (reconnecting at once would close another of his tabs, and so on round).
        this.dropSocket();
        return;
      }
      this.dropSocket();
      this.scheduleReconnect();
    };
  }

  /** Forgets the socket; sends waiting for an answer end as 'try again' (their clientId is kept). */
  private dropSocket(): void {
    const socket = this.socket;
    this.socket = null;
    clearInterval(this.pingTimer);
    if (socket) {
      socket.onopen = socket.onmessage = socket.onclose = null;
      if (socket.readyState === WebSocket.OPEN || socket.readyState === WebSocket.CONNECTING) {
        socket.close();
      }
    }
    for (const clientId of [...this.pendingSends.keys()]) {
      this.settle(clientId, { ok: false, retry: true, error: 'Connection lost' });
    }
    this.typing.clear();
    this.setState('closed');
  }

  private scheduleReconnect(): void {
    if (!this.started) return;
    clearTimeout(this.reconnectTimer);
    const base = Math.min(
      REALTIME.reconnectMaxMs,
      REALTIME.reconnectMinMs * 2 ** Math.min(this.attempt, 10),
    );
    const random = this.options.random ?? Math.random;
    // Jitter between half and all of the delay, from the first attempt on: the thousands of apps a
    // dead node dropped come back spread over half a second, not all in the same instant.
    const delay = base / 2 + (random() * base) / 2;
    this.attempt += 1;
    this.reconnectTimer = setTimeout(() => this.connect(), delay);
  }

  private reconnectNow(): void {
    this.attempt = 0;
    this.connect();
  }

  private startPing(): void {
    clearInterval(this.pingTimer);
    this.pingTimer = setInterval(() => {
      if (Date.now() - this.lastFrameAt > REALTIME.deadAfterMs) {
        this.dropSocket();
        this.scheduleReconnect();
        return;
      }
      this.send({ type: 'ping' });
    }, REALTIME.pingEveryMs);
  }

  private readonly onOnline = () => this.reconnectNow();

  /** The browser knows the network is gone: don't wait for the socket to notice. */
  private readonly onOffline = () => {
    clearTimeout(this.reconnectTimer);
    this.dropSocket();
  };

  private readonly onVisibility = () => {
    if (document.visibilityState !== 'visible') return;
    if (this.socket && Date.now() - this.lastFrameAt > REALTIME.deadAfterMs) this.dropSocket();
    if (!this.socket) this.reconnectNow();
  };

  private settle(clientId: string, outcome: SendOutcome): void {
    const pending = this.pendingSends.get(clientId);
    if (!pending) return;
    clearTimeout(pending.timer);
    this.pendingSends.delete(clientId);
    pending.resolve(outcome);
  }

  private dispatch(frame: ServerFrame): void {
    switch (frame.type) {
      case 'ready':
        this.attempt = 0;
        return;
      case 'message':
        this.receive([frame.message], true);
        this.options.onMessages?.([frame.message], true);
        return;
      case 'resumed':
        this.receive(frame.messages, false);
        this.options.onMessages?.(frame.messages, false);
        // Too far behind for one resume: start those chats over from their newest page.
        for (const conversationId of frame.truncated)
          void this.queryClient.resetQueries({ queryKey: messagingKeys.messages(conversationId) });
        return;
      case 'ack':
        // The outbox that sent it puts the message in the caches (as it does for an HTTP send).
        this.settle(frame.clientId, { ok: true, message: frame.message });
        return;
      case 'nack':
        this.settle(frame.clientId, {
          ok: false,
          retry: TRANSIENT_CODES.has(frame.error.code),
          error: frame.error.message,
        });
        return;
      case 'removed':
        applyUnsent(this.queryClient, frame.conversationId, frame.messageId, frame.seq);
        return;
      case 'receipt':
        applyReceipt(this.queryClient, frame);
        return;
      case 'typing':
        if (frame.userId !== this.userId) {
          this.typing.set(frame.conversationId, frame.userId, frame.typing);
        }
        return;
      case 'presence':
        applyPresence(this.queryClient, frame);
        return;
      case 'unread':
        applyUnreadTotals(this.queryClient, {
          unreadTotal: frame.unreadTotal,
          requestCount: frame.requestCount,
        });
        return;
      case 'activity':
        announceActivityFrame({ item: frame.item, unread: frame.unread });
        return;
      case 'conversation':
        void this.queryClient.invalidateQueries({
          queryKey: messagingKeys.conversation(frame.conversationId),
        });
        void invalidateConversationLists(this.queryClient);
        return;
      case 'posts':
        bumpNewPosts();
        return;
      case 'caution':
        announceCautionFrame({ conversationId: frame.conversationId, caution: frame.caution });
        return;
      case 'error':
        if (RESTRICTION_CODES.has(frame.error.code)) {
          this.restriction = frame.error.message;
          return;
        }
        logger.warn('Chat server error', { code: frame.error.code, message: frame.error.message });
        return;
      case 'pong':
        return;
    }
  }

  /** New messages: into the caches, a gap filled if one shows, 'delivered' for others' messages. */
  private receive(messages: readonly Message[], live: boolean): void {
    const byConversation = new Map<string, Message[]>();
    for (const message of messages) {
      const list = byConversation.get(message.conversationId) ?? [];
      list.push(message);
      byConversation.set(message.conversationId, list);
    }
    for (const [conversationId, list] of byConversation) {
      const key = messagingKeys.messages(conversationId);
      const held = highestSeq(this.queryClient.getQueryData<MessagesData>(key));
      const lowest = Math.min(...list.map((m) => m.seq));
      if (held > 0 && lowest > held + 1) this.fillGap(conversationId, held);
      applyMessages(this.queryClient, this.userId, conversationId, list);

      let deliveredUpTo = 0;
      for (const message of list) {
        if (message.senderId === this.userId) continue;
        if (live) this.typing.set(conversationId, message.senderId, false);
        deliveredUpTo = Math.max(deliveredUpTo, message.seq);
      }
      if (deliveredUpTo > 0) this.send({ type: 'delivered', conversationId, seq: deliveredUpTo });
    }
  }

  private fillGap(conversationId: string, after: number): void {
    const fetchAfter = this.options.fetchAfter;
    if (!fetchAfter || this.fillingGaps.has(conversationId)) return;
    this.fillingGaps.add(conversationId);
    void (async () => {
      try {
        let cursor = after;
        // A few pages at most; beyond that the chat refetches when it is opened.
        for (let i = 0; i < 4; i++) {
          const page = await fetchAfter(conversationId, cursor);
          applyMessages(this.queryClient, this.userId, conversationId, page.messages);
          const last = page.messages.at(-1)?.seq;
          if (!page.hasMore || last === undefined) break;
          cursor = last;
        }
      } catch (error) {
        logger.warn('Chat gap could not be filled', { message: String(error) });
        void this.queryClient.invalidateQueries({
          queryKey: messagingKeys.messages(conversationId),
        });
      } finally {
        this.fillingGaps.delete(conversationId);
      }
    })();
  }
}
