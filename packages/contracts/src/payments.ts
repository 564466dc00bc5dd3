import { z } from 'zod';

/**
 * Issue 15: the add-ons catalogue, orders (receipts), checkout and the Plus subscription. The client
 * names a product only; the server decides the price and what the product grants.
 */
export const PRODUCT_IDS = ['boost', 'right_now_pack', 'roam_pass', 'plus_monthly'] as const;
export const ProductIdSchema = z.enum(PRODUCT_IDS, 'Unknown product.');
export type ProductId = z.infer<typeof ProductIdSchema>;

/** What each product grants (the server's rule; shown in words on the checkout screen). */
export const RIGHT_NOW_PACK_SIZE = 5;
export const ROAM_PASS_DAYS = 7;
export const PLUS_PERIOD_DAYS = 30;
/** A checkout not paid within this time expires and can grant nothing. */
export const ORDER_TTL_MINUTES = 30;

/** The built-in provider's banner, word for word. */
export const TEST_PAYMENTS_BANNER = 'Test payments: no money moves';
/** The test cards the built-in provider takes (Stripe's own test numbers). */
export const TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
} as const;

export const PAYMENT_MESSAGES = {
  declined: 'Your card was declined.',
  insufficientFunds: 'Insufficient funds on this card.',
  unsupportedCard:
    'This card cannot be used for test payments. Use 4242 4242 4242 4242 (or 4000 0000 0000 0002 to see a decline).',
  expiredCard: 'This card has expired.',
  orderExpired: 'This checkout has expired. Start again to buy.',
  orderClosed: 'This checkout is already closed.',
  alreadySubscribed: 'You already have Blaze Plus.',
  notStripe: 'Card details are taken by the payment page of this checkout, not here.',
  noBillingAccount: 'There is no billing account to manage yet.',
  noSubscription: 'You have no Blaze Plus subscription to cancel.',
} as const;

export const MoneySchema = z.object({
  /** In the currency's minor unit (cents). */
  amountMinor: z.number().int(),
  /** ISO 4217, lower case as Stripe spells it (`eur`). */
  currency: z.string(),
});
export type Money = z.infer<typeof MoneySchema>;

export const ProductSchema = z.object({
  id: ProductIdSchema,
  name: z.string(),
  description: z.string(),
  kind: z.enum(['one_time', 'subscription']),
  price: MoneySchema,
  /** What he gets, in words (from the server's grant rule). */
  gives: z.array(z.string()),
  active: z.boolean(),
});
export type Product = z.infer<typeof ProductSchema>;
export const ProductListSchema = z.object({ items: z.array(ProductSchema) });
export type ProductList = z.infer<typeof ProductListSchema>;

/** Only a product id and a key per checkout attempt: a second tap with the same key is the same order. */
export const CheckoutBodySchema = z.strictObject({
  productId: ProductIdSchema,
  idempotencyKey: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,64}$/, 'An idempotency key is 8 to 64 letters, digits, - or _.'),
  /** Where to come back to inside the app after paying (a path such as /app/boost). */
  returnPath: z
    .string()
    .max(300)
    .regex(/^\/(?!\/)[^\s\\]*$/, 'The return path must be a path inside the app.')
    .optional(),
});
export type CheckoutBody = z.input<typeof CheckoutBodySchema>;

export const OrderStatusSchema = z.enum(['pending', 'paid', 'failed', 'expired', 'refunded']);
export type OrderStatus = z.infer<typeof OrderStatusSchema>;

/** A receipt: what he bought, for how much, and how it went. */
export const OrderSchema = z.object({
  id: z.string(),
  productId: ProductIdSchema,
  productName: z.string(),
  status: OrderStatusSchema,
  price: MoneySchema,
  provider: z.enum(['builtin', 'stripe']),
  cardLast4: z.string().nullable(),
  failureReason: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  expiresAt: z.string(),
});
export type Order = z.infer<typeof OrderSchema>;
export const OrderListSchema = z.object({ items: z.array(OrderSchema) });
export type OrderList = z.infer<typeof OrderListSchema>;

/** The provider's next step: the built-in card form, or the provider's own payment page. */
export const CheckoutNextSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('card_form'), banner: z.string() }),
  z.object({ kind: z.literal('redirect'), url: z.string() }),
]);
export type CheckoutNext = z.infer<typeof CheckoutNextSchema>;

export const CheckoutResultSchema = z.object({ order: OrderSchema, next: CheckoutNextSchema });
export type CheckoutResult = z.infer<typeof CheckoutResultSchema>;

/** The built-in provider's card form. The number is checked and dropped: only its last 4 are kept. */
export const CardPaymentBodySchema = z.strictObject({
  cardNumber: z
    .string()
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, 'Enter the card number.')),
  expiry: z
    .string()
    .trim()
    .regex(/^(0[1-9]|1[0-2])\s?\/\s?(\d{2})$/, 'Enter the expiry as MM/YY.'),
  cvc: z
    .string()
    .trim()
    .regex(/^\d{3,4}$/, 'Enter the 3 or 4 digit security code.'),
});
export type CardPaymentBody = z.input<typeof CardPaymentBodySchema>;

export const SubscriptionSchema = z.object({
  productId: ProductIdSchema,
  status: z.enum(['active', 'past_due', 'cancelled']),
  currentPeriodEnd: z.string(),
  cancelAtPeriodEnd: z.boolean(),
  provider: z.enum(['builtin', 'stripe']),
});
export type Subscription = z.infer<typeof SubscriptionSchema>;

/** His billing at a glance: the subscription (if any) and whether a provider portal exists. */
export const BillingSchema = z.object({
  subscription: SubscriptionSchema.nullable(),
  portal: z.boolean(),
});
export type Billing = z.infer<typeof BillingSchema>;

export const BillingPortalSchema = z.object({ url: z.string() });
export type BillingPortal = z.infer<typeof BillingPortalSchema>;

/** An operator's change to a product: price, currency, name, description or on/off. */
export const ProductUpdateSchema = z.strictObject({
  name: z.string().trim().min(1).max(60).optional(),
  description: z.string().trim().max(300).optional(),
  amountMinor: z.number().int().min(50).max(100_000_00).optional(),
  currency: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z]{3}$/, 'A currency is a three-letter ISO code such as EUR.')
    .optional(),
  active: z.boolean().optional(),
});
export type ProductUpdate = z.input<typeof ProductUpdateSchema>;
