import { describe, expect, it } from 'vitest';
import { hasNullChar } from './null-char.ts';

describe('hasNullChar', () => {
  it('finds a null character in any string or key, at any depth', () => {
    expect(hasNullChar('plain text, emoji 🔥 and\nnew lines')).toBe(false);
    expect(hasNullChar({ a: [{ b: 'x' }], n: 1, none: null })).toBe(false);
    expect(hasNullChar('a\u0000b')).toBe(true);
    expect(hasNullChar({ message: { text: ['ok', 'a\u0000'] } })).toBe(true);
    expect(hasNullChar({ cursors: { 'chat\u0000': 3 } })).toBe(true);
  });

  it('leaves bytes alone (uploads are not text)', () => {
    expect(hasNullChar(Buffer.from([0, 1, 2]))).toBe(false);
  });
});
