import { describe, expect, it } from 'vitest';
import { getInitials } from './initials';

describe('getInitials', () => {
  it.each([
    ['Blaze User', 'BU'],
    ['jake', 'J'],
    ['  mark   anthony  smith ', 'MA'],
    ['sam_the.man', 'ST'],
    ['Élan vital', 'ÉV'],
    ['', 'U'],
    [null, 'U'],
    [undefined, 'U'],
    ['🔥 ✨', 'U'],
  ])('%j -> %s', (name, expected) => {
    expect(getInitials(name)).toBe(expected);
  });
});
