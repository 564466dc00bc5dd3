import { describe, expect, it } from 'vitest';
import { eventWhen } from '@/features/events/lib/event-when';

describe('eventWhen', () => {
  // A Monday afternoon, local time.
  const now = new Date(2026, 10, 23, 15, 0);
  const at = (days: number, hour: number) => new Date(2026, 10, 23 + days, hour, 0).toISOString();

  it('says tonight, tomorrow or the weekday for the coming week', () => {
    expect(eventWhen(at(0, 23), now, 'en-GB')).toBe('Tonight, 23:00');
    expect(eventWhen(at(0, 16), now, 'en-GB')).toBe('Today, 16:00');
    expect(eventWhen(at(0, 14), now, 'en-GB')).toBe('On now, since 14:00');
    expect(eventWhen(at(1, 22), now, 'en-GB')).toBe('Tomorrow, 22:00');
    expect(eventWhen(at(4, 23), now, 'en-GB')).toBe('Fri, 23:00');
  });

  it('gives the date beyond a week', () => {
    expect(eventWhen(at(12, 22), now, 'en-GB')).toBe('Sat 5 Dec, 22:00');
  });
});
