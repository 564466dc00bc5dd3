import { PAYMENT_MESSAGES, TEST_CARDS, TEST_PAYMENTS_BANNER } from '@blaze/contracts';
import { AppError } from '../../lib/errors.ts';
import type { PaymentProvider } from './payment-provider.ts';

export type CardOutcome = 'succeeded' | 'declined' | 'insufficient_funds';

/** The refusal a member reads for a card outcome that took no money. */
export const cardRefusal = (outcome: Exclude<CardOutcome, 'succeeded'>) =>
  outcome === 'declined'
    ? new AppError(402, 'CARD_DECLINED', PAYMENT_MESSAGES.declined)
    : new AppError(402, 'INSUFFICIENT_FUNDS', PAYMENT_MESSAGES.insufficientFunds);

/**
 * The built-in provider's card rule, with Stripe's test numbers: 4242... succeeds, ...0002 is declined,
 * ...9995 has insufficient funds; any other number is refused in words. An expiry in the past is refused.
 * The number is only compared here: nothing but its last 4 digits is kept or logged.
 */
export function testCardOutcome(
  card: { cardNumber: string; expiry: string },
  now: Date,
): CardOutcome {
  const [mm, yy] = card.expiry.split('/').map((p) => Number(p.trim()));
  // A card is good through the last day of its expiry month.
  const endOfMonth = Date.UTC(2000 + (yy ?? 0), mm ?? 0, 1);
  if (endOfMonth <= now.getTime())
    throw new AppError(400, 'CARD_UNSUPPORTED', PAYMENT_MESSAGES.expiredCard);
  switch (card.cardNumber) {
    case TEST_CARDS.succeeds:
      return 'succeeded';
    case TEST_CARDS.declined:
      return 'declined';
    case TEST_CARDS.insufficientFunds:
      return 'insufficient_funds';
    default:
      throw new AppError(400, 'CARD_UNSUPPORTED', PAYMENT_MESSAGES.unsupportedCard);
  }
}

/**
 * The default provider: no money moves. Its card form is ours (POST /api/checkout/:orderId/pay), and
 * paying makes the same events a real provider's webhook would (payments.service `handleEvent`).
 */
export function builtinProvider(): PaymentProvider {
  return {
    name: 'builtin',
    startCheckout: async () => ({
      next: { kind: 'card_form', banner: TEST_PAYMENTS_BANNER },
      providerRef: null,
    }),
    // The built-in subscription renews in our own sweep; cancelling is only our own flag.
    cancelAtPeriodEnd: async () => {},
    portalUrl: async () => null,
  };
}
