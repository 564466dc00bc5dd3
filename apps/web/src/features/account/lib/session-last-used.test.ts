import { describe, expect, it } from 'vitest';
import { sessionLastUsed } from '@/features/account/lib/session-last-used';

describe('sessionLastUsed', () => {
  const now = Date.parse('2026-11-26T12:00:00Z');
  it.each([
    ['2026-11-26T11:59:00Z', 'Used today'],
    ['2026-11-25T10:00:00Z', 'Used yesterday'],
    ['2026-11-20T12:00:00Z', 'Used 6 days ago'],
    ['2026-08-01T12:00:00Z', 'Used over two months ago'],
    ['2026-11-27T12:00:00Z', 'Used today'],
  ])('%s -> %s', (iso, text) => {
    expect(sessionLastUsed(iso, now)).toBe(text);
  });
});
