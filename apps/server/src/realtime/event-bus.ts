import { EventEmitter } from 'node:events';
import type { Redis } from 'ioredis';
import type { ServerFrame } from '@blaze/contracts';

/**
 * One fan-out: a frame (already JSON) for these members, wherever their apps are connected, except
 * the one socket named by `exceptSocket` (the app that sent a message has it in its ack already).
 */
export type DeliveryHandler = (to: string[], json: string, exceptSocket: string | null) => void;

/**
 * Carries realtime frames from a service to every node's gateway. Embedded: in this process. With Redis:
 * one pub/sub channel, so a frame published on node A reaches the members connected to node B. Services
 * publish only after the database has committed what the frame announces.
 */
export interface EventBus {
  readonly kind: 'memory' | 'redis';
  publish(to: string[], frame: ServerFrame, exceptSocket?: string | null): void;
  subscribe(handler: DeliveryHandler): () => void;
  /**
   * Tells every node, this one too, that something it may hold in memory changed (a member's
   * notification settings, his presence): `data` is a short string without a newline (a member id).
   * At most once, like the frames: what a node caches from it also expires on its own.
   */
  tell(topic: string, data: string): void;
  hear(topic: string, handler: (data: string) => void): () => void;
  close(): Promise<void>;
}

/** A node-wide topic travels as a fan-out whose header is `#topic` (member ids never start with '#'). */
const TOPIC_MARK = '#';
const toldWhole = (data: string) => {
  if (data.includes('\n')) throw new Error('what the bus tells is one line');
};

export function memoryEventBus(): EventBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    kind: 'memory',
    publish(to, frame, exceptSocket = null) {
      if (to.length === 0) return;
      emitter.emit('delivery', to, JSON.stringify(frame), exceptSocket);
    },
    subscribe(handler) {
      emitter.on('delivery', handler);
      return () => emitter.off('delivery', handler);
    },
    tell(topic, data) {
      toldWhole(data);
      emitter.emit(TOPIC_MARK + topic, data);
    },
    hear(topic, handler) {
      emitter.on(TOPIC_MARK + topic, handler);
      return () => emitter.off(TOPIC_MARK + topic, handler);
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}

/**
 * Wire format of one Redis message: one or more fan-outs, each two lines: the member ids
 * comma-separated (then a space and the socket to skip, if any), and the frame's JSON (which never
 * holds a raw newline). A node passes the JSON through untouched (no parse, no re-encode).
 */
export function encodeDeliveries(
  entries: Array<{ to: string[]; json: string; exceptSocket: string | null }>,
): string {
  return entries
    .map((e) => `${e.to.join(',')}${e.exceptSocket ? ` ${e.exceptSocket}` : ''}\n${e.json}`)
    .join('\n');
}

export function decodeDeliveries(payload: string, deliver: DeliveryHandler): boolean {
  const lines = payload.split('\n');
  if (lines.length < 2 || lines.length % 2 !== 0) return false;
  for (let i = 0; i < lines.length; i += 2) {
    const header = lines[i]!;
    const space = header.indexOf(' ');
    const ids = space < 0 ? header : header.slice(0, space);
    if (!ids) return false;
    deliver(ids.split(','), lines[i + 1]!, space < 0 ? null : header.slice(space + 1));
  }
  return true;
}

/**
 * Redis pub/sub on two connections of its own, duplicated from the app's: one subscribes, the other
 * publishes. Everything a node publishes in one turn of its event loop (a batch of sends stored by one
 * commit, the receipts of one flush of delivered acks) leaves as one Redis message: one command for
 * Redis, one read for every node, instead of one per frame.
 */
export async function redisEventBus(
  shared: Redis,
  channel: string,
  onError: (err: unknown) => void,
): Promise<EventBus> {
  const subscriber = shared.duplicate();
  const publisher = shared.duplicate();
  publisher.on('error', onError);
  const handlers = new Set<DeliveryHandler>();
  const topics = new EventEmitter();
  topics.setMaxListeners(0);
  subscriber.on('error', onError);
  const deliver: DeliveryHandler = (to, json, exceptSocket) => {
    if (to[0]!.startsWith(TOPIC_MARK)) {
      topics.emit(to[0]!, json);
      return;
    }
    for (const handler of handlers) handler(to, json, exceptSocket);
  };
  subscriber.on('message', (_channel: string, payload: string) => {
    if (!decodeDeliveries(payload, deliver)) onError(new Error('malformed event bus payload'));
  });
  await subscriber.subscribe(channel);

  let pending: Array<{ to: string[]; json: string; exceptSocket: string | null }> = [];
  const flush = () => {
    const entries = pending;
    pending = [];
    publisher.publish(channel, encodeDeliveries(entries)).catch(onError);
  };
  return {
    kind: 'redis',
    publish(to, frame, exceptSocket = null) {
      if (to.length === 0) return;
      if (pending.length === 0) setImmediate(flush);
      pending.push({ to, json: JSON.stringify(frame), exceptSocket });
    },
    subscribe(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    tell(topic, data) {
      toldWhole(data);
      if (pending.length === 0) setImmediate(flush);
      pending.push({ to: [TOPIC_MARK + topic], json: data, exceptSocket: null });
    },
    hear(topic, handler) {
      topics.on(TOPIC_MARK + topic, handler);
      return () => topics.off(TOPIC_MARK + topic, handler);
    },
    async close() {
      if (pending.length) flush();
      handlers.clear();
      topics.removeAllListeners();
      await Promise.all([subscriber, publisher].map((c) => c.quit().catch(() => c.disconnect())));
    },
  };
}
