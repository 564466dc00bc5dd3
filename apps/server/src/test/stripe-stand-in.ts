import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

type Form = Record<string, string>;
export type StandInSubscription = {
  id: string;
  status: string;
  cancel_at_period_end: boolean;
  items: { data: Array<{ current_period_start: number; current_period_end: number }> };
};

/**
 * A local stand-in for the few Stripe endpoints payments calls (Checkout Sessions, subscriptions, the
 * billing portal), on 127.0.0.1, so API tests run the real `stripe` package without the network. It
 * records what it was sent, so a test can check the price came from the server.
 */
export async function startStripeStandIn() {
  const sessions: Array<{ id: string; form: Form; idempotencyKey: string | undefined }> = [];
  const updates: Array<{ id: string; form: Form }> = [];
  const portals: Form[] = [];
  const subscriptions = new Map<string, StandInSubscription>();
  /** Payment intents by id: their metadata (our order id). */
  const paymentIntents = new Map<string, Record<string, string>>();
  let n = 0;

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const form = Object.fromEntries(new URLSearchParams(raw)) as Form;
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${n}` });
        res.end(JSON.stringify(body));
      };
      const key = req.headers['idempotency-key'];
      if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
        const again = typeof key === 'string' && sessions.find((s) => s.idempotencyKey === key);
        const id = again ? again.id : `cs_test_${(n += 1)}`;
        if (!again)
          sessions.push({ id, form, idempotencyKey: typeof key === 'string' ? key : undefined });
        return send(200, {
          id,
          object: 'checkout.session',
          mode: form.mode,
          client_reference_id: form.client_reference_id ?? null,
          url: `https://checkout.stripe.test/c/pay/${id}`,
        });
      }
      const intent = url.pathname.match(/^\/v1\/payment_intents\/([\w]+)$/);
      if (intent && req.method === 'GET') {
        const metadata = paymentIntents.get(intent[1]!);
        if (!metadata)
          return send(404, {
            error: { type: 'invalid_request_error', message: 'No such payment_intent' },
          });
        return send(200, { id: intent[1], object: 'payment_intent', metadata });
      }
      const sub = url.pathname.match(/^\/v1\/subscriptions\/([\w]+)$/);
      if (sub) {
        const found = subscriptions.get(sub[1]!);
        if (!found)
          return send(404, {
            error: { type: 'invalid_request_error', message: 'No such subscription' },
          });
        if (req.method === 'POST') {
          updates.push({ id: found.id, form });
          if (form.cancel_at_period_end)
            found.cancel_at_period_end = form.cancel_at_period_end === 'true';
        }
        return send(200, { object: 'subscription', ...found });
      }
      if (req.method === 'POST' && url.pathname === '/v1/billing_portal/sessions') {
        portals.push(form);
        return send(200, {
          id: `bps_${(n += 1)}`,
          object: 'billing_portal.session',
          url: `https://billing.stripe.test/p/session/${n}`,
        });
      }
      send(404, {
        error: {
          type: 'invalid_request_error',
          message: `No stand-in for ${req.method} ${url.pathname}`,
        },
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    sessions,
    updates,
    portals,
    subscriptions,
    paymentIntents,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type StripeStandIn = Awaited<ReturnType<typeof startStripeStandIn>>;

export const STRIPE_TEST_KEY = 'sk_test_standin000000000000';
export const STRIPE_TEST_WEBHOOK_SECRET = 'whsec_standin000000000000';

/** A Stripe event as its webhook sends it, signed with the package's own test helper. */
export function signedStripeEvent(
  type: string,
  object: Record<string, unknown>,
  { id = `evt_${Math.random().toString(36).slice(2)}`, secret = STRIPE_TEST_WEBHOOK_SECRET } = {},
) {
  const payload = JSON.stringify({
    id,
    object: 'event',
    type,
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    data: { object },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  return { id, payload, signature };
}
