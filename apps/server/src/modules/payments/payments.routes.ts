import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BillingPortalSchema,
  BillingSchema,
  CardPaymentBodySchema,
  CheckoutBodySchema,
  CheckoutResultSchema,
  ErrorBodySchema,
  OrderListSchema,
  OrderSchema,
  ProductIdSchema,
  ProductListSchema,
  ProductSchema,
  ProductUpdateSchema,
} from '@blaze/contracts';
import { perMember } from '../../http/rate-limit.ts';
import { memberOf } from '../../http/session-guard.ts';
import { staffOf } from '../../http/staff-guard.ts';
import type { PaymentsService } from './payments.service.ts';

const OrderParams = z.strictObject({ orderId: z.string().min(1).max(100) });
const ProductParams = z.strictObject({ productId: ProductIdSchema });
const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  402: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
  503: ErrorBodySchema,
};
const ProductsReply = ProductListSchema.extend({ provider: z.enum(['builtin', 'stripe']) });

export function paymentsRoutes(payments: PaymentsService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const guard = { preParsing: app.requireMember };
    const me = (request: Parameters<typeof memberOf>[0]) => memberOf(request).userId;

    r.get(
      '/api/products',
      {
        ...guard,
        schema: {
          tags: ['payments'],
          summary:
            'The add-ons on sale, with the server’s prices, and which provider takes payment',
          response: { 200: ProductsReply, ...errors },
        },
      },
      async () => ({ items: await payments.products(), provider: payments.provider }),
    );

    r.post(
      '/api/checkout',
      {
        ...guard,
        config: perMember('checkout', 30),
        schema: {
          tags: ['payments'],
          summary:
            'Start buying a product (its id only; the same idempotency key is the same order): the order and the next step',
          body: CheckoutBodySchema,
          response: { 200: CheckoutResultSchema, ...errors },
        },
      },
      async (request) => payments.checkout(memberOf(request), request.body),
    );

    r.post(
      '/api/checkout/:orderId/pay',
      {
        ...guard,
        config: perMember('checkout-pay', 20),
        schema: {
          tags: ['payments'],
          summary: 'Pay my order with the built-in test provider’s card form (test cards only)',
          params: OrderParams,
          body: CardPaymentBodySchema,
          response: { 200: OrderSchema, ...errors },
        },
      },
      async (request) => payments.pay(me(request), request.params.orderId, request.body),
    );

    r.get(
      '/api/me/orders',
      {
        ...guard,
        schema: {
          tags: ['payments'],
          summary: 'My receipts, newest first',
          response: { 200: OrderListSchema, ...errors },
        },
      },
      async (request) => payments.orders(me(request)),
    );

    r.get(
      '/api/me/orders/:orderId',
      {
        ...guard,
        schema: {
          tags: ['payments'],
          summary: 'One of my orders (after coming back from the payment page)',
          params: OrderParams,
          response: { 200: OrderSchema, ...errors },
        },
      },
      async (request) => payments.order(me(request), request.params.orderId),
    );

    r.get(
      '/api/me/subscription',
      {
        ...guard,
        schema: {
          tags: ['payments'],
          summary: 'My Blaze Plus subscription, and whether a billing portal exists',
          response: { 200: BillingSchema, ...errors },
        },
      },
      async (request) => payments.billing(me(request)),
    );

    r.post(
      '/api/me/subscription/cancel',
      {
        ...guard,
        config: perMember('subscription-cancel', 10),
        schema: {
          tags: ['payments'],
          summary: 'Cancel Blaze Plus: it runs to the end of the paid period',
          response: { 200: BillingSchema, ...errors },
        },
      },
      async (request) => payments.cancelSubscription(me(request)),
    );

    r.get(
      '/api/me/billing-portal',
      {
        ...guard,
        config: perMember('billing-portal', 10),
        schema: {
          tags: ['payments'],
          summary: 'A link to the payment provider’s billing portal (Stripe only)',
          response: { 200: BillingPortalSchema, ...errors },
        },
      },
      async (request) => payments.portal(me(request)),
    );

    // Admins only (issue 17): members get a 404, moderators a 403, before anything is parsed.
    const adminOnly = { preParsing: app.requireStaff('admin') };
    r.get(
      '/api/admin/products',
      {
        ...adminOnly,
        schema: {
          tags: ['payments'],
          summary: 'Admins: the whole catalogue, on sale or not (404 for everyone else)',
          response: { 200: ProductListSchema, ...errors },
        },
      },
      async (request) => ({ items: await payments.adminProducts(memberOf(request).email) }),
    );

    r.patch(
      '/api/admin/products/:productId',
      {
        ...adminOnly,
        config: perMember('admin-products', 30),
        schema: {
          tags: ['payments'],
          summary: 'Admins: change a product’s price, currency, wording or whether it is on sale',
          params: ProductParams,
          body: ProductUpdateSchema,
          response: { 200: ProductSchema, ...errors },
        },
      },
      async (request) =>
        payments.updateProduct(staffOf(request), request.params.productId, request.body),
    );

    // Stripe's webhook: no session, called from Stripe's servers, proven by the signature on the
    // exact bytes it sent. Its own scope keeps the raw-body parser away from every other route.
    await app.register(async (hook) => {
      hook.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) =>
        done(null, body),
      );
      hook.withTypeProvider<ZodTypeProvider>().post(
        '/api/payments/stripe/webhook',
        {
          config: { crossSite: true },
          schema: {
            tags: ['payments'],
            summary: 'Stripe’s webhook (signed; each event id processed once)',
            response: {
              200: z.object({ received: z.literal(true), duplicate: z.boolean() }),
              ...errors,
            },
          },
        },
        async (request) => {
          const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
          const signature = request.headers['stripe-signature'];
          const outcome = await payments.stripeWebhook(
            raw,
            typeof signature === 'string' ? signature : undefined,
          );
          return { received: true as const, duplicate: outcome === 'duplicate' };
        },
      );
    });
  };
}
