import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Boost, BoostStatus } from '@blaze/contracts/boost';
import { BoostScreen } from '@/features/boost/components/boost-screen';
import { clockText } from '@/features/boost/components/boost-countdown';

const NOW = Date.parse('2026-11-26T01:00:00Z');
const boost = (over: Partial<Boost> = {}): Boost => ({
  id: 'b1',
  startedAt: new Date(NOW - 5 * 60_000).toISOString(),
  endsAt: new Date(NOW + 25 * 60_000).toISOString(),
  active: true,
  result: { viewsDuring: 4, viewsBefore: 1 },
  ...over,
});
const status = (over: Partial<BoostStatus> = {}): BoostStatus => ({
  current: null,
  recent: [],
  left: 0,
  minutes: 30,
  serverNow: new Date(NOW).toISOString(),
  ...over,
});

function setup(reply: (url: string, init?: RequestInit) => Response) {
  const calls: Array<{ url: string; method: string }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, method: init?.method ?? 'GET' });
      return reply(url, init);
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <BoostScreen />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return calls;
}
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

afterEach(() => vi.unstubAllGlobals());

describe('clockText', () => {
  it('counts minutes and seconds, never below zero', () => {
    expect(clockText(30 * 60_000)).toBe('30:00');
    expect(clockText(61_001)).toBe('01:02');
    expect(clockText(-5)).toBe('00:00');
    expect(clockText(3_600_000 + 5_000)).toBe('1:00:05');
  });
});

describe('BoostScreen', () => {
  it('offers to buy a Boost at the checkout when he has none', async () => {
    setup(() => json(status({ left: 0 })));
    const buy = await screen.findByRole('link', { name: /Buy a Boost/ });
    expect(buy.getAttribute('href')).toBe('/app/checkout?product=boost&return=%2Fapp%2Fboost');
    expect(screen.getByRole('heading', { level: 1, name: 'Boost' })).toBeTruthy();
  });

  it("starts a boost with one he has, and shows the server's refusal when there is one", async () => {
    const calls = setup((_url, init) =>
      init?.method === 'POST'
        ? json({ error: { code: 'BOOST_RUNNING', message: 'Your Boost is still running.' } }, 409)
        : json(status({ left: 2 })),
    );
    expect(await screen.findByText('You have 2 Boosts.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Boost now/ }));
    expect((await screen.findByRole('alert')).textContent).toBe('Your Boost is still running.');
    expect(calls.some((c) => c.method === 'POST' && c.url.endsWith('/api/me/boost'))).toBe(true);
  });

  it('counts down while a boost runs and lists the results of the last ones', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    try {
      const ended = boost({
        id: 'b0',
        startedAt: new Date(NOW - 86_400_000).toISOString(),
        endsAt: new Date(NOW - 86_400_000 + 30 * 60_000).toISOString(),
        active: false,
        result: { viewsDuring: 6, viewsBefore: 2 },
      });
      setup(() => json(status({ current: boost(), recent: [boost(), ended] })));
      expect((await screen.findByRole('timer')).textContent).toBe('25:00');
      expect(screen.getByText(/4 views so far \(1 view in the same time before\)/)).toBeTruthy();
      expect(screen.getByText('3× the views')).toBeTruthy();
      expect(screen.queryByRole('button', { name: /Boost now/ })).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
