import { MARKETPLACE_LIMITS } from '@blaze/contracts/marketplace';

/**
 * A price as he types it ('25', '25.5', '1,250.00', '12,50') in cents, or null when it is not a price.
 * A comma followed by exactly one or two digits at the end is a decimal comma.
 */
export function parsePrice(input: string): number | null {
  let text = input.trim().replace(/\s/g, '');
  if (!text) return null;
  if (/,\d{1,2}$/.test(text) && !text.includes('.')) text = text.replace(',', '.');
  text = text.replace(/,/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  const cents = Math.round(Number(text) * 100);
  return cents <= MARKETPLACE_LIMITS.priceMaxMinor ? cents : null;
}

/** Cents as the price field shows them: '25', '25.50'. */
export function priceText(cents: number): string {
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}
