import { useSearchParams } from 'react-router';
import { ProductIdSchema } from '@blaze/contracts/payments';
import { paths } from '@/config/paths';
import { safeRedirectPath } from '@/lib/safe-redirect';
import { CheckoutScreen } from '@/features/payments/components/checkout-screen';

/** /app/checkout?product=<id>&return=<path>: buying one add-on, then back to where he came from. */
export default function CheckoutRoute() {
  const [search] = useSearchParams();
  const product = ProductIdSchema.safeParse(search.get('product'));
  return (
    <CheckoutScreen
      productId={product.success ? product.data : null}
      returnPath={safeRedirectPath(search.get('return')) ?? paths.settings.to()}
      orderId={search.get('order')}
      cancelled={search.get('cancelled') === '1'}
    />
  );
}
