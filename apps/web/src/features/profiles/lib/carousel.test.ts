import { describe, expect, it } from 'vitest';
import { dragStep, rolesOf, wrapPage } from '@/features/profiles/lib/carousel';

describe('profile card carousel', () => {
  it('wraps past the last page to the first and before the first to the last', () => {
    expect(wrapPage(3, 3)).toBe(0);
    expect(wrapPage(-1, 3)).toBe(2);
    expect(wrapPage(1, 3)).toBe(1);
  });

  it('turns the page only past the 80 px threshold', () => {
    expect(dragStep(-79, 80)).toBe(0);
    expect(dragStep(-80, 80)).toBe(1);
    expect(dragStep(120, 80)).toBe(-1);
  });

  it('maps positions to the four role icons', () => {
    expect(rolesOf(['vers-top', 'vers-bottom', 'side', 'oral'])).toEqual(['vers', 'side']);
  });
});
