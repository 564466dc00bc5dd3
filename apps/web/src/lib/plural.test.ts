import { describe, expect, it } from 'vitest';
import { plural } from '@/lib/plural';

describe('plural', () => {
  it('says one in the singular and every other count in the plural', () => {
    expect(plural(1, 'member')).toBe('1 member');
    expect(plural(0, 'member')).toBe('0 members');
    expect(plural(2, 'reply', 'replies')).toBe('2 replies');
    expect(plural(1200, 'view', 'views', '1.2k')).toBe('1.2k views');
  });
});
