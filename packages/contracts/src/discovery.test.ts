import { describe, expect, it } from 'vitest';
import { formatDistance, NearbyQuerySchema, roundDistanceM } from './discovery.ts';

describe('distance rounding and format', () => {
  it('rounds up to 250 m steps under 1 km, never showing less than 250 m', () => {
    expect(formatDistance(3)).toBe('250 m');
    expect(formatDistance(251)).toBe('500 m');
    expect(formatDistance(999)).toBe('1.0 km');
  });

  it('uses half-kilometre steps with one decimal under 10 km, whole km beyond', () => {
    expect(formatDistance(1_001)).toBe('1.5 km');
    expect(formatDistance(4_200)).toBe('4.5 km');
    expect(formatDistance(9_800)).toBe('10 km');
    expect(formatDistance(12_300)).toBe('13 km');
  });

  it('never reports a finer distance than its step', () => {
    for (let m = 0; m < 30_000; m += 37) {
      const r = roundDistanceM(m);
      expect(r).toBeGreaterThanOrEqual(m);
      expect(r % 250).toBe(0);
    }
  });
});

describe('nearby query', () => {
  it('defaults to 25 km, ages 18..99 and 50 rows', () => {
    expect(NearbyQuerySchema.parse({})).toMatchObject({
      radiusKm: 25,
      minAge: 18,
      maxAge: 99,
      limit: 50,
      onlineOnly: false,
    });
  });

  it('refuses bad parameters', () => {
    for (const bad of [
      { limit: '101' },
      { minAge: '17' },
      { minAge: '50', maxAge: '30' },
      { radiusKm: 'far' },
      { types: 'pilot' },
      { lat: '1' },
    ]) {
      expect(NearbyQuerySchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});
