import { EventEmitter } from 'node:events';
import type { Redis } from 'ioredis';
import type { ServerFrame } from '@blaze/contracts';

/** One fan-out: a frame (already JSON) for these members, wherever their apps are connected. */
export type DeliveryHandler = (to: string[], json: string) => void;

/**
 * Carries realtime frames from a service to every node's gateway. Embedded: in this process. With Redis:
 * one pub/sub channel, so a frame published on node A reaches the members connected to node B. Services
 * publish only after the database has committed what the frame announces.
 */
export interface EventBus {
  readonly kind: 'memory' | 'redis';
  publish(to: string[], frame: ServerFrame): void;
  subscribe(handler: DeliveryHandler): () => void;
  close(): Promise<void>;
}

export function memoryEventBus(): EventBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    kind: 'memory',
    publish(to, frame) {
      if (to.length === 0) return;
      emitter.emit('delivery', to, JSON.stringify(frame));
    },
    subscribe(handler) {
      emitter.on('delivery', handler);
      return () => emitter.off('delivery', handler);
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}

/**
 * Redis pub/sub on two connections of its own, duplicated from the app's: one subscribes; the other
 * publishes with auto-pipelining, so the frames a node publishes in one turn of its event loop (a
 * message and its echo, a batch of receipts) leave in one write instead of one system call each.
 */
export async function redisEventBus(
  shared: Redis,
  channel: string,
  onError: (err: unknown) => void,
): Promise<EventBus> {
  const subscriber = shared.duplicate();
  const publisher = shared.duplicate({ enableAutoPipelining: true });
  publisher.on('error', onError);
  const handlers = new Set<DeliveryHandler>();
  subscriber.on('error', onError);
  // Wire format: the member ids, comma-separated, a newline, then the frame's JSON. A node passes the
  // JSON through untouched (no parse, no re-encode), and skips it when none of the ids is connected here.
  subscriber.on('message', (_channel: string, payload: string) => {
    const cut = payload.indexOf('\n');
    if (cut <= 0) {
      onError(new Error('malformed event bus payload'));
      return;
    }
    const to = payload.slice(0, cut).split(',');
    const json = payload.slice(cut + 1);
    for (const handler of handlers) handler(to, json);
  });
  await subscriber.subscribe(channel);
  return {
    kind: 'redis',
    publish(to, frame) {
      if (to.length === 0) return;
      publisher.publish(channel, `${to.join(',')}\n${JSON.stringify(frame)}`).catch(onError);
    },
    subscribe(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    async close() {
      handlers.clear();
      await Promise.all([subscriber, publisher].map((c) => c.quit().catch(() => c.disconnect())));
    },
  };
}
