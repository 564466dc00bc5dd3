import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Check, CircleAlert, FlaskConical, ShoppingBag } from 'lucide-react';
import type { CardPaymentBody, Product, ProductId } from '@blaze/contracts/payments';
import { paths } from '@/config/paths';
import { ApiError, friendlyMessage } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { StatusPanel } from '@/components/status-screen';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useOrder } from '@/features/payments/api/get-orders';
import { useProducts } from '@/features/payments/api/get-products';
import { usePayOrder } from '@/features/payments/api/pay-order';
import { useStartCheckout } from '@/features/payments/api/start-checkout';
import { CardForm } from '@/features/payments/components/card-form';
import { formatMoney, newAttemptKey } from '@/features/payments/lib/money';

interface CheckoutScreenProps {
  productId: ProductId | null;
  /** Where he goes once it is paid (a path inside the app). */
  returnPath: string;
  /** Set when he comes back from the provider's payment page. */
  orderId: string | null;
  cancelled: boolean;
}

/** Codes after which this attempt's order is closed: the next tap starts a new one. */
const CLOSES_ORDER = new Set([
  'CARD_DECLINED',
  'INSUFFICIENT_FUNDS',
  'ORDER_EXPIRED',
  'ORDER_CLOSED',
]);

/** /app/checkout: the product, its price and what it gives, and the provider's way to pay. */
export function CheckoutScreen({ productId, returnPath, orderId, cancelled }: CheckoutScreenProps) {
  const products = useProducts();
  const product = products.data?.items.find((p) => p.id === productId) ?? null;

  if (!productId || (products.isSuccess && !product))
    return (
      <StatusPanel
        title="This add-on is not on sale"
        description="It may have been taken off sale. Have a look at what there is in Purchases."
        icon={<ShoppingBag aria-hidden />}
      >
        <Button asChild variant="secondary">
          <Link to={paths.settings.to()}>Go to Purchases</Link>
        </Button>
      </StatusPanel>
    );
  if (products.isError)
    return (
      <StatusPanel
        title="Checkout did not load"
        description={friendlyMessage(products.error)}
        icon={<CircleAlert aria-hidden />}
        tone="danger"
      >
        <Button variant="secondary" onClick={() => void products.refetch()}>
          Try again
        </Button>
      </StatusPanel>
    );

  return (
    <div className="flex flex-col gap-4 px-4 pt-6">
      <title>Checkout · Blaze</title>
      <h1 className="text-2xl font-black tracking-tight text-zinc-50">Checkout</h1>
      {product && products.data ? (
        <>
          <ProductSummary product={product} />
          {orderId && !cancelled ? (
            <ReturnedFromProvider orderId={orderId} product={product} returnPath={returnPath} />
          ) : (
            <PaymentStep
              product={product}
              provider={products.data.provider}
              returnPath={returnPath}
              cancelled={cancelled}
            />
          )}
        </>
      ) : (
        <Skeleton className="h-64" />
      )}
    </div>
  );
}

function ProductSummary({ product }: { product: Product }) {
  return (
    <Card>
      <CardHeader>
        <div className="flex items-baseline justify-between gap-3">
          <CardTitle asChild>
            <h2>{product.name}</h2>
          </CardTitle>
          <p className="text-xl font-black text-zinc-50">
            {formatMoney(product.price)}
            {product.kind === 'subscription' ? (
              <span className="text-sm font-medium text-zinc-400"> / month</span>
            ) : null}
          </p>
        </div>
        <CardDescription>{product.description}</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col gap-2" aria-label="What you get">
          {product.gives.map((line) => (
            <li key={line} className="flex items-start gap-2 text-sm text-zinc-200">
              <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-text" />
              {line}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

function usePaid(product: Product, returnPath: string) {
  const navigate = useNavigate();
  return () => {
    notify((toast) =>
      toast.success(
        product.kind === 'subscription' ? 'Welcome to Blaze Plus' : `${product.name} bought`,
      ),
    );
    void navigate(returnPath, { replace: true });
  };
}

function PaymentStep({
  product,
  provider,
  returnPath,
  cancelled,
}: {
  product: Product;
  provider: 'builtin' | 'stripe';
  returnPath: string;
  cancelled: boolean;
}) {
  const [attemptKey, setAttemptKey] = useState(newAttemptKey);
  const [error, setError] = useState<string | null>(
    cancelled ? 'Payment was cancelled. Nothing was charged.' : null,
  );
  const start = useStartCheckout();
  const pay = usePayOrder();
  const paid = usePaid(product, returnPath);
  const price = formatMoney(product.price);

  function refused(err: unknown) {
    setError(friendlyMessage(err));
    if (err instanceof ApiError && CLOSES_ORDER.has(err.code)) setAttemptKey(newAttemptKey());
  }

  async function begin() {
    // A second tap sends the same key: the server answers with the same order.
    return start.mutateAsync({ productId: product.id, idempotencyKey: attemptKey, returnPath });
  }

  async function payWithCard(card: CardPaymentBody) {
    setError(null);
    try {
      const { order } = await begin();
      await pay.mutateAsync({ orderId: order.id, card });
      paid();
    } catch (err) {
      refused(err);
    }
  }

  async function continueToProvider() {
    setError(null);
    try {
      const { next } = await begin();
      if (next.kind === 'redirect') window.location.assign(next.url);
    } catch (err) {
      refused(err);
    }
  }

  if (provider === 'stripe')
    return (
      <div className="flex flex-col gap-3">
        {error ? (
          <p role="alert" className="text-sm text-red-300">
            {error}
          </p>
        ) : null}
        <Button size="lg" loading={start.isPending} onClick={() => void continueToProvider()}>
          Continue to payment · {price}
        </Button>
        <p className="text-xs text-zinc-400">You pay on Stripe’s secure page and come back here.</p>
      </div>
    );

  return (
    <Card>
      <CardContent className="flex flex-col gap-4 pt-5">
        <div
          role="note"
          className="flex items-start gap-3 rounded-xl bg-amber-400/10 px-3 py-3 text-amber-100 ring-1 ring-amber-400/30"
        >
          <FlaskConical aria-hidden className="mt-0.5 size-5 shrink-0 text-amber-300" />
          <div className="text-sm">
            <p className="font-bold">Test payments: no money moves</p>
            <p className="mt-0.5 text-amber-100/80">
              Use 4242 4242 4242 4242 with any future expiry and any 3 digits. 4000 0000 0000 0002
              is declined; 4000 0000 0000 9995 has insufficient funds.
            </p>
          </div>
        </div>
        <CardForm
          payLabel={`Pay ${price}${product.kind === 'subscription' ? ' a month' : ''}`}
          pending={start.isPending || pay.isPending}
          error={error}
          onPay={(card) => void payWithCard(card)}
        />
      </CardContent>
    </Card>
  );
}

/** Back from the provider's page: waits for its webhook to mark the order paid. */
function ReturnedFromProvider({
  orderId,
  product,
  returnPath,
}: {
  orderId: string;
  product: Product;
  returnPath: string;
}) {
  const order = useOrder(orderId);
  const paid = usePaid(product, returnPath);
  const status = order.data?.status;
  useEffect(() => {
    if (status === 'paid') paid();
    // `paid` navigates away once; it is rebuilt each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [status]);

  if (order.isError)
    return (
      <p role="alert" className="text-sm text-red-300">
        {friendlyMessage(order.error)}
      </p>
    );
  if (status === 'failed' || status === 'expired')
    return (
      <StatusPanel
        title={status === 'failed' ? 'The payment did not go through' : 'This checkout expired'}
        description={order.data?.failureReason ?? 'Nothing was charged.'}
        icon={<CircleAlert aria-hidden />}
        tone="danger"
      >
        <Button asChild variant="secondary">
          <Link to={paths.checkout.to(product.id, returnPath)} replace>
            Try again
          </Link>
        </Button>
      </StatusPanel>
    );
  return <StatusPanel title="Confirming your payment..." icon="spinner" />;
}
