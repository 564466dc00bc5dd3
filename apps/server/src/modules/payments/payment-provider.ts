import type { CheckoutNext } from '@blaze/contracts';
import type {
  OrderRow,
  ProductRow,
  Provider,
  SubscriptionRow,
  SubscriptionStatus,
} from './payments.repository.ts';

/** A period of a subscription, as the provider bills it. */
export type Period = { start: Date; end: Date };

/**
 * What a provider tells us happened, in our own words. The built-in provider makes these itself; Stripe's
 * webhook is turned into them. Fulfilment runs only from these, each id once (payments.service).
 */
export type PaymentEvent = { id: string; provider: Provider } & (
  | {
      type: 'checkout.completed';
      orderId: string;
      cardLast4?: string | null;
      customerRef?: string | null;
      /** For a subscription product: the provider's subscription and its first period. */
      subscription?: { ref: string; period: Period } | null;
    }
  | { type: 'checkout.failed'; orderId: string; reason: string; cardLast4?: string | null }
  | { type: 'checkout.expired'; orderId: string }
  /** The whole payment of a one-time order was refunded: what it granted ends. */
  | { type: 'order.refunded'; orderId: string; at: Date }
  | {
      /** A period was paid (the first one or a renewal). */
      type: 'subscription.renewed';
      subscriptionRef: string;
      period: Period;
      /** The order that started it, when the provider carries it (Stripe metadata). */
      orderId?: string | null;
      customerRef?: string | null;
    }
  | { type: 'subscription.payment_failed'; subscriptionRef: string }
  | {
      type: 'subscription.updated';
      subscriptionRef: string;
      status: SubscriptionStatus;
      cancelAtPeriodEnd: boolean;
      period?: Period | null;
    }
  | { type: 'subscription.cancelled'; subscriptionRef: string; endedAt: Date }
  | { type: 'ignored'; providerType: string }
);

export type CheckoutStart = {
  order: OrderRow;
  product: ProductRow;
  email: string;
  /** His customer at the provider from an earlier order, so his purchases stay under one customer. */
  customerRef: string | null;
  /** Absolute URLs back into the app (the provider's page sends him there). */
  successUrl: string;
  cancelUrl: string;
};

/**
 * One payment provider. Another one (a processor that accepts what Stripe refuses, see decision 019)
 * plugs in by implementing this and being picked in payments.providers.ts.
 */
export interface PaymentProvider {
  readonly name: Provider;
  /** The member's next step for a new order: our card form, or the provider's payment page. */
  startCheckout(input: CheckoutStart): Promise<{ next: CheckoutNext; providerRef: string | null }>;
  /** Stops renewing: the subscription runs to the end of its paid period. */
  cancelAtPeriodEnd(subscription: SubscriptionRow): Promise<void>;
  /** The provider's self-service page for a customer, or null when there is none. */
  portalUrl(customerRef: string, returnUrl: string): Promise<string | null>;
  /** A webhook's raw body as one of our events; throws WEBHOOK_REFUSED when the signature is wrong. */
  parseWebhook?(rawBody: Buffer, signature: string | undefined): Promise<PaymentEvent>;
}
