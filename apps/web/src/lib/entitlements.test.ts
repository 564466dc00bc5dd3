import { describe, expect, it } from 'vitest';
import type { EntitlementsSummary } from '@blaze/contracts/entitlements';
import { rightNowBadge } from '@/lib/entitlements';

const summary = (freeLeft: number, unlimited = false): EntitlementsSummary => ({
  plus: { active: unlimited, endsAt: null },
  rightNow: { freeLeft, freePerDay: 2, nextFreeAt: null, packLeft: 0, unlimited },
  boost: { left: 0 },
  roam: { left: 0, unlimited },
  grants: [],
});

describe('rightNowBadge', () => {
  it("shows '2 FREE', '1 FREE', then none, and 'PLUS' with Blaze Plus", () => {
    expect(rightNowBadge(summary(2))).toBe('2 FREE');
    expect(rightNowBadge(summary(1))).toBe('1 FREE');
    expect(rightNowBadge(summary(0))).toBeUndefined();
    expect(rightNowBadge(summary(0, true))).toBe('PLUS');
    expect(rightNowBadge(undefined)).toBeUndefined();
  });
});
