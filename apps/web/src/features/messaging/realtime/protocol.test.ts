import { describe, expect, it } from 'vitest';
import { MESSAGING_LIMITS, OUTBOX, WS_PATH as CONTRACT_WS_PATH } from '@blaze/contracts/messaging';
import { OUTBOX_TIMING, PROTOCOL_LIMITS, WS_PATH } from '@/features/messaging/realtime/protocol';

describe('the realtime copy of the messaging contract', () => {
  it('matches the contract', () => {
    expect(WS_PATH).toBe(CONTRACT_WS_PATH);
    expect(OUTBOX_TIMING).toEqual(OUTBOX);
    for (const [key, value] of Object.entries(PROTOCOL_LIMITS)) {
      expect(MESSAGING_LIMITS[key as keyof typeof MESSAGING_LIMITS], key).toBe(value);
    }
  });
});
