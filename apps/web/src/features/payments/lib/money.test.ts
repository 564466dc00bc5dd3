import { describe, expect, it } from 'vitest';
import { currencyDigits, formatExpiry, formatMoney, groupCardNumber, newAttemptKey } from './money';

describe('payments formatting', () => {
  it('shows prices from minor units in the currency', () => {
    expect(formatMoney({ amountMinor: 399, currency: 'eur' }, 'en-IE')).toBe('€3.99');
    expect(formatMoney({ amountMinor: 899, currency: 'usd' }, 'en-US')).toBe('$8.99');
    expect(formatMoney({ amountMinor: 500, currency: 'jpy' }, 'en-US')).toBe('¥500');
    expect(currencyDigits('eur')).toBe(2);
    expect(currencyDigits('JPY')).toBe(0);
    expect(currencyDigits('not a currency')).toBe(2);
  });

  it('groups card digits and writes the expiry slash', () => {
    expect(groupCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(groupCardNumber('4242-42x')).toBe('4242 42');
    expect(formatExpiry('1234')).toBe('12/34');
    expect(formatExpiry('1')).toBe('1');
  });

  it('makes keys the server accepts, different each time', () => {
    const a = newAttemptKey();
    expect(a).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(newAttemptKey()).not.toBe(a);
  });
});
