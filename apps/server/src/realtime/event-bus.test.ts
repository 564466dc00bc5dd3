import { describe, expect, it } from 'vitest';
import { decodeDeliveries, encodeDeliveries, memoryEventBus } from './event-bus.ts';

describe('event bus wire format', () => {
  it('carries several fan-outs in one Redis message, each with its members and the socket to skip', () => {
    const entries = [
      {
        to: ['u1', 'u2'],
        json: JSON.stringify({ type: 'message', text: 'two\nlines' }),
        exceptSocket: null,
      },
      { to: ['u3'], json: '{"type":"receipt"}', exceptSocket: 'node.7' },
    ];
    const got: unknown[] = [];
    expect(
      decodeDeliveries(encodeDeliveries(entries), (to, json, except) =>
        got.push({ to, json, exceptSocket: except }),
      ),
    ).toBe(true);
    expect(got).toEqual(entries);
  });

  it('refuses a payload that is not whole', () => {
    const deliver = () => undefined;
    expect(decodeDeliveries('u1', deliver)).toBe(false);
    expect(decodeDeliveries('\n{}', deliver)).toBe(false);
    expect(decodeDeliveries('u1\n{}\nu2', deliver)).toBe(false);
  });

  it('in memory, hands the frame and the socket to skip to every subscriber', () => {
    const bus = memoryEventBus();
    const got: unknown[] = [];
    bus.subscribe((to, json, except) => got.push([to, JSON.parse(json), except]));
    bus.publish(['u1'], { type: 'pong' }, 's1');
    bus.publish([], { type: 'pong' });
    expect(got).toEqual([[['u1'], { type: 'pong' }, 's1']]);
  });
});
