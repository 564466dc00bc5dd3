import { describe, expect, it } from 'vitest';
import { matchCities, timeLeftText } from '@/features/roam/lib/roam-text';

const now = Date.parse('2026-11-26T12:00:00Z');
const at = (ms: number) => new Date(now + ms).toISOString();
const MIN = 60_000;
const HOUR = 60 * MIN;

describe('timeLeftText', () => {
  it.each([
    [7 * 24 * HOUR, '7 days left'],
    [6 * 24 * HOUR + 23 * HOUR + 59 * MIN, '6 days 23 h left'],
    [24 * HOUR + 30 * MIN, '1 day left'],
    [5 * HOUR + 12 * MIN + 30_000, '5 h 12 min left'],
    [HOUR, '1 h left'],
    [12 * MIN, '12 min left'],
    [30_000, 'Less than a minute left'],
    [-5 * MIN, 'Less than a minute left'],
  ])('%i ms -> %s', (ms, text) => {
    expect(timeLeftText(at(ms), now)).toBe(text);
  });
});

describe('matchCities', () => {
  it('finds a city by any part of its or its country’s name, in any case', () => {
    expect(matchCities('par').map((c) => c.name)).toEqual(['Paris']);
    expect(matchCities('  GERMANY ').map((c) => c.name)).toEqual([
      'Berlin',
      'Cologne',
      'Hamburg',
      'Munich',
    ]);
    expect(matchCities('').length).toBeGreaterThan(50);
    expect(matchCities('atlantis')).toEqual([]);
  });
});
