import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Billing, CheckoutResult, Order, ProductList } from '@blaze/contracts';
import { TEST_CARDS, TEST_PAYMENTS_BANNER } from '@blaze/contracts';
import { manualClock, type ManualClock } from '../../lib/clock.ts';
import {
  callAs,
  createTestApp,
  newMember,
  signUp,
  uniqueEmail,
  type TestApp,
  type TestMember,
} from '../../test/test-app.ts';
import {
  signedStripeEvent,
  startStripeStandIn,
  STRIPE_TEST_KEY,
  STRIPE_TEST_WEBHOOK_SECRET,
  type StripeStandIn,
} from '../../test/stripe-stand-in.ts';
import { periodGrants } from './payments.service.ts';
import { testCardOutcome } from './builtin-provider.ts';

const MINUTE = 60_000;
const DAY = 86_400_000;
const GOOD_CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' };
let keyN = 0;
const newKey = () => `attempt-${Date.now().toString(36)}-${(keyN += 1)}`;

type Summary = {
  plus: { active: boolean; endsAt: string | null };
  rightNow: { packLeft: number; unlimited: boolean };
  boost: { left: number };
  roam: { left: number; unlimited: boolean };
  grants: Array<{ feature: string; startsAt: string; endsAt: string | null }>;
};

function helpers(t: () => TestApp) {
  const checkout = (m: TestMember, productId: string, key = newKey()) =>
    callAs(t().app, m, 'POST', '/api/checkout', { productId, idempotencyKey: key });
  const pay = (m: TestMember, orderId: string, card: object = GOOD_CARD) =>
    callAs(t().app, m, 'POST', `/api/checkout/${orderId}/pay`, card);
  const summary = async (m: TestMember) => {
    const res = await callAs(t().app, m, 'GET', '/api/me/entitlements');
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Summary;
  };
  const orders = async (m: TestMember) =>
    ((await callAs(t().app, m, 'GET', '/api/me/orders')).json() as { items: Order[] }).items;
  const billing = async (m: TestMember) =>
    (await callAs(t().app, m, 'GET', '/api/me/subscription')).json() as Billing;
  async function buy(m: TestMember, productId: string) {
    const started = await checkout(m, productId);
    expect(started.statusCode, started.body).toBe(200);
    const { order } = started.json() as CheckoutResult;
    const paid = await pay(m, order.id);
    expect(paid.statusCode, paid.body).toBe(200);
    return paid.json() as Order;
  }
  return { checkout, pay, summary, orders, billing, buy };
}

describe('test cards and Plus periods (units)', () => {
  it('knows the three test cards, refuses others and expired cards', () => {
    const now = new Date('2026-11-26T00:00:00Z');
    const card = (cardNumber: string, expiry = '12/30') => ({ cardNumber, expiry });
    expect(testCardOutcome(card(TEST_CARDS.succeeds), now)).toBe('succeeded');
    expect(testCardOutcome(card(TEST_CARDS.declined), now)).toBe('declined');
    expect(testCardOutcome(card(TEST_CARDS.insufficientFunds), now)).toBe('insufficient_funds');
    expect(() => testCardOutcome(card('5555555555554444'), now)).toThrow(/test payments/);
    expect(() => testCardOutcome(card(TEST_CARDS.succeeds, '10/26'), now)).toThrow(/expired/);
    expect(testCardOutcome(card(TEST_CARDS.succeeds, '11/26'), now)).toBe('succeeded');
  });

  it('grants Plus for the period and one Boost a week, the last week to the end', () => {
    const start = new Date('2026-01-01T00:00:00Z');
    const end = new Date(start.getTime() + 30 * DAY);
    const { plus, boosts } = periodGrants({ start, end });
    expect(plus).toEqual({ startsAt: start, endsAt: end });
    expect(boosts).toHaveLength(4);
    expect(boosts[3]).toEqual({ startsAt: new Date(start.getTime() + 21 * DAY), endsAt: end });
    // Paid again on day 10 after a failure: Plus from then, this week's Boost and the later ones.
    const late = periodGrants({ start, end }, new Date(start.getTime() + 10 * DAY));
    expect(late.plus.startsAt).toEqual(new Date(start.getTime() + 10 * DAY));
    expect(late.boosts).toHaveLength(3);
  });
});

describe('payments with the built-in provider', () => {
  let t: TestApp;
  let clock: ManualClock;
  let adminEmail: string;
  const h = helpers(() => t);
  beforeAll(async () => {
    clock = manualClock();
    adminEmail = uniqueEmail('admin');
    t = await createTestApp({ adminEmails: [adminEmail] }, {}, { clock });
  });
  afterAll(async () => t?.close());

  it('lists the four products with the server’s prices, for members only', async () => {
    const m = await newMember(t.app);
    const res = await callAs(t.app, m, 'GET', '/api/products');
    expect(res.statusCode).toBe(200);
    const body = res.json() as ProductList & { provider: string };
    expect(body.provider).toBe('builtin');
    expect(body.items.map((p) => p.id)).toEqual([
      'boost',
      'right_now_pack',
      'roam_pass',
      'plus_monthly',
    ]);
    expect(body.items[0]).toMatchObject({ price: { amountMinor: 399, currency: 'eur' } });
    expect((await t.app.inject({ method: 'GET', url: '/api/products' })).statusCode).toBe(401);
  });

  it('buys a Boost with 4242: one order, a receipt with the last 4 digits only, one Boost', async () => {
    const m = await newMember(t.app);
    const started = await h.checkout(m, 'boost');
    expect(started.statusCode, started.body).toBe(200);
    const { order, next } = started.json() as CheckoutResult;
    expect(next).toEqual({ kind: 'card_form', banner: TEST_PAYMENTS_BANNER });
    expect(order).toMatchObject({ status: 'pending', price: { amountMinor: 399 } });
    const paid = await h.pay(m, order.id);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ status: 'paid', cardLast4: '4242' });
    expect((await h.summary(m)).boost.left).toBe(1);
    // A second tap on Pay: the same receipt, nothing granted twice.
    const again = await h.pay(m, order.id);
    expect(again.json()).toMatchObject({ id: order.id, status: 'paid' });
    expect((await h.summary(m)).boost.left).toBe(1);
    const receipts = await h.orders(m);
    expect(receipts).toHaveLength(1);
    expect(receipts[0]).toMatchObject({ productName: 'Boost', status: 'paid', cardLast4: '4242' });
    // The card number never reaches a log line or a reply.
    expect(t.logs.join('\n')).not.toContain('4242424242424242');
    expect(JSON.stringify(receipts)).not.toContain('4242424242424242');
  });

  it('a double-tapped Buy makes one order', async () => {
    const m = await newMember(t.app);
    const key = newKey();
    const [a, b] = await Promise.all([
      h.checkout(m, 'right_now_pack', key),
      h.checkout(m, 'right_now_pack', key),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().order.id).toBe(b.json().order.id);
    expect(await h.orders(m)).toHaveLength(1);
    await h.pay(m, a.json().order.id);
    expect((await h.summary(m)).rightNow.packLeft).toBe(5);
  });

  it('a declined card or insufficient funds says why and grants nothing', async () => {
    const m = await newMember(t.app);
    const declined = (await h.checkout(m, 'boost')).json() as CheckoutResult;
    const res = await h.pay(m, declined.order.id, {
      ...GOOD_CARD,
      cardNumber: TEST_CARDS.declined,
    });
    expect(res.statusCode).toBe(402);
    expect(res.json().error).toEqual({
      code: 'CARD_DECLINED',
      message: 'Your card was declined.',
      requestId: expect.any(String),
    });
    const poor = (await h.checkout(m, 'roam_pass')).json() as CheckoutResult;
    const res2 = await h.pay(m, poor.order.id, {
      ...GOOD_CARD,
      cardNumber: TEST_CARDS.insufficientFunds,
    });
    expect(res2.statusCode).toBe(402);
    expect(res2.json().error.code).toBe('INSUFFICIENT_FUNDS');
    const s = await h.summary(m);
    expect(s.boost.left).toBe(0);
    expect(s.roam.left).toBe(0);
    const receipts = await h.orders(m);
    expect(receipts.map((o) => o.status)).toEqual(['failed', 'failed']);
    // A failed checkout is closed: paying it again with a good card is refused, still nothing granted.
    expect((await h.pay(m, declined.order.id)).statusCode).toBe(409);
    expect((await h.summary(m)).boost.left).toBe(0);
  });

  it('refuses other card numbers, expired cards and bad fields in words, keeping the order open', async () => {
    const m = await newMember(t.app);
    const { order } = (await h.checkout(m, 'boost')).json() as CheckoutResult;
    const other = await h.pay(m, order.id, { ...GOOD_CARD, cardNumber: '5555 5555 5555 4444' });
    expect(other.statusCode).toBe(400);
    expect(other.json().error.code).toBe('CARD_UNSUPPORTED');
    const old = await h.pay(m, order.id, { ...GOOD_CARD, expiry: '01/20' });
    expect(old.json().error.message).toMatch(/expired/);
    for (const body of [
      { ...GOOD_CARD, cvc: '12' },
      { ...GOOD_CARD, expiry: '13/30' },
      { ...GOOD_CARD, cardNumber: 'abcd' },
      { ...GOOD_CARD, amount: 1 },
      { cardNumber: TEST_CARDS.succeeds },
    ]) {
      const res = await h.pay(m, order.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await h.pay(m, order.id)).json().status).toBe('paid');
  });

  it('the client cannot set a price, a quantity or an unknown product (strict body, 400)', async () => {
    const m = await newMember(t.app);
    for (const body of [
      { productId: 'boost', idempotencyKey: newKey(), amountMinor: 1 },
      { productId: 'boost', idempotencyKey: newKey(), quantity: 50 },
      { productId: 'boost', idempotencyKey: newKey(), price: { amountMinor: 1, currency: 'eur' } },
      { productId: 'free_boosts', idempotencyKey: newKey() },
      { productId: 'boost' },
      { productId: 'boost', idempotencyKey: 'x' },
      { productId: 'boost', idempotencyKey: newKey(), returnPath: 'https://evil.example/' },
      { productId: 'boost', idempotencyKey: newKey(), returnPath: '//evil.example' },
    ]) {
      const res = await callAs(t.app, m, 'POST', '/api/checkout', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.code).toBeTruthy();
    }
    expect(await h.orders(m)).toHaveLength(0);
  });

  it('another member cannot see or pay my order (404), nor find it in his receipts', async () => {
    const me = await newMember(t.app);
    const him = await newMember(t.app);
    const { order } = (await h.checkout(me, 'boost')).json() as CheckoutResult;
    expect((await h.pay(him, order.id)).statusCode).toBe(404);
    expect((await callAs(t.app, him, 'GET', `/api/me/orders/${order.id}`)).statusCode).toBe(404);
    expect((await callAs(t.app, him, 'GET', '/api/me/orders/nope')).statusCode).toBe(404);
    expect(await h.orders(him)).toHaveLength(0);
    expect((await h.summary(him)).boost.left).toBe(0);
    expect((await callAs(t.app, me, 'GET', `/api/me/orders/${order.id}`)).json().status).toBe(
      'pending',
    );
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/checkout/${order.id}/pay` })).statusCode,
    ).toBe(401);
  });

  it('an abandoned checkout expires after 30 minutes and grants nothing', async () => {
    const m = await newMember(t.app);
    const { order } = (await h.checkout(m, 'boost')).json() as CheckoutResult;
    clock.advance(31 * MINUTE);
    const late = await h.pay(m, order.id);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('ORDER_EXPIRED');
    expect((await h.orders(m))[0]?.status).toBe('expired');
    expect((await h.summary(m)).boost.left).toBe(0);
  });

  it('Plus: unlimited and a weekly Boost; one at a time; cancelled, it runs to the period end', async () => {
    const m = await newMember(t.app);
    await h.buy(m, 'plus_monthly');
    let s = await h.summary(m);
    expect(s.plus.active).toBe(true);
    expect(s.rightNow.unlimited).toBe(true);
    expect(s.roam.unlimited).toBe(true);
    expect(s.boost.left).toBe(1);
    const b = await h.billing(m);
    expect(b).toMatchObject({
      subscription: { status: 'active', cancelAtPeriodEnd: false, provider: 'builtin' },
      portal: false,
    });
    const second = await h.checkout(m, 'plus_monthly');
    expect(second.statusCode).toBe(409);
    expect(second.json().error.code).toBe('ALREADY_SUBSCRIBED');

    // Each week brings its own Boost (good for that week).
    clock.advance(7 * DAY + MINUTE);
    s = await h.summary(m);
    expect(s.boost.left).toBe(1);
    const running = s.grants.filter(
      (g) =>
        g.feature === 'boost' &&
        new Date(g.startsAt) <= clock.now() &&
        new Date(g.endsAt!) > clock.now(),
    );
    expect(running).toHaveLength(1);
    expect(new Date(running[0]!.startsAt).getTime()).toBeGreaterThan(
      clock.now().getTime() - 2 * DAY,
    );

    const cancelled = await callAs(t.app, m, 'POST', '/api/me/subscription/cancel');
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().subscription).toMatchObject({
      status: 'active',
      cancelAtPeriodEnd: true,
    });
    expect((await h.summary(m)).plus.active).toBe(true);
    // Cancelled but still running: a second Plus is still refused (nothing billed twice).
    expect((await h.checkout(m, 'plus_monthly')).statusCode).toBe(409);

    clock.advance(23 * DAY);
    expect((await h.billing(m)).subscription?.status).toBe('cancelled');
    s = await h.summary(m);
    expect(s.plus.active).toBe(false);
    expect(s.rightNow.unlimited).toBe(false);
    expect((await callAs(t.app, m, 'POST', '/api/me/subscription/cancel')).statusCode).toBe(404);
    // Once it has ended he can subscribe again.
    await h.buy(m, 'plus_monthly');
    expect((await h.summary(m)).plus.active).toBe(true);
  });

  it('Plus renews at the period end (built-in: no money moves) and keeps granting', async () => {
    const m = await newMember(t.app);
    await h.buy(m, 'plus_monthly');
    const first = (await h.billing(m)).subscription!.currentPeriodEnd;
    clock.advance(30 * DAY + MINUTE);
    const b = await h.billing(m);
    expect(b.subscription?.status).toBe('active');
    expect(new Date(b.subscription!.currentPeriodEnd).getTime()).toBe(
      new Date(first).getTime() + 30 * DAY,
    );
    const s = await h.summary(m);
    expect(s.plus.active).toBe(true);
    expect(s.boost.left).toBeGreaterThanOrEqual(1);
  });

  it('operators change prices (admin only, 404 for members); orders keep the price they had', async () => {
    const member = await newMember(t.app);
    const before = (await h.checkout(member, 'roam_pass')).json() as CheckoutResult;
    expect((await callAs(t.app, member, 'GET', '/api/admin/products')).statusCode).toBe(404);
    expect(
      (await callAs(t.app, member, 'PATCH', '/api/admin/products/roam_pass', { amountMinor: 1 }))
        .statusCode,
    ).toBe(404);

    const a = await signUp(t.app, { email: adminEmail });
    const admin = { id: a.body.user.id, cookie: a.cookie };
    const list = await callAs(t.app, admin, 'GET', '/api/admin/products');
    expect(list.statusCode, list.body).toBe(200);
    const changed = await callAs(t.app, admin, 'PATCH', '/api/admin/products/roam_pass', {
      amountMinor: 899,
      currency: 'USD',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().price).toEqual({ amountMinor: 899, currency: 'usd' });
    for (const body of [{ amountMinor: -5 }, { currency: 'dollars' }, { gives: ['x'] }]) {
      const res = await callAs(t.app, admin, 'PATCH', '/api/admin/products/roam_pass', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(
      (await callAs(t.app, admin, 'PATCH', '/api/admin/products/nope', { amountMinor: 100 }))
        .statusCode,
    ).toBe(400);

    const after = (await h.checkout(member, 'roam_pass')).json() as CheckoutResult;
    expect(after.order.price).toEqual({ amountMinor: 899, currency: 'usd' });
    expect(
      (await callAs(t.app, member, 'GET', `/api/me/orders/${before.order.id}`)).json().price,
    ).toEqual({ amountMinor: 699, currency: 'eur' });
    // Off sale: not listed, not sold.
    await callAs(t.app, admin, 'PATCH', '/api/admin/products/roam_pass', { active: false });
    const products = (await callAs(t.app, member, 'GET', '/api/products')).json() as ProductList;
    expect(products.items.map((p) => p.id)).not.toContain('roam_pass');
    expect((await h.checkout(member, 'roam_pass')).statusCode).toBe(404);
    await callAs(t.app, admin, 'PATCH', '/api/admin/products/roam_pass', { active: true });
  });

  it('has no Stripe webhook or portal without Stripe', async () => {
    const m = await newMember(t.app);
    const event = signedStripeEvent('checkout.session.completed', {});
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
      payload: event.payload,
    });
    expect(res.statusCode).toBe(404);
    expect((await callAs(t.app, m, 'GET', '/api/me/billing-portal')).statusCode).toBe(404);
  });
});

describe('payments with Stripe (a local stand-in of its API)', () => {
  let t: TestApp;
  let stripe: StripeStandIn;
  const h = helpers(() => t);
  beforeAll(async () => {
    stripe = await startStripeStandIn();
    t = await createTestApp(
      {},
      {
        STRIPE_SECRET_KEY: STRIPE_TEST_KEY,
        STRIPE_WEBHOOK_SECRET: STRIPE_TEST_WEBHOOK_SECRET,
        STRIPE_API_URL: stripe.url,
      },
    );
  });
  afterAll(async () => {
    await t?.close();
    await stripe?.close();
  });

  const webhook = (
    event: { payload: string; signature: string },
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': event.signature,
        ...headers,
      },
      payload: event.payload,
    });

  async function stripeCheckout(m: TestMember, productId: string, key = newKey()) {
    const res = await h.checkout(m, productId, key);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as CheckoutResult;
  }

  it('opens a Checkout Session with our order id and our price; a double tap is the same session', async () => {
    const m = await newMember(t.app);
    const key = newKey();
    const { order, next } = await stripeCheckout(m, 'boost', key);
    expect(next.kind).toBe('redirect');
    const session = stripe.sessions.find((s) => s.form.client_reference_id === order.id);
    expect(session?.form).toMatchObject({
      mode: 'payment',
      'line_items[0][price_data][unit_amount]': '399',
      'line_items[0][price_data][currency]': 'eur',
      'line_items[0][quantity]': '1',
    });
    expect(next).toEqual({
      kind: 'redirect',
      url: `https://checkout.stripe.test/c/pay/${session?.id}`,
    });
    const again = await stripeCheckout(m, 'boost', key);
    expect(again.order.id).toBe(order.id);
    expect(again.next).toEqual(next);
    expect(stripe.sessions.filter((s) => s.form.client_reference_id === order.id)).toHaveLength(1);
    expect(session?.form.customer_email).toBeTruthy();
    expect(Number(session?.form.expires_at)).toBeGreaterThanOrEqual(
      Math.floor(Date.now() / 1000) + 30 * 60,
    );
    // Card details never come to us with Stripe.
    expect((await h.pay(m, order.id)).statusCode).toBe(400);
    // The same key for another product is refused, not a second order.
    expect((await h.checkout(m, 'roam_pass', key)).statusCode).toBe(400);
  });

  it('grants only from a signed webhook, each event id once', async () => {
    const m = await newMember(t.app);
    const { order } = await stripeCheckout(m, 'boost');
    const session = stripe.sessions.find((s) => s.form.client_reference_id === order.id)!;
    const completed = (id?: string, secret?: string) =>
      signedStripeEvent(
        'checkout.session.completed',
        {
          id: session.id,
          object: 'checkout.session',
          mode: 'payment',
          client_reference_id: order.id,
          payment_status: 'paid',
          customer: 'cus_boost',
          subscription: null,
        },
        { ...(id ? { id } : {}), ...(secret ? { secret } : {}) },
      );

    const forged = completed(undefined, 'whsec_not_the_real_one');
    const refused = await webhook(forged);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.code).toBe('WEBHOOK_REFUSED');
    const unsigned = await webhook({ ...forged, signature: '' });
    expect(unsigned.statusCode).toBe(400);
    // A body changed after signing is refused too.
    const good = completed('evt_boost_paid');
    const tampered = await webhook({
      ...good,
      payload: good.payload.replace('cus_boost', 'cus_other'),
    });
    expect(tampered.statusCode).toBe(400);
    expect((await h.summary(m)).boost.left).toBe(0);

    // Stripe's servers send no session and may name any Origin: the route's own rule applies. Only
    // that route: a checkout from another site is still refused by the Origin check.
    const crossSite = await t.app.inject({
      method: 'POST',
      url: '/api/checkout',
      headers: { cookie: m.cookie, origin: 'https://hooks.stripe.com' },
      payload: { productId: 'boost', idempotencyKey: newKey() },
    });
    expect(crossSite.statusCode).toBe(403);
    const ok = await webhook(good, { origin: 'https://hooks.stripe.com' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ received: true, duplicate: false });
    expect((await h.summary(m)).boost.left).toBe(1);
    expect((await h.orders(m))[0]).toMatchObject({ status: 'paid', provider: 'stripe' });

    // The same event again (Stripe retries), and the same event under a new id: one Boost.
    expect((await webhook(good)).json()).toEqual({ received: true, duplicate: true });
    expect((await webhook(completed('evt_boost_paid_again'))).statusCode).toBe(200);
    expect((await h.summary(m)).boost.left).toBe(1);
  });

  it('an expired session grants nothing, and a late expiry does not undo a payment', async () => {
    const m = await newMember(t.app);
    const { order } = await stripeCheckout(m, 'right_now_pack');
    const expired = signedStripeEvent('checkout.session.expired', {
      id: 'cs_x',
      object: 'checkout.session',
      mode: 'payment',
      client_reference_id: order.id,
      payment_status: 'unpaid',
      customer: null,
      subscription: null,
    });
    expect((await webhook(expired)).statusCode).toBe(200);
    expect((await h.orders(m))[0]?.status).toBe('expired');
    expect((await h.summary(m)).rightNow.packLeft).toBe(0);

    const { order: second } = await stripeCheckout(m, 'right_now_pack');
    const paid = signedStripeEvent('checkout.session.completed', {
      id: 'cs_y',
      object: 'checkout.session',
      mode: 'payment',
      client_reference_id: second.id,
      payment_status: 'paid',
      customer: 'cus_rn',
      subscription: null,
    });
    const lateExpiry = signedStripeEvent('checkout.session.expired', {
      id: 'cs_y',
      object: 'checkout.session',
      mode: 'payment',
      client_reference_id: second.id,
      payment_status: 'unpaid',
      customer: null,
      subscription: null,
    });
    await webhook(paid);
    await webhook(lateExpiry);
    expect((await h.orders(m)).find((o) => o.id === second.id)?.status).toBe('paid');
    expect((await h.summary(m)).rightNow.packLeft).toBe(5);
  });

  it('a full refund ends what the order granted; a partial one does not', async () => {
    const m = await newMember(t.app);
    const { order } = await stripeCheckout(m, 'roam_pass');
    await webhook(
      signedStripeEvent('checkout.session.completed', {
        id: 'cs_roam',
        object: 'checkout.session',
        mode: 'payment',
        client_reference_id: order.id,
        payment_status: 'paid',
        customer: 'cus_roam',
        subscription: null,
      }),
    );
    expect((await h.summary(m)).roam.left).toBe(1);
    stripe.paymentIntents.set('pi_roam', { orderId: order.id, userId: m.id });
    const charge = (refunded: boolean) => ({
      id: 'ch_roam',
      object: 'charge',
      refunded,
      payment_intent: 'pi_roam',
    });
    await webhook(signedStripeEvent('charge.refunded', charge(false)));
    expect((await h.summary(m)).roam.left).toBe(1);
    const full = await webhook(signedStripeEvent('charge.refunded', charge(true)));
    expect(full.statusCode, full.body).toBe(200);
    expect((await h.summary(m)).roam.left).toBe(0);
    expect((await h.orders(m))[0]?.status).toBe('refunded');
  });

  it('Plus through Stripe: out-of-order first invoice, renewal, failed payment, cancel, portal', async () => {
    const m = await newMember(t.app);
    const { order } = await stripeCheckout(m, 'plus_monthly');
    const session = stripe.sessions.find((s) => s.form.client_reference_id === order.id)!;
    expect(session.form).toMatchObject({
      mode: 'subscription',
      'line_items[0][price_data][recurring][interval]': 'month',
      'subscription_data[metadata][orderId]': order.id,
    });
    const now = Math.floor(Date.now() / 1000);
    const p1 = { start: now, end: now + 30 * 86_400 };
    stripe.subscriptions.set('sub_plus1', {
      id: 'sub_plus1',
      status: 'active',
      cancel_at_period_end: false,
      items: { data: [{ current_period_start: p1.start, current_period_end: p1.end }] },
    });
    const invoice = (period: { start: number; end: number }) => ({
      id: `in_${period.start}`,
      object: 'invoice',
      customer: 'cus_plus',
      lines: { data: [{ period }] },
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: 'sub_plus1', metadata: { orderId: order.id } },
      },
    });
    // The first invoice arrives before the checkout's own event.
    expect((await webhook(signedStripeEvent('invoice.paid', invoice(p1)))).statusCode).toBe(200);
    let s = await h.summary(m);
    expect(s.plus.active).toBe(true);
    expect(s.boost.left).toBe(1);
    const completed = signedStripeEvent('checkout.session.completed', {
      id: session.id,
      object: 'checkout.session',
      mode: 'subscription',
      client_reference_id: order.id,
      payment_status: 'paid',
      customer: 'cus_plus',
      subscription: 'sub_plus1',
    });
    expect((await webhook(completed)).statusCode).toBe(200);
    expect((await h.summary(m)).boost.left).toBe(1);
    expect(await h.billing(m)).toMatchObject({
      subscription: { status: 'active', provider: 'stripe' },
      portal: true,
    });

    // Renewed: the next period is granted; the old invoice replayed under a new id moves nothing back.
    const p2 = { start: p1.end, end: p1.end + 30 * 86_400 };
    await webhook(signedStripeEvent('invoice.paid', invoice(p2)));
    await webhook(signedStripeEvent('invoice.paid', invoice(p1)));
    expect(new Date((await h.billing(m)).subscription!.currentPeriodEnd).getTime()).toBe(
      p2.end * 1000,
    );

    // Payment failed: past due, Plus ends now.
    const failed = signedStripeEvent('invoice.payment_failed', invoice(p2));
    await webhook(failed);
    expect((await h.billing(m)).subscription?.status).toBe('past_due');
    s = await h.summary(m);
    expect(s.plus.active).toBe(false);

    // Paid after all: Plus is back.
    await webhook(signedStripeEvent('invoice.paid', invoice(p2)));
    expect((await h.billing(m)).subscription?.status).toBe('active');
    expect((await h.summary(m)).plus.active).toBe(true);

    // Cancel: Stripe is told to stop at the period end; Plus runs on.
    const cancel = await callAs(t.app, m, 'POST', '/api/me/subscription/cancel');
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(stripe.updates.at(-1)).toEqual({
      id: 'sub_plus1',
      form: { cancel_at_period_end: 'true' },
    });
    expect(cancel.json().subscription.cancelAtPeriodEnd).toBe(true);
    expect((await h.summary(m)).plus.active).toBe(true);

    // He resumes it in Stripe's portal: the update comes by webhook.
    await webhook(
      signedStripeEvent('customer.subscription.updated', {
        id: 'sub_plus1',
        object: 'subscription',
        status: 'active',
        cancel_at_period_end: false,
        items: { data: [{ current_period_start: p2.start, current_period_end: p2.end }] },
      }),
    );
    expect((await h.billing(m)).subscription?.cancelAtPeriodEnd).toBe(false);

    // His next purchase is made under the same Stripe customer.
    await stripeCheckout(m, 'boost');
    expect(stripe.sessions.at(-1)?.form).toMatchObject({ customer: 'cus_plus' });
    expect(stripe.sessions.at(-1)?.form.customer_email).toBeUndefined();

    const portal = await callAs(t.app, m, 'GET', '/api/me/billing-portal');
    expect(portal.statusCode, portal.body).toBe(200);
    expect(portal.json().url).toMatch(/^https:\/\/billing\.stripe\.test\//);
    expect(stripe.portals.at(-1)).toMatchObject({ customer: 'cus_plus' });
    const stranger = await newMember(t.app);
    expect((await callAs(t.app, stranger, 'GET', '/api/me/billing-portal')).statusCode).toBe(404);

    // Stripe ends it: Plus is over.
    await webhook(
      signedStripeEvent('customer.subscription.deleted', {
        id: 'sub_plus1',
        object: 'subscription',
        status: 'canceled',
        cancel_at_period_end: true,
        ended_at: Math.floor(Date.now() / 1000) - 1,
      }),
    );
    expect((await h.billing(m)).subscription?.status).toBe('cancelled');
    expect((await h.summary(m)).plus.active).toBe(false);
  });

  it('ignores events it does not use, and refuses a webhook with no body', async () => {
    const ignored = signedStripeEvent('customer.created', { id: 'cus_1', object: 'customer' });
    expect((await webhook(ignored)).statusCode).toBe(200);
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'stripe-signature': 't=1,v1=abc' },
    });
    expect(empty.statusCode).toBe(400);
  });
});
