import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Order, Product } from '@blaze/contracts/payments';
import { CheckoutScreen } from '@/features/payments/components/checkout-screen';

const boost: Product = {
  id: 'boost',
  name: 'Boost',
  description: '30 minutes at the top.',
  kind: 'one_time',
  price: { amountMinor: 399, currency: 'eur' },
  gives: ['One Boost'],
  active: true,
};
const order = (id: string): Order => ({
  id,
  productId: 'boost',
  productName: 'Boost',
  status: 'pending',
  price: boost.price,
  provider: 'builtin',
  cardLast4: null,
  failureReason: null,
  createdAt: new Date().toISOString(),
  paidAt: null,
  expiresAt: new Date().toISOString(),
});
const json = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status }));

function setup(provider: 'builtin' | 'stripe', payReplies: Array<[number, unknown]>) {
  const keys: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      if (url === '/api/products') return json({ items: [boost], provider });
      if (url === '/api/checkout') {
        const body = JSON.parse(String(init?.body)) as { idempotencyKey: string };
        keys.push(body.idempotencyKey);
        const next =
          provider === 'stripe'
            ? { kind: 'redirect', url: 'https://checkout.stripe.test/c/pay/cs_1' }
            : { kind: 'card_form', banner: 'Test payments: no money moves' };
        return json({ order: order(`o-${body.idempotencyKey}`), next });
      }
      const [status, body] = payReplies.shift() ?? [200, order('o')];
      return json(body, status);
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/app/checkout?product=boost']}>
        <CheckoutScreen
          productId="boost"
          returnPath="/app/settings"
          orderId={null}
          cancelled={false}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { keys };
}

async function payWith(cardNumber: string) {
  fireEvent.change(screen.getByLabelText('Card number'), { target: { value: cardNumber } });
  fireEvent.change(screen.getByLabelText('Expiry'), { target: { value: '1234' } });
  fireEvent.change(screen.getByLabelText('Security code'), { target: { value: '123' } });
  fireEvent.click(screen.getByRole('button', { name: /Pay €3\.99/ }));
}

afterEach(() => vi.unstubAllGlobals());

describe('CheckoutScreen', () => {
  it('shows the test banner; a declined card says why and the next try is a new order', async () => {
    const declined = { error: { code: 'CARD_DECLINED', message: 'Your card was declined.' } };
    const unsupported = { error: { code: 'CARD_UNSUPPORTED', message: 'Use a test card.' } };
    const { keys } = setup('builtin', [
      [402, declined],
      [400, unsupported],
    ]);
    expect(await screen.findByText('Test payments: no money moves')).toBeTruthy();
    expect(screen.getByLabelText('Expiry')).toBeTruthy();

    await payWith('4000000000000002');
    expect((await screen.findByRole('alert')).textContent).toBe('Your card was declined.');
    await payWith('5555555555554444');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Use a test card.'));
    // After a decline the order is closed: a new key. A refused number keeps the same open order.
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
    await payWith('4242424242424242');
    await waitFor(() => expect(keys).toHaveLength(3));
    expect(keys[2]).toBe(keys[1]);
  });

  it('with Stripe, sends him to Stripe’s page with one key for repeated taps', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const { keys } = setup('stripe', []);
    const go = await screen.findByRole('button', { name: /Continue to payment · €3\.99/ });
    fireEvent.click(go);
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('https://checkout.stripe.test/c/pay/cs_1'),
    );
    fireEvent.click(go);
    await waitFor(() => expect(keys).toHaveLength(2));
    expect(keys[1]).toBe(keys[0]);
    expect(screen.queryByLabelText('Card number')).toBeNull();
  });
});
