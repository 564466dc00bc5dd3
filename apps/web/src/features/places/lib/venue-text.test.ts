import { describe, expect, it } from 'vitest';
import { openingText, timeLeft, venueDistance } from '@/features/places/lib/venue-text';

describe('venue texts', () => {
  it('says when a venue is open or opens next', () => {
    expect(openingText({ openNow: true, closesAt: '04:00', opensAt: null })).toBe(
      'Open now · until 04:00',
    );
    expect(openingText({ openNow: true, closesAt: null, opensAt: null })).toBe('Open now');
    expect(
      openingText({
        openNow: false,
        closesAt: null,
        opensAt: { time: '18:00', inDays: 0, weekday: 5 },
      }),
    ).toBe('Closed · opens 18:00');
    expect(
      openingText({
        openNow: false,
        closesAt: null,
        opensAt: { time: '18:00', inDays: 1, weekday: 6 },
      }),
    ).toBe('Closed · opens tomorrow 18:00');
    expect(
      openingText({
        openNow: false,
        closesAt: null,
        opensAt: { time: '22:00', inDays: 6, weekday: 5 },
      }),
    ).toBe('Closed · opens Fri 22:00');
    expect(openingText({ openNow: false, closesAt: null, opensAt: null })).toBe('Closed');
  });

  it('formats distances and time left', () => {
    expect(venueDistance(null)).toBeNull();
    expect(venueDistance(120)).toBe('120 m');
    expect(venueDistance(1440)).toBe('1.4 km');
    expect(venueDistance(12_400)).toBe('12 km');
    const now = Date.parse('2026-12-04T20:00:00Z');
    expect(timeLeft('2026-12-04T23:00:20Z', now)).toBe('3:00');
    expect(timeLeft('2026-12-04T22:59:30Z', now)).toBe('2:59');
    expect(timeLeft('2026-12-04T20:05:00Z', now)).toBe('0:05');
    expect(timeLeft('2026-12-04T19:00:00Z', now)).toBe('0:00');
  });
});
