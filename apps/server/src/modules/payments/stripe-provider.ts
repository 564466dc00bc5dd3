import Stripe from 'stripe';
import { AppError } from '../../lib/errors.ts';
import type { PaymentEvent, PaymentProvider, Period } from './payment-provider.ts';

export type StripeSettings = { secretKey: string; webhookSecret: string; apiUrl: string | null };

/** The few fields of Stripe's objects we read (the package's own types change with every API version). */
type SessionObject = {
  id: string;
  mode: 'payment' | 'subscription' | 'setup';
  client_reference_id: string | null;
  payment_status: 'paid' | 'unpaid' | 'no_payment_required';
  customer: string | { id: string } | null;
  subscription: string | { id: string } | null;
};
type SubscriptionObject = {
  id: string;
  status: string;
  cancel_at_period_end: boolean;
  ended_at?: number | null;
  canceled_at?: number | null;
  items?: { data: Array<{ current_period_start: number; current_period_end: number }> };
};
type InvoiceObject = {
  id: string;
  customer: string | { id: string } | null;
  lines?: { data: Array<{ period?: { start: number; end: number } }> };
  parent?: {
    subscription_details?: {
      subscription: string | { id: string } | null;
      metadata?: Record<string, string> | null;
    } | null;
  } | null;
};

type ChargeObject = {
  id: string;
  refunded: boolean;
  payment_intent: string | { id: string } | null;
};

const STRIPE_MIN_EXPIRY_MS = 31 * 60_000;

const idOf = (v: string | { id: string } | null | undefined) =>
  v == null ? null : typeof v === 'string' ? v : v.id;
const at = (seconds: number) => new Date(seconds * 1000);

function subscriptionPeriod(sub: SubscriptionObject): Period | null {
  const item = sub.items?.data[0];
  return item ? { start: at(item.current_period_start), end: at(item.current_period_end) } : null;
}

/** Stripe's subscription states in our three words. */
function ourStatus(status: string): 'active' | 'past_due' | 'cancelled' {
  if (status === 'active' || status === 'trialing') return 'active';
  if (status === 'past_due' || status === 'unpaid' || status === 'incomplete') return 'past_due';
  return 'cancelled';
}

/**
 * Stripe Checkout Sessions (`client_reference_id` is our order id), fulfilled only from the webhook,
 * whose signature is checked on the raw body. Adult services and creator content never come here
 * (decision 019): the catalogue holds only the app's own add-ons.
 */
export function stripeProvider(settings: StripeSettings): PaymentProvider {
  const api = settings.apiUrl ? new URL(settings.apiUrl) : null;
  const stripe = new Stripe(settings.secretKey, {
    maxNetworkRetries: 1,
    timeout: 15_000,
    ...(api
      ? {
          host: api.hostname,
          port: api.port || (api.protocol === 'https:' ? 443 : 80),
          protocol: api.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });

  async function toEvent(event: { id: string; type: string; data: { object: unknown } }) {
    const base = { id: event.id, provider: 'stripe' as const };
    const object = event.data.object;
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded': {
        const session = object as SessionObject;
        if (!session.client_reference_id) break;
        // A delayed payment method completes the session before the money arrives: wait for it.
        if (session.payment_status === 'unpaid') break;
        const subRef = idOf(session.subscription);
        let subscription: { ref: string; period: Period } | null = null;
        if (session.mode === 'subscription' && subRef) {
          const sub = (await stripe.subscriptions.retrieve(
            subRef,
          )) as unknown as SubscriptionObject;
          const period = subscriptionPeriod(sub);
          if (period) subscription = { ref: subRef, period };
        }
        return {
          ...base,
          type: 'checkout.completed' as const,
          orderId: session.client_reference_id,
          customerRef: idOf(session.customer),
          subscription,
        };
      }
      case 'checkout.session.async_payment_failed': {
        const session = object as SessionObject;
        if (!session.client_reference_id) break;
        return {
          ...base,
          type: 'checkout.failed' as const,
          orderId: session.client_reference_id,
          reason: 'The payment failed.',
        };
      }
      case 'checkout.session.expired': {
        const session = object as SessionObject;
        if (!session.client_reference_id) break;
        return { ...base, type: 'checkout.expired' as const, orderId: session.client_reference_id };
      }
      case 'charge.refunded': {
        const charge = object as ChargeObject;
        const intentRef = idOf(charge.payment_intent);
        // A partial refund leaves the purchase standing.
        if (!charge.refunded || !intentRef) break;
        const intent = await stripe.paymentIntents.retrieve(intentRef);
        const orderId = intent.metadata?.orderId;
        if (!orderId) break;
        return { ...base, type: 'order.refunded' as const, orderId, at: new Date() };
      }
      case 'invoice.paid': {
        const invoice = object as InvoiceObject;
        const details = invoice.parent?.subscription_details;
        const subRef = idOf(details?.subscription);
        const line = invoice.lines?.data.find((l) => l.period);
        if (!subRef || !line?.period) break;
        return {
          ...base,
          type: 'subscription.renewed' as const,
          subscriptionRef: subRef,
          period: { start: at(line.period.start), end: at(line.period.end) },
          orderId: details?.metadata?.orderId ?? null,
          customerRef: idOf(invoice.customer),
        };
      }
      case 'invoice.payment_failed': {
        const invoice = object as InvoiceObject;
        const subRef = idOf(invoice.parent?.subscription_details?.subscription);
        if (!subRef) break;
        return { ...base, type: 'subscription.payment_failed' as const, subscriptionRef: subRef };
      }
      case 'customer.subscription.updated': {
        const sub = object as SubscriptionObject;
        return {
          ...base,
          type: 'subscription.updated' as const,
          subscriptionRef: sub.id,
          status: ourStatus(sub.status),
          cancelAtPeriodEnd: sub.cancel_at_period_end,
          period: subscriptionPeriod(sub),
        };
      }
      case 'customer.subscription.deleted': {
        const sub = object as SubscriptionObject;
        const ended = sub.ended_at ?? sub.canceled_at;
        return {
          ...base,
          type: 'subscription.cancelled' as const,
          subscriptionRef: sub.id,
          endedAt: ended ? at(ended) : new Date(),
        };
      }
    }
    return { ...base, type: 'ignored' as const, providerType: event.type };
  }

  return {
    name: 'stripe',

    async startCheckout({ order, product, email, customerRef, successUrl, cancelUrl }) {
      const subscription = product.kind === 'subscription';
      const metadata = { orderId: order.id, userId: order.userId };
      const session = await stripe.checkout.sessions.create(
        {
          mode: subscription ? 'subscription' : 'payment',
          client_reference_id: order.id,
          // One Stripe customer per member: his first order makes it, later ones reuse it (the portal).
          ...(customerRef ? { customer: customerRef } : { customer_email: email }),
          ...(!subscription && !customerRef ? { customer_creation: 'always' as const } : {}),
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: order.currency,
                unit_amount: order.amountMinor,
                product_data: { name: product.name },
                ...(subscription ? { recurring: { interval: 'month' as const } } : {}),
              },
            },
          ],
          metadata,
          ...(subscription
            ? { subscription_data: { metadata } }
            : { payment_intent_data: { metadata } }),
          success_url: successUrl,
          cancel_url: cancelUrl,
          // Stripe wants at least 30 minutes from when it receives the request.
          expires_at: Math.floor(
            Math.max(order.expiresAt.getTime(), Date.now() + STRIPE_MIN_EXPIRY_MS) / 1000,
          ),
        },
        // A retried create (network) is the same session.
        { idempotencyKey: `checkout-${order.id}` },
      );
      if (!session.url) throw new Error('Stripe returned a Checkout Session without a URL');
      return { next: { kind: 'redirect', url: session.url }, providerRef: session.id };
    },

    async cancelAtPeriodEnd(subscription) {
      await stripe.subscriptions.update(subscription.providerRef, { cancel_at_period_end: true });
    },

    async portalUrl(customerRef, returnUrl) {
      const session = await stripe.billingPortal.sessions.create({
        customer: customerRef,
        return_url: returnUrl,
      });
      return session.url;
    },

    async parseWebhook(rawBody, signature) {
      if (!signature)
        throw new AppError(400, 'WEBHOOK_REFUSED', 'The Stripe-Signature header is missing.');
      let event: { id: string; type: string; data: { object: unknown } };
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret);
      } catch {
        throw new AppError(400, 'WEBHOOK_REFUSED', 'The webhook signature is not valid.');
      }
      return toEvent(event) as Promise<PaymentEvent>;
    },
  };
}
