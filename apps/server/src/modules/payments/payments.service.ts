import { randomUUID } from 'node:crypto';
import type { AdminService, StaffActor } from '../admin/admin.service.ts';
import type {
  Feature,
  Billing,
  BillingPortal,
  CardPaymentBody,
  CheckoutBody,
  CheckoutNext,
  CheckoutResult,
  Order,
  OrderList,
  Product,
  ProductId,
  ProductUpdate,
} from '@blaze/contracts';
import {
  CardPaymentBodySchema,
  CheckoutBodySchema,
  ORDER_TTL_MINUTES,
  PAYMENT_MESSAGES,
  PLUS_PERIOD_DAYS,
  PRODUCT_IDS,
  ProductUpdateSchema,
  RIGHT_NOW_PACK_SIZE,
  ROAM_PASS_DAYS,
  TEST_PAYMENTS_BANNER,
} from '@blaze/contracts';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { EntitlementsService } from '../entitlements/entitlements.service.ts';
import { cardRefusal, testCardOutcome } from './builtin-provider.ts';
import type { PaymentEvent, PaymentProvider, Period } from './payment-provider.ts';
import {
  paymentsRepository,
  type OrderRow,
  type ProductRow,
  type SubscriptionRow,
} from './payments.repository.ts';
import type { JobQueue } from '../jobs/jobs.service.ts';

const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;

/** What payments needs of entitlements: grants from an order or a subscription, and ending them. */
export type GrantsPort = Pick<EntitlementsService, 'grant' | 'endSource'>;

type Deps = {
  db: Database;
  provider: PaymentProvider;
  grants: GrantsPort;
  clock: Clock;
  /** The app's public origin, for the provider's return links. */
  publicUrl: string;
  isAdmin: (email: string) => Promise<boolean>;
  /** The admin audit log (issue 17): a catalogue change writes a row. */
  staff: Pick<AdminService, 'audit'>;
  onError?: (err: unknown) => void;
};

type CatalogueEntry = {
  id: ProductId;
  name: string;
  description: string;
  kind: 'one_time' | 'subscription';
  amountMinor: number;
  gives: string[];
  /** One-time products: what one purchase grants (a subscription's grants follow its periods). */
  grants: Array<{ feature: Feature; quantity: number }>;
};

/**
 * The seeded catalogue. Prices and wording are the operator's to change (admin API); what a product
 * grants is decided here, on the server, and nowhere else.
 */
export const CATALOGUE: Record<ProductId, CatalogueEntry> = {
  boost: {
    id: 'boost',
    name: 'Boost',
    description: '30 minutes at the top of the grids and nearby lists around you.',
    kind: 'one_time',
    amountMinor: 399,
    gives: ['One Boost: 30 minutes at the top near you'],
    grants: [{ feature: 'boost', quantity: 1 }],
  },
  right_now_pack: {
    id: 'right_now_pack',
    name: 'Right Now pack',
    description: `${RIGHT_NOW_PACK_SIZE} more Right Now posts, used once your free ones are gone.`,
    kind: 'one_time',
    amountMinor: 499,
    gives: [`${RIGHT_NOW_PACK_SIZE} Right Now posts`, 'Used after your 2 free a day'],
    grants: [{ feature: 'right_now', quantity: RIGHT_NOW_PACK_SIZE }],
  },
  roam_pass: {
    id: 'roam_pass',
    name: 'Roam pass',
    description: `Place your profile in another city for up to ${ROAM_PASS_DAYS} days.`,
    kind: 'one_time',
    amountMinor: 699,
    gives: [
      `One Roam: your profile in another city for up to ${ROAM_PASS_DAYS} days`,
      "An honest 'Visiting from' label",
    ],
    grants: [{ feature: 'roam', quantity: 1 }],
  },
  plus_monthly: {
    id: 'plus_monthly',
    name: 'Blaze Plus',
    description: 'Everything, every month. Cancel any time: it runs to the end of the month.',
    kind: 'subscription',
    amountMinor: 1499,
    gives: [
      'Unlimited Right Now',
      'One Boost every week',
      'Roam whenever you like',
      'Everyone who viewed you',
    ],
    grants: [],
  },
};
const CURRENCY = 'eur';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The entitlements source a subscription grants under now (a new one after each payment failure). */
const grantSource = (sub: SubscriptionRow) =>
  sub.grantEpoch ? `${sub.id}#${sub.grantEpoch}` : sub.id;

/**
 * A paid period's grants: Plus for the period, and one Boost a week (each good for its week; the last
 * week runs to the period's end, so a 30-day month gives 4). `from` is when they start counting: the
 * period's start, or the moment a past-due subscription was paid again (which may be before the paid
 * period: the rest of the period he had already paid is his again too).
 */
export function periodGrants(period: Period, from: Date = period.start) {
  const start = from.getTime();
  const end = period.end.getTime();
  const weeks = Math.max(1, Math.floor((end - period.start.getTime()) / WEEK_MS));
  const boosts: Array<{ startsAt: Date; endsAt: Date }> = [];
  for (let w = 0; w < weeks; w += 1) {
    const ws = period.start.getTime() + w * WEEK_MS;
    const we = w === weeks - 1 ? end : ws + WEEK_MS;
    if (we <= start) continue;
    boosts.push({ startsAt: new Date(Math.max(ws, start)), endsAt: new Date(we) });
  }
  return { plus: { startsAt: new Date(start), endsAt: period.end }, boosts };
}

/**
 * Products, checkout, orders and the Plus subscription. Fulfilment happens only in `handleEvent`, from
 * a provider's event (Stripe's webhook, or the built-in provider's own), each event id once.
 */
export function paymentsService({
  db,
  provider,
  grants,
  clock,
  publicUrl,
  isAdmin,
  staff,
  onError,
}: Deps) {
  const repo = paymentsRepository(db);

  function mapProduct(row: ProductRow): Product {
    const entry = CATALOGUE[row.id as ProductId];
    return {
      id: entry.id,
      name: row.name,
      description: row.description,
      kind: entry.kind,
      price: { amountMinor: row.amountMinor, currency: row.currency },
      gives: entry.gives,
      active: row.active,
    };
  }

  async function productNames() {
    const rows = await repo.listProducts();
    return new Map(rows.map((r) => [r.id, r.name]));
  }

  function mapOrder(row: OrderRow, names: Map<string, string>): Order {
    return {
      id: row.id,
      productId: row.productId as ProductId,
      productName: names.get(row.productId) ?? row.productId,
      status: row.status,
      price: { amountMinor: row.amountMinor, currency: row.currency },
      provider: row.provider,
      cardLast4: row.cardLast4,
      failureReason: row.failureReason,
      createdAt: row.createdAt.toISOString(),
      paidAt: iso(row.paidAt),
      expiresAt: row.expiresAt.toISOString(),
    };
  }

  async function orderOut(row: OrderRow) {
    return mapOrder(row, await productNames());
  }

  /** His order, or a 404 whether it does not exist or is another member's. */
  async function ownOrder(userId: string, orderId: string) {
    const order = await repo.order(orderId);
    if (!order || order.userId !== userId) throw notFound('No such order.');
    return order;
  }

  // ---- fulfilment ----

  async function grantOrder(order: OrderRow) {
    const entry = CATALOGUE[order.productId as ProductId];
    const at = order.paidAt ?? clock.now();
    for (const g of entry.grants)
      await grants.grant({
        userId: order.userId,
        feature: g.feature,
        quantity: g.quantity,
        startsAt: at,
        endsAt: null,
        source: 'order',
        sourceId: order.id,
      });
  }

  async function grantPeriod(sub: SubscriptionRow, period: Period, from?: Date) {
    const { plus, boosts } = periodGrants(period, from);
    const base = {
      userId: sub.userId,
      source: 'subscription' as const,
      sourceId: grantSource(sub),
    };
    await grants.grant({ ...base, feature: 'plus', quantity: null, ...plus });
    for (const b of boosts) await grants.grant({ ...base, feature: 'boost', quantity: 1, ...b });
  }

  /** The subscription an order starts, with its first period granted (once, whichever event comes first). */
  async function activate(
    order: OrderRow,
    ref: string,
    period: Period,
    customerRef: string | null | undefined,
  ) {
    const sub = await repo.ensureSubscription({
      id: randomUUID(),
      userId: order.userId,
      productId: order.productId,
      orderId: order.id,
      provider: order.provider,
      providerRef: ref,
      customerRef: customerRef ?? null,
      status: 'active',
      currentPeriodStart: period.start,
      currentPeriodEnd: period.end,
      createdAt: clock.now(),
      updatedAt: clock.now(),
    });
    if (sub.status !== 'cancelled') await grantPeriod(sub, period);
    return sub;
  }

  /** pending -> paid (Stripe: expired too, since money taken late must be honoured); the order after. */
  async function settlePaid(
    order: OrderRow,
    extra: { cardLast4?: string | null; customerRef?: string | null },
  ) {
    if (order.status === 'paid') return order;
    const paid = await repo.markPaid(order.id, clock.now(), extra, order.provider === 'stripe');
    return paid ?? (await repo.order(order.id));
  }

  async function apply(event: PaymentEvent) {
    switch (event.type) {
      case 'checkout.completed': {
        const found = await repo.order(event.orderId);
        if (!found || found.provider !== event.provider) return;
        const order = await settlePaid(found, {
          cardLast4: event.cardLast4,
          customerRef: event.customerRef,
        });
        // A failed or expired built-in checkout grants nothing.
        if (order?.status !== 'paid') return;
        if (CATALOGUE[order.productId as ProductId].kind === 'subscription') {
          if (event.subscription)
            await activate(
              order,
              event.subscription.ref,
              event.subscription.period,
              event.customerRef,
            );
        } else await grantOrder(order);
        return;
      }
      case 'checkout.failed':
        await repo.closeOrder(event.orderId, 'failed', {
          failureReason: event.reason,
          ...(event.cardLast4 !== undefined ? { cardLast4: event.cardLast4 } : {}),
        });
        return;
      case 'checkout.expired':
        await repo.closeOrder(event.orderId, 'expired');
        return;
      case 'order.refunded': {
        const order = await repo.order(event.orderId);
        if (!order || order.provider !== event.provider) return;
        // A subscription's refunds are the provider's business; cancelling ends its Plus.
        if (CATALOGUE[order.productId as ProductId].kind === 'subscription') return;
        if (await repo.markRefunded(order.id)) await grants.endSource(order.id, event.at);
        return;
      }
      case 'subscription.renewed': {
        let sub = await repo.subscriptionByRef(event.provider, event.subscriptionRef);
        if (!sub) {
          // The first invoice can arrive before the checkout's own event: start it from its order.
          const order = event.orderId ? await repo.order(event.orderId) : null;
          if (!order || order.provider !== event.provider) return;
          const paid = await settlePaid(order, { customerRef: event.customerRef });
          if (paid?.status !== 'paid') return;
          await activate(paid, event.subscriptionRef, event.period, event.customerRef);
          return;
        }
        if (sub.status === 'cancelled') return;
        const wasPastDue = sub.status === 'past_due';
        const later = event.period.end > sub.currentPeriodEnd;
        sub =
          (await repo.updateSubscription(
            sub.id,
            {
              status: 'active',
              ...(later
                ? { currentPeriodStart: event.period.start, currentPeriodEnd: event.period.end }
                : {}),
            },
            clock.now(),
          )) ?? sub;
        // Paid again after a failure: Plus comes back from now, under the new source (the ended
        // grants stay ended).
        await grantPeriod(sub, event.period, wasPastDue ? clock.now() : undefined);
        return;
      }
      case 'subscription.payment_failed': {
        const sub = await repo.subscriptionByRef(event.provider, event.subscriptionRef);
        if (!sub || sub.status !== 'active') return;
        await grants.endSource(grantSource(sub), clock.now());
        await repo.updateSubscription(
          sub.id,
          { status: 'past_due', grantEpoch: sub.grantEpoch + 1 },
          clock.now(),
        );
        return;
      }
      case 'subscription.updated': {
        const sub = await repo.subscriptionByRef(event.provider, event.subscriptionRef);
        if (!sub || sub.status === 'cancelled') return;
        const later = event.period && event.period.end > sub.currentPeriodEnd;
        await repo.updateSubscription(
          sub.id,
          {
            cancelAtPeriodEnd: event.cancelAtPeriodEnd,
            // Payment states come from invoices; an update only says cancelled or leaves it.
            ...(event.status === 'cancelled' ? { status: 'cancelled' as const } : {}),
            ...(later && event.period
              ? { currentPeriodStart: event.period.start, currentPeriodEnd: event.period.end }
              : {}),
          },
          clock.now(),
        );
        if (event.status === 'cancelled') await grants.endSource(grantSource(sub), clock.now());
        return;
      }
      case 'subscription.cancelled': {
        const sub = await repo.subscriptionByRef(event.provider, event.subscriptionRef);
        if (!sub || sub.status === 'cancelled') return;
        await repo.updateSubscription(sub.id, { status: 'cancelled' }, clock.now());
        await grants.endSource(grantSource(sub), event.endedAt);
        return;
      }
      case 'ignored':
        return;
    }
  }

  /**
   * Runs one provider event, once per id: a replay does nothing. When applying it fails, the id is
   * given back so the provider's retry runs it again (grants are idempotent per source and start).
   */
  async function handleEvent(event: PaymentEvent): Promise<'processed' | 'duplicate'> {
    if (!(await repo.claimEvent(event.id, event.provider, event.type, clock.now())))
      return 'duplicate';
    try {
      await apply(event);
    } catch (err) {
      await repo.releaseEvent(event.id);
      throw err;
    }
    return 'processed';
  }

  /**
   * Time-based states: unpaid built-in checkouts expire; built-in Plus renews at its period's end (no
   * money moves) or ends there when cancelled. For one member before his reads, for all in the sweep.
   */
  async function settle(userId?: string) {
    const now = clock.now();
    await repo.expireOrders(now, userId);
    for (const due of await repo.dueBuiltinSubscriptions(now, userId)) {
      if (due.cancelAtPeriodEnd) {
        await repo.updateSubscription(due.id, { status: 'cancelled' }, now);
        await grants.endSource(grantSource(due), due.currentPeriodEnd);
        continue;
      }
      let end = due.currentPeriodEnd;
      // A long absence renews period after period, up to now (each renewal is its own event).
      for (let i = 0; i < 24 && end <= now; i += 1) {
        const period = { start: end, end: new Date(end.getTime() + PLUS_PERIOD_DAYS * DAY_MS) };
        await handleEvent({
          id: `builtin_renew_${due.id}_${end.getTime()}`,
          provider: 'builtin',
          type: 'subscription.renewed',
          subscriptionRef: due.providerRef,
          period,
        });
        end = period.end;
      }
    }
  }

  /**
   * One Plus at a time: while one runs (even cancelled, until its period ends) or waits for a payment,
   * a second is refused, so nothing is billed twice.
   */
  async function refuseSecondSubscription(userId: string) {
    if (await repo.liveSubscriptionOf(userId))
      throw new AppError(409, 'ALREADY_SUBSCRIBED', PAYMENT_MESSAGES.alreadySubscribed);
  }

  function nextFor(order: OrderRow): CheckoutNext {
    if (order.provider === 'builtin') return { kind: 'card_form', banner: TEST_PAYMENTS_BANNER };
    if (!order.checkoutUrl)
      throw new AppError(409, 'ORDER_CLOSED', 'Your checkout is still being prepared. Try again.');
    return { kind: 'redirect', url: order.checkoutUrl };
  }

  function returnLink(productId: string, returnPath: string | null, orderId: string, extra = '') {
    const q = new URLSearchParams({ product: productId, order: orderId });
    if (returnPath) q.set('return', returnPath);
    return `${publicUrl}/app/checkout?${q.toString()}${extra}`;
  }

  return {
    provider: provider.name,
    handleEvent,
    settle,

    /** Adds the catalogue's products that are missing; an operator's prices and wording are kept. */
    async ensureCatalogue() {
      await repo.seedProducts(
        PRODUCT_IDS.map((id, i) => {
          const e = CATALOGUE[id];
          return {
            id,
            name: e.name,
            description: e.description,
            kind: e.kind,
            amountMinor: e.amountMinor,
            currency: CURRENCY,
            sortOrder: i,
          };
        }),
      );
    },

    async products(): Promise<Product[]> {
      const rows = await repo.listProducts();
      return rows.filter((r) => r.active && r.id in CATALOGUE).map(mapProduct);
    },

    async checkout(
      member: { userId: string; email: string },
      input: CheckoutBody,
    ): Promise<CheckoutResult> {
      const body = CheckoutBodySchema.parse(input);
      const { userId } = member;
      await settle(userId);
      const product = await repo.product(body.productId);
      if (!product || !product.active) throw notFound('This product is not on sale.');
      const now = clock.now();
      if (product.kind === 'subscription') await refuseSecondSubscription(userId);
      const { order, created } = await repo.createOrder({
        id: randomUUID(),
        userId,
        productId: product.id,
        idempotencyKey: body.idempotencyKey,
        amountMinor: product.amountMinor,
        currency: product.currency,
        provider: provider.name,
        returnPath: body.returnPath ?? null,
        createdAt: now,
        expiresAt: new Date(now.getTime() + ORDER_TTL_MINUTES * 60_000),
      });
      if (order.productId !== product.id)
        throw new AppError(400, 'BAD_REQUEST', 'This checkout key was used for another product.');
      if (!created) return { order: await orderOut(order), next: nextFor(order) };
      let started: Awaited<ReturnType<PaymentProvider['startCheckout']>>;
      try {
        started = await provider.startCheckout({
          order,
          product,
          email: member.email,
          customerRef: await repo.customerRefOf(userId),
          successUrl: returnLink(product.id, order.returnPath, order.id),
          cancelUrl: returnLink(product.id, order.returnPath, order.id, '&cancelled=1'),
        });
      } catch (err) {
        onError?.(err);
        await repo.closeOrder(order.id, 'failed', {
          failureReason: 'The payment page did not open.',
        });
        throw new AppError(
          503,
          'PAYMENTS_UNAVAILABLE',
          'Payments are not available just now. Please try again in a few minutes.',
        );
      }
      const url = started.next.kind === 'redirect' ? started.next.url : null;
      if (started.providerRef || url)
        await repo.setOrderCheckout(order.id, started.providerRef, url);
      return { order: await orderOut(order), next: started.next };
    },

    /** The built-in card form: the test card decides; the same events as a real provider's follow. */
    async pay(userId: string, orderId: string, input: CardPaymentBody): Promise<Order> {
      const card = CardPaymentBodySchema.parse(input);
      await settle(userId);
      const order = await ownOrder(userId, orderId);
      if (order.provider !== 'builtin')
        throw new AppError(400, 'BAD_REQUEST', PAYMENT_MESSAGES.notStripe);
      // A second tap on Pay after it went through: the same receipt, nothing granted twice.
      if (order.status === 'paid') return orderOut(order);
      if (order.status === 'expired')
        throw new AppError(409, 'ORDER_EXPIRED', PAYMENT_MESSAGES.orderExpired);
      if (order.status !== 'pending')
        throw new AppError(409, 'ORDER_CLOSED', PAYMENT_MESSAGES.orderClosed);
      const isSubscription = CATALOGUE[order.productId as ProductId].kind === 'subscription';
      if (isSubscription) await refuseSecondSubscription(userId);
      const now = clock.now();
      const outcome = testCardOutcome(card, now);
      const cardLast4 = card.cardNumber.slice(-4);
      if (outcome !== 'succeeded') {
        const refusal = cardRefusal(outcome);
        await handleEvent({
          id: `builtin_${randomUUID()}`,
          provider: 'builtin',
          type: 'checkout.failed',
          orderId: order.id,
          reason: refusal.message,
          cardLast4,
        });
        throw refusal;
      }
      const subscription = isSubscription
        ? {
            ref: `bsub_${order.id}`,
            period: { start: now, end: new Date(now.getTime() + PLUS_PERIOD_DAYS * DAY_MS) },
          }
        : null;
      await handleEvent({
        id: `builtin_${randomUUID()}`,
        provider: 'builtin',
        type: 'checkout.completed',
        orderId: order.id,
        cardLast4,
        subscription,
      });
      return orderOut((await repo.order(order.id)) ?? order);
    },

    async orders(userId: string): Promise<OrderList> {
      await settle(userId);
      const [rows, names] = await Promise.all([repo.ordersOf(userId, 50), productNames()]);
      return { items: rows.map((r) => mapOrder(r, names)) };
    },

    async order(userId: string, orderId: string): Promise<Order> {
      await settle(userId);
      return orderOut(await ownOrder(userId, orderId));
    },

    async billing(userId: string): Promise<Billing> {
      await settle(userId);
      const sub = await repo.latestSubscriptionOf(userId);
      return {
        subscription: sub
          ? {
              productId: sub.productId as ProductId,
              status: sub.status,
              currentPeriodEnd: sub.currentPeriodEnd.toISOString(),
              cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
              provider: sub.provider,
            }
          : null,
        portal: provider.name === 'stripe' && (await repo.customerRefOf(userId)) !== null,
      };
    },

    /** Cancelling Plus: it runs to the end of the paid period (Stripe: cancel_at_period_end). */
    async cancelSubscription(userId: string): Promise<Billing> {
      await settle(userId);
      const sub = await repo.liveSubscriptionOf(userId);
      if (!sub) throw notFound(PAYMENT_MESSAGES.noSubscription);
      if (!sub.cancelAtPeriodEnd) {
        if (sub.provider === provider.name) await provider.cancelAtPeriodEnd(sub);
        await repo.updateSubscription(sub.id, { cancelAtPeriodEnd: true }, clock.now());
      }
      return this.billing(userId);
    },

    async portal(userId: string): Promise<BillingPortal> {
      const customerRef = provider.name === 'stripe' ? await repo.customerRefOf(userId) : null;
      const url = customerRef
        ? await provider.portalUrl(customerRef, `${publicUrl}/app/settings`)
        : null;
      if (!url) throw notFound(PAYMENT_MESSAGES.noBillingAccount);
      return { url };
    },

    /** Stripe's webhook: the raw body and its signature; 404 when Stripe is not the provider. */
    async stripeWebhook(rawBody: Buffer, signature: string | undefined) {
      if (provider.name !== 'stripe' || !provider.parseWebhook) throw notFound();
      const event = await provider.parseWebhook(rawBody, signature);
      return handleEvent(event);
    },

    /** Admin routes answer 404 to everyone else, before even reading the body. */
    async assertAdmin(email: string) {
      if (!(await isAdmin(email))) throw notFound();
    },

    async adminProducts(email: string): Promise<Product[]> {
      if (!(await isAdmin(email))) throw notFound();
      return (await repo.listProducts()).filter((r) => r.id in CATALOGUE).map(mapProduct);
    },

    async updateProduct(actor: StaffActor, id: string, input: ProductUpdate): Promise<Product> {
      if (!(await isAdmin(actor.email))) throw notFound();
      const patch = ProductUpdateSchema.parse(input);
      const row = await repo.updateProduct(id, patch, clock.now());
      if (!row) throw notFound('No such product.');
      await staff.audit(actor, {
        action: 'product.update',
        subjectKind: 'product',
        subjectId: id,
        details: { ...patch },
      });
      return mapProduct(row);
    },

    /** Expires unpaid checkouts and renews or ends built-in Plus every minute, once across the nodes. */
    registerJobs(jobs: Pick<JobQueue, 'every'>): void {
      jobs.every('payments.settle', 60, async () => {
        await settle();
      });
    },
  };
}
export type PaymentsService = ReturnType<typeof paymentsService>;
