import { RIGHT_NOW_OFFER_PRODUCTS } from '@blaze/contracts/right-now';
import { paths } from '@/config/paths';

/**
 * The checkout screen's address for an offer (the payments feature's `/app/checkout`), built in this one
 * place until the typed path map has it; he comes back to Right Now after paying.
 */
export function checkoutUrl(product: keyof typeof RIGHT_NOW_OFFER_PRODUCTS): string {
  const search = new URLSearchParams({
    product: RIGHT_NOW_OFFER_PRODUCTS[product],
    return: paths.rightNow.to(),
  });
  return `/app/checkout?${search.toString()}`;
}
