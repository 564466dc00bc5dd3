import { describe, expect, it } from 'vitest';
import { parsePrice, priceText } from '@/features/marketplace/lib/price';

describe('parsePrice', () => {
  it('reads whole amounts, decimals with a point or a comma, and thousands separators', () => {
    expect(parsePrice('25')).toBe(2500);
    expect(parsePrice(' 25.5 ')).toBe(2550);
    expect(parsePrice('12,50')).toBe(1250);
    expect(parsePrice('1,250.00')).toBe(125000);
    expect(parsePrice('0')).toBe(0);
  });

  it('refuses what is not a price', () => {
    for (const bad of ['', '-1', 'abc', '1.234', '12.', '1e3', '99999999'])
      expect(parsePrice(bad), bad).toBeNull();
  });

  it('shows cents back as the field had them', () => {
    expect(priceText(2500)).toBe('25');
    expect(priceText(2550)).toBe('25.50');
  });
});
