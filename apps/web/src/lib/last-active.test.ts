import { describe, expect, it } from 'vitest';
import { lastActiveText } from '@/lib/last-active';

describe('lastActiveText', () => {
  const now = Date.parse('2026-11-23T12:00:00Z');
  const ago = (ms: number) => new Date(now - ms).toISOString();

  it('speaks in steps no finer than five minutes', () => {
    expect(lastActiveText(ago(60_000), now)).toBe('Active just now');
    expect(lastActiveText(ago(17 * 60_000), now)).toBe('Active 15 min ago');
    expect(lastActiveText(ago(3 * 3_600_000 + 5), now)).toBe('Active 3 h ago');
    expect(lastActiveText(ago(26 * 3_600_000), now)).toBe('Active 1 day ago');
    expect(lastActiveText(ago(5 * 86_400_000), now)).toBe('Active 5 days ago');
    expect(lastActiveText(ago(90 * 86_400_000), now)).toBe('Active over a month ago');
  });
});
