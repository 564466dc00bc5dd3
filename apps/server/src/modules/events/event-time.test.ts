import { describe, expect, it } from 'vitest';
import { instantToZoned, isTimeZone, zonedToInstant } from './event-time.ts';

describe('zoned event times', () => {
  it('reads a wall-clock time in the zone, summer and winter', () => {
    expect(zonedToInstant('2026-07-10T23:00', 'Europe/Berlin')?.toISOString()).toBe(
      '2026-07-10T21:00:00.000Z',
    );
    expect(zonedToInstant('2026-01-10T23:00', 'Europe/Berlin')?.toISOString()).toBe(
      '2026-01-10T22:00:00.000Z',
    );
    expect(zonedToInstant('2026-01-10T18:30', 'America/New_York')?.toISOString()).toBe(
      '2026-01-10T23:30:00.000Z',
    );
    expect(zonedToInstant('2026-01-10T10:00', 'Australia/Sydney')?.toISOString()).toBe(
      '2026-01-09T23:00:00.000Z',
    );
  });

  it('refuses dates that do not exist', () => {
    expect(zonedToInstant('2026-02-31T10:00', 'UTC')).toBeNull();
    expect(zonedToInstant('2026-02-10 10:00', 'UTC')).toBeNull();
    expect(zonedToInstant('2026-02-10T24:00', 'UTC')).toBeNull();
  });

  it('gives the wall-clock time back', () => {
    const at = zonedToInstant('2026-03-29T12:15', 'Europe/London')!;
    expect(instantToZoned(at, 'Europe/London')).toBe('2026-03-29T12:15');
    expect(instantToZoned(at, 'UTC')).toBe('2026-03-29T11:15');
  });

  it('knows IANA zones', () => {
    expect(isTimeZone('Europe/Berlin')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});
