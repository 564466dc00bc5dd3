import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import websocket from '@fastify/websocket';
import type { WebSocket } from 'ws';
import {
  ClientFrameSchema,
  MESSAGING_LIMITS,
  WS_CLOSE,
  WS_PATH,
  type ClientFrame,
  type Message,
  type SendMessageBody,
  type ServerFrame,
} from '@blaze/contracts';
import { AppError, forbidden, unauthorized } from '../lib/errors.ts';
import { hasNullChar, nullCharRefused } from '../lib/null-char.ts';
import type { EventBus } from './event-bus.ts';

const MAX_FRAME_BYTES = 64 * 1024;
const HEARTBEAT_MS = 30_000;
const SESSION_RECHECK_MS = 60_000;
/** Delivered acks of the whole node are written together: one statement per window. */
const DELIVERED_FLUSH_MS = 100;
/** Client frames a member may send a minute, all his sockets on a node together. */
export const FRAMES_PER_MINUTE = 1_200;
/** Bus recipients that name a session (its tag) rather than a member: 'close its sockets'. */
const SESSION_RECIPIENT = 'session:';
/** 'Sign this member out everywhere': `signout-member:{userId}:{kept session's tag, or empty}`. */
const MEMBER_SIGNOUT_RECIPIENT = 'signout-member:';

/** What the gateway needs of the chat: the client frames it takes in. */
export type ChatPort = {
  /** `origin` is the socket it came through: its ack carries the message, so no echo goes there. */
  send(
    userId: string,
    conversationId: string,
    body: SendMessageBody,
    origin: string,
  ): Promise<{ message: Message }>;
  typing(userId: string, conversationId: string, typing: boolean): Promise<void>;
  advance(userId: string, conversationId: string, cursor: 'read', seq: number): Promise<void>;
  deliveredMany(
    acks: Array<{ conversationId: string; userId: string; seq: number }>,
  ): Promise<void>;
  resume(
    userId: string,
    cursors: Record<string, number>,
  ): Promise<{ messages: Message[]; truncated: string[] }>;
};

/** What the gateway tells presence: each socket of a member that opens or closes here, and that his are still open. */
export type PresencePort = {
  /** Settles once his presence is written (at once for a socket that is not his first here). */
  socketOpened(userId: string): Promise<void>;
  /** Settles once presence has decided (after a grace period, for his last socket here). */
  socketClosed(userId: string): Promise<void>;
  stillConnected(userIds: string[]): Promise<void>;
};

type Deps = {
  bus: EventBus;
  chat: ChatPort;
  presence: PresencePort;
  trustedOrigins: string[];
  /** Re-reads the member behind a request's cookie (null once the session has ended). */
  currentMember: (request: FastifyRequest) => Promise<{ userId: string } | null>;
  /** Names the session behind a request's cookie (a hash, never the cookie itself). */
  sessionTag: (request: FastifyRequest) => Promise<string | null>;
  /** Called on this node when a session signs out; returns the unsubscribe. */
  onSignOut: (listener: (sessionTag: string) => void) => () => void;
  /** Called on this node when a member is signed out everywhere (but the kept session). */
  onMemberSignedOut: (
    listener: (
      userId: string,
      keepTag: string | null,
      /** A suspension or a ban: its code and words, sent to his sockets before they close. */
      reason: { code: string; message: string } | null,
    ) => void,
  ) => () => void;
  /** On every node: forget the member's cached sessions (but the kept one). */
  forgetMemberSessions: (userId: string, keepTag: string | null) => void;
};

/** A fixed-window counter: enough to stop one member's apps from flooding the node with frames. */
function windowCounter(max: number, windowMs = 60_000) {
  let start = Date.now();
  let count = 0;
  return {
    take() {
      const now = Date.now();
      if (now - start >= windowMs) {
        start = now;
        count = 0;
      }
      count += 1;
      return count <= max;
    },
    /** Its window is over: a new one would start from nothing. */
    lapsed: () => Date.now() - start >= windowMs,
  };
}

/** Collects the highest delivered seq per (conversation, member) and flushes them all at once. */
function batcher(
  windowMs: number,
  write: (acks: Array<{ conversationId: string; userId: string; seq: number }>) => Promise<unknown>,
) {
  let pending = new Map<string, { conversationId: string; userId: string; seq: number }>();
  let timer: NodeJS.Timeout | null = null;
  const flush = async () => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (pending.size === 0) return;
    const acks = [...pending.values()];
    pending = new Map();
    await write(acks);
  };
  return {
    add(conversationId: string, userId: string, seq: number) {
      const key = `${conversationId} ${userId}`;
      const known = pending.get(key);
      if (!known || known.seq < seq) pending.set(key, { conversationId, userId, seq });
      timer ??= setTimeout(() => void flush(), windowMs);
    },
    flush,
  };
}

const errorOf = (err: unknown) =>
  err instanceof AppError
    ? { code: err.code, message: err.message }
    : { code: 'INTERNAL_ERROR', message: 'Something went wrong on our side. Please try again.' };

/**
 * The WebSocket gateway at /api/ws: authenticates with the session cookie (same origin only), takes
 * client frames into the chat, tells presence when a member's apps connect and leave, and writes bus
 * deliveries to the members connected here.
 */
export async function registerGateway(app: FastifyInstance, deps: Deps): Promise<void> {
  const { bus, chat, presence } = deps;
  const trusted = new Set(deps.trustedOrigins.map((o) => new URL(o).origin));
  const sockets = new Map<string, Set<WebSocket>>();
  const bySession = new Map<string, Set<WebSocket>>();
  const sessionTags = new WeakMap<FastifyRequest, string>();
  // Per member, not per socket: a new socket (a reconnect) must not start a fresh allowance. Kept
  // until its window lapses, also after his last socket closed.
  const frameCounters = new Map<string, ReturnType<typeof windowCounter>>();

  await app.register(websocket, { options: { maxPayload: MAX_FRAME_BYTES } });

  // Each socket's id, unique across nodes: a member's other apps get his sent message, the sending
  // app only its ack.
  const nodeTag = randomBytes(6).toString('base64url');
  let socketCount = 0;
  const socketIds = new WeakMap<WebSocket, string>();
  const socketTags = new WeakMap<WebSocket, string>();

  const unsubscribe = bus.subscribe((to, json, exceptSocket) => {
    for (const userId of to) {
      if (userId.startsWith(MEMBER_SIGNOUT_RECIPIENT)) {
        // Signed out everywhere (suspended, banned, a new password...): every node closes his sockets.
        const [member = '', keep = ''] = userId.slice(MEMBER_SIGNOUT_RECIPIENT.length).split(':');
        deps.forgetMemberSessions(member, keep || null);
        for (const socket of sockets.get(member) ?? [])
          if (!keep || socketTags.get(socket) !== keep) {
            // The why first (a suspension's reason and end), then the close the app acts on.
            socket.send(json);
            socket.close(WS_CLOSE.sessionEnded, 'signed out');
          }
        continue;
      }
      if (userId.startsWith(SESSION_RECIPIENT)) {
        // Signed out (on any node): his sockets of that session close now, not at the next re-check.
        for (const socket of bySession.get(userId.slice(SESSION_RECIPIENT.length)) ?? [])
          socket.close(WS_CLOSE.sessionEnded, 'signed out');
        continue;
      }
      const set = sockets.get(userId);
      if (!set) continue;
      for (const socket of set)
        if (socket.readyState === socket.OPEN && socketIds.get(socket) !== exceptSocket)
          socket.send(json);
    }
  });

  // Delivered acks from every socket on this node go to the database together, every 100 ms.
  const deliveredBatch = batcher(DELIVERED_FLUSH_MS, (acks) =>
    chat.deliveredMany(acks).catch((err) => app.log.warn({ err }, 'delivered acks failed')),
  );

  const heartbeat = setInterval(() => {
    for (const [userId, counter] of frameCounters)
      if (counter.lapsed() && !sockets.has(userId)) frameCounters.delete(userId);
    for (const set of sockets.values())
      for (const socket of set) {
        const alive = socket as WebSocket & { isAlive?: boolean };
        if (alive.isAlive === false) {
          socket.terminate();
          continue;
        }
        alive.isAlive = false;
        socket.ping();
      }
  }, HEARTBEAT_MS);
  heartbeat.unref();

  const stopSignOuts = deps.onSignOut((tag) =>
    bus.publish([`${SESSION_RECIPIENT}${tag}`], {
      type: 'error',
      error: { code: 'SESSION_ENDED', message: 'You signed out.' },
    }),
  );

  const stopMemberSignOuts = deps.onMemberSignedOut((userId, keepTag, reason) =>
    bus.publish([`${MEMBER_SIGNOUT_RECIPIENT}${userId}:${keepTag ?? ''}`], {
      type: 'error',
      error: reason ?? { code: 'SESSION_ENDED', message: 'You were signed out.' },
    }),
  );

  app.addHook('onClose', async () => {
    stopSignOuts();
    stopMemberSignOuts();
    clearInterval(heartbeat);
    await deliveredBatch.flush();
    unsubscribe();
    // 1012 'service restart': apps reconnect at once, to another node behind the balancer.
    for (const set of sockets.values())
      for (const socket of set) socket.close(WS_CLOSE.restart, 'restart');
  });

  app.get(
    WS_PATH,
    {
      websocket: true,
      schema: { hide: true },
      preValidation: async (request) => {
        // Cross-site WebSocket hijacking: browsers always send Origin; only our own is accepted.
        const origin = request.headers.origin;
        const own = `${request.protocol}://${request.host}`;
        if (origin && origin !== own && !trusted.has(origin))
          throw forbidden('This connection came from another site and was refused.');
        await app.requireMember(request);
        // A socket belongs to one named session, so that its sign-out closes it at once: a cookie sent
        // twice still signs him in but names none, and such a socket outlived the sign-out by a minute.
        const tag = await deps.sessionTag(request);
        if (!tag) throw unauthorized();
        sessionTags.set(request, tag);
      },
    },
    (socket, request) => {
      const member = request.member;
      if (!member) {
        socket.close(WS_CLOSE.sessionEnded, 'unauthorized');
        return;
      }
      const userId = member.userId;
      const socketId = `${nodeTag}.${(socketCount += 1)}`;
      socketIds.set(socket, socketId);
      const set = sockets.get(userId) ?? new Set<WebSocket>();
      presence.socketOpened(userId).catch((err) => request.log.warn({ err }, 'presence failed'));
      set.add(socket);
      sockets.set(userId, set);
      // A member with more apps open than allowed: his oldest close (the one he is using now works).
      // Counted on the open ones: a socket already told to close stays in the set until its app answers,
      // and a burst of new sockets must not all pass the cap by 'closing' that same oldest one again.
      const open = [...set].filter((s) => s.readyState === s.OPEN);
      for (const old of open.slice(0, Math.max(0, open.length - MESSAGING_LIMITS.socketsPerMember)))
        old.close(WS_CLOSE.replaced, 'too many connections');
      const tag = sessionTags.get(request);
      if (tag) bySession.set(tag, (bySession.get(tag) ?? new Set()).add(socket));
      if (tag) socketTags.set(socket, tag);
      (socket as WebSocket & { isAlive?: boolean }).isAlive = true;

      const send = (frame: ServerFrame) => {
        if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(frame));
      };
      const frames = frameCounters.get(userId) ?? windowCounter(FRAMES_PER_MINUTE);
      frameCounters.set(userId, frames);
      let queue: Promise<void> = Promise.resolve();

      const handle = async (frame: ClientFrame) => {
        switch (frame.type) {
          case 'ping':
            send({ type: 'pong' });
            return;
          case 'send': {
            const clientId = frame.message.clientId;
            // The service counts his sends per member, HTTP and every socket together.
            try {
              const { message } = await chat.send(
                userId,
                frame.conversationId,
                frame.message,
                socketId,
              );
              send({ type: 'ack', clientId, message });
            } catch (err) {
              if (!(err instanceof AppError)) request.log.error({ err }, 'websocket send failed');
              send({ type: 'nack', clientId, error: errorOf(err) });
            }
            return;
          }
          case 'typing':
            await chat.typing(userId, frame.conversationId, frame.typing);
            return;
          case 'read':
            await chat.advance(userId, frame.conversationId, 'read', frame.seq);
            return;
          case 'delivered':
            deliveredBatch.add(frame.conversationId, userId, frame.seq);
            return;
          case 'resume':
            send({ type: 'resumed', ...(await chat.resume(userId, frame.cursors)) });
            return;
        }
      };

      socket.on('pong', () => {
        (socket as WebSocket & { isAlive?: boolean }).isAlive = true;
      });

      socket.on('message', (data, isBinary) => {
        if (!frames.take()) {
          send({ type: 'error', error: { code: 'RATE_LIMITED', message: 'Too many frames.' } });
          return;
        }
        let frame: ClientFrame;
        try {
          if (isBinary) throw new Error('binary');
          frame = ClientFrameSchema.parse(JSON.parse(data.toString()));
        } catch {
          send({
            type: 'error',
            error: { code: 'BAD_REQUEST', message: 'That frame could not be read.' },
          });
          return;
        }
        if (hasNullChar(frame)) {
          const error = errorOf(nullCharRefused());
          send(
            frame.type === 'send'
              ? { type: 'nack', clientId: frame.message.clientId, error }
              : { type: 'error', error },
          );
          return;
        }
        // One frame at a time per socket, so an app's sends are stored in the order it sent them. A
        // socket the server closed (signed out, banned, replaced) takes no more frames, though an app
        // that never answers the close keeps its connection up and sends on until the close times out.
        queue = queue
          .then(() => (socket.readyState === socket.OPEN ? handle(frame) : undefined))
          .catch((err) => {
            if (!(err instanceof AppError)) request.log.error({ err }, 'websocket frame failed');
            send({ type: 'error', error: errorOf(err) });
          });
      });

      // Once a minute per socket: the session must still hold, and a live socket counts as the app
      // being open, so the presence sweep leaves him online.
      const checkSession = () =>
        deps
          .currentMember(request)
          .then(async (current) => {
            if (current?.userId !== userId) {
              socket.close(WS_CLOSE.sessionEnded, 'session ended');
              return;
            }
            await presence.stillConnected([userId]);
          })
          .catch((err) => request.log.warn({ err }, 'session re-check failed'));
      // Spread over the minute: sockets that connected together (after a node restart) must not
      // all re-check in the same instant.
      let recheck: NodeJS.Timeout | undefined;
      const firstCheck = setTimeout(() => {
        void checkSession();
        recheck = setInterval(() => void checkSession(), SESSION_RECHECK_MS);
        recheck.unref();
      }, Math.random() * SESSION_RECHECK_MS);
      firstCheck.unref();

      socket.on('close', () => {
        clearTimeout(firstCheck);
        clearInterval(recheck);
        set.delete(socket);
        if (tag) {
          const ofSession = bySession.get(tag);
          ofSession?.delete(socket);
          if (ofSession?.size === 0) bySession.delete(tag);
        }
        if (set.size === 0) sockets.delete(userId);
        presence.socketClosed(userId).catch((err) => request.log.warn({ err }, 'presence failed'));
      });

      send({ type: 'ready', userId });
    },
  );
}
