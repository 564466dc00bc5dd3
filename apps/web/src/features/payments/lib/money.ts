import type { Money } from '@blaze/contracts/payments';

/** How many decimals a currency's minor unit has (2 for EUR, 0 for JPY). */
export function currencyDigits(currency: string): number {
  try {
    return (
      new Intl.NumberFormat('en', {
        style: 'currency',
        currency: currency.toUpperCase(),
      }).resolvedOptions().maximumFractionDigits ?? 2
    );
  } catch {
    return 2;
  }
}

/** A price in the member's own number format: €3.99, US$8.99. */
export function formatMoney({ amountMinor, currency }: Money, locale?: string): string {
  const code = currency.toUpperCase();
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency: code }).format(
      amountMinor / 10 ** currencyDigits(code),
    );
  } catch {
    return `${(amountMinor / 100).toFixed(2)} ${code}`;
  }
}

/** Card digits in groups of four as he types (spaces are dropped again by the server). */
export function groupCardNumber(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** MM/YY as he types: the slash comes by itself after the month. */
export function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** A key for one checkout attempt: the same key twice is the same order on the server. */
export function newAttemptKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
