import { EventEmitter } from 'node:events';
import type { Redis } from 'ioredis';
import type { ServerFrame } from '@blaze/contracts';

/** One fan-out: a frame for these members, wherever their apps are connected. */
export type Delivery = { to: string[]; frame: ServerFrame };
export type DeliveryHandler = (delivery: Delivery, json: string) => void;

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
      const delivery = { to, frame };
      const json = JSON.stringify(frame);
      emitter.emit('delivery', delivery, json);
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

/** Redis pub/sub: `publisher` is the app's shared connection; a duplicate subscribes. */
export async function redisEventBus(
  publisher: Redis,
  channel: string,
  onError: (err: unknown) => void,
): Promise<EventBus> {
  const subscriber = publisher.duplicate();
  const handlers = new Set<DeliveryHandler>();
  subscriber.on('error', onError);
  subscriber.on('message', (_channel: string, payload: string) => {
    let delivery: Delivery;
    try {
      delivery = JSON.parse(payload) as Delivery;
    } catch (err) {
      onError(err);
      return;
    }
    const json = JSON.stringify(delivery.frame);
    for (const handler of handlers) handler(delivery, json);
  });
  await subscriber.subscribe(channel);
  return {
    kind: 'redis',
    publish(to, frame) {
      if (to.length === 0) return;
      publisher.publish(channel, JSON.stringify({ to, frame })).catch(onError);
    },
    subscribe(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    async close() {
      handlers.clear();
      await subscriber.quit().catch(() => subscriber.disconnect());
    },
  };
}
