/**
 * 12345 -> '12,345', as `toLocaleString('en')` writes it, for limits in validation messages. Schemas
 * are built when their module loads, and each `toLocaleString` call builds an `Intl.NumberFormat`:
 * tens of milliseconds on a phone, on every screen that imports the schemas (issue 29).
 */
export function groupDigits(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
