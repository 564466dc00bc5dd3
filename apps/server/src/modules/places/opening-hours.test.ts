import { describe, expect, it } from 'vitest';
import { localClock, openingState, weekMinutes, type Hours } from './opening-hours.ts';

const every = (opens: string, closes: string) =>
  [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, opens, closes }));

describe('opening hours', () => {
  it('reads the wall clock in the venue’s zone, daylight saving included', () => {
    // 2026-03-29 01:30 UTC: Berlin has just sprung forward to 03:30.
    expect(localClock(new Date('2026-03-29T01:30:00Z'), 'Europe/Berlin')).toEqual({
      date: '2026-03-29',
      weekday: 0,
      time: '03:30',
    });
    expect(localClock(new Date('2026-03-29T01:30:00Z'), 'America/Los_Angeles')).toEqual({
      date: '2026-03-28',
      weekday: 6,
      time: '18:30',
    });
  });

  it('treats equal times as open around the clock, with no closing time', () => {
    const h: Hours = { timeZone: 'UTC', hours: every('00:00', '00:00'), hourExceptions: [] };
    expect(openingState(h, new Date('2026-12-04T00:00:00Z'))).toEqual({
      openNow: true,
      closesAt: null,
      opensAt: null,
    });
    expect(openingState(h, new Date('2026-12-04T13:37:00Z')).openNow).toBe(true);
  });

  it('finds the next opening days ahead, or none at all', () => {
    const monday = {
      timeZone: 'UTC',
      hours: [{ day: 1, opens: '09:00', closes: '17:00' }],
      hourExceptions: [],
    };
    // Friday 2026-12-04 18:00: next Monday.
    expect(openingState(monday, new Date('2026-12-04T18:00:00Z')).opensAt).toEqual({
      time: '09:00',
      inDays: 3,
      weekday: 1,
    });
    // Monday 17:00 sharp: closed, opens next Monday.
    expect(openingState(monday, new Date('2026-12-07T17:00:00Z'))).toMatchObject({
      openNow: false,
      opensAt: { inDays: 7 },
    });
    // An exception with other hours opens a usually closed day.
    const special: Hours = {
      ...monday,
      hourExceptions: [{ date: '2026-12-05', opens: '20:00', closes: '23:00' }],
    };
    expect(openingState(special, new Date('2026-12-05T21:00:00Z'))).toMatchObject({
      openNow: true,
      closesAt: '23:00',
    });
    const never: Hours = { timeZone: 'UTC', hours: [], hourExceptions: [] };
    expect(openingState(never, new Date())).toEqual({
      openNow: false,
      closesAt: null,
      opensAt: null,
    });
  });
});

describe('minutes of the week', () => {
  it('writes the weekly hours as ranges, a Saturday night wrapping to Sunday', () => {
    expect(weekMinutes([])).toBe('{}');
    expect(
      weekMinutes([
        { day: 1, opens: '09:00', closes: '17:00' },
        { day: 6, opens: '22:00', closes: '04:00' },
        { day: 0, opens: '12:00', closes: '12:00' },
      ]),
    ).toBe('{[1980,2460),[9960,10080),[0,240),[720,2160)}');
  });
});
