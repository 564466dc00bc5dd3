/**
 * The checkout screen of the payments module, for an offer: `/app/checkout?product=<id>&return=<path>`.
 * The one place the link is spelled until the typed path map has `paths.checkout` (the payments branch).
 */
export function checkoutLink(product: string, returnTo: string): string {
  const search = new URLSearchParams({ product, return: returnTo });
  return `/app/checkout?${search.toString()}`;
}
