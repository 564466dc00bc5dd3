import { RIGHT_NOW_OFFER_PRODUCTS } from '@blaze/contracts/right-now';
import { paths } from '@/config/paths';

/** The checkout screen's address for an offer; he comes back to Right Now after paying. */
export function checkoutUrl(product: keyof typeof RIGHT_NOW_OFFER_PRODUCTS): string {
  return paths.checkout.to(RIGHT_NOW_OFFER_PRODUCTS[product], paths.rightNow.to());
}
