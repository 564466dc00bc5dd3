import { describe, expect, it } from 'vitest';
import { groupDigits } from './numbers.ts';

describe('groupDigits', () => {
  it('writes numbers as toLocaleString("en") does', () => {
    for (const n of [0, 7, 999, 1000, 12_345, 100_000, 2_000_000, 1_234_567_890])
      expect(groupDigits(n)).toBe(n.toLocaleString('en'));
  });
});
