import { describe, expect, it } from 'vitest';
import { minutesLeft, timeLeft } from '@/features/right-now/lib/right-now-time';

const at = Date.parse('2026-11-26T10:00:00Z');
const plus = (ms: number) => new Date(at + ms).toISOString();

describe('timeLeft', () => {
  it('counts down in minutes and seconds, and stops at 0:00', () => {
    expect(timeLeft(plus(60 * 60_000), at)).toBe('60:00');
    expect(timeLeft(plus(4 * 60_000 + 5_000), at)).toBe('4:05');
    expect(timeLeft(plus(500), at)).toBe('0:01');
    expect(timeLeft(plus(-5_000), at)).toBe('0:00');
  });
});

describe('minutesLeft', () => {
  it('rounds up to whole minutes until it ends', () => {
    expect(minutesLeft(plus(44 * 60_000 + 1), at)).toBe('45 min left');
    expect(minutesLeft(plus(30_000), at)).toBe('1 min left');
    expect(minutesLeft(plus(0), at)).toBe('ending');
  });
});
