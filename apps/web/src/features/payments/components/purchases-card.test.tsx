import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EntitlementsSummary } from '@blaze/contracts/entitlements';
import type { Billing, Order, Product } from '@blaze/contracts/payments';
import { CheckoutScreen } from '@/features/payments/components/checkout-screen';
import { PurchasesCard } from '@/features/payments/components/purchases-card';

const periodEnd = '2026-12-26T12:00:00.000Z';
const summary: EntitlementsSummary = {
  plus: { active: true, endsAt: periodEnd },
  rightNow: { freeLeft: 0, freePerDay: 2, nextFreeAt: null, packLeft: 0, unlimited: true },
  boost: { left: 1 },
  roam: { left: 0, unlimited: true },
  grants: [],
};
const plus: Product = {
  id: 'plus_monthly',
  name: 'Blaze Plus',
  description: 'Everything.',
  kind: 'subscription',
  price: { amountMinor: 1499, currency: 'eur' },
  gives: ['Unlimited Right Now'],
  active: true,
};
const billing = (cancelAtPeriodEnd: boolean): Billing => ({
  subscription: {
    productId: 'plus_monthly',
    status: 'active',
    currentPeriodEnd: periodEnd,
    cancelAtPeriodEnd,
    provider: 'stripe',
  },
  portal: true,
});
const paidOrder: Order = {
  id: 'o1',
  productId: 'plus_monthly',
  productName: 'Blaze Plus',
  status: 'paid',
  price: plus.price,
  provider: 'stripe',
  cardLast4: null,
  failureReason: null,
  createdAt: periodEnd,
  paidAt: periodEnd,
  expiresAt: periodEnd,
};
const json = (body: unknown) => Promise.resolve(new Response(JSON.stringify(body)));

function stubApi(orderStatuses: Order['status'][] = []) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      calls.push(`${init?.method ?? 'GET'} ${url}`);
      if (url === '/api/me/entitlements') return json(summary);
      if (url === '/api/me/subscription') return json(billing(false));
      if (url === '/api/me/subscription/cancel') return json(billing(true));
      if (url === '/api/products') return json({ items: [plus], provider: 'stripe' });
      if (url === '/api/me/orders') return json({ items: [paidOrder] });
      if (url === '/api/me/orders/o1')
        return json({ ...paidOrder, status: orderStatuses.shift() ?? 'paid' });
      return Promise.resolve(new Response('{}', { status: 404 }));
    }),
  );
  return calls;
}

function renderAt(path: string, element: React.ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/app/checkout" element={element} />
          <Route path="/app/settings" element={<p>Settings page</p>} />
          <Route path="*" element={element} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('PurchasesCard', () => {
  it('shows what he has, Plus with its renewal, and cancels it at the period end', async () => {
    const calls = stubApi();
    renderAt('/', <PurchasesCard />);
    const have = await screen.findByRole('region', { name: 'What you have' });
    expect(
      within(have).getByText('Unlimited', { selector: '[data-testid="have-Right Now"]' }),
    ).toBeTruthy();
    expect(within(have).getByTestId('have-Boosts').textContent).toBe('1 left');
    expect(await screen.findByText(/^Renews on/)).toBeTruthy();
    expect(screen.getByRole('button', { name: /Manage billing/ })).toBeTruthy();
    expect(screen.getByText('Yours')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Cancel Plus' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel Plus' }));
    expect(await screen.findByText(/^Cancelled: Plus runs until/)).toBeTruthy();
    expect(calls).toContain('POST /api/me/subscription/cancel');
  });
});

describe('CheckoutScreen after the provider’s page', () => {
  it('waits for the webhook to mark the order paid, then goes back', async () => {
    stubApi(['pending']);
    renderAt(
      '/app/checkout?product=plus_monthly&order=o1',
      <CheckoutScreen
        productId="plus_monthly"
        returnPath="/app/settings"
        orderId="o1"
        cancelled={false}
      />,
    );
    expect(await screen.findByText('Confirming your payment...')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('Settings page')).toBeTruthy(), {
      timeout: 4_000,
    });
  });
});
