import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ViewedMe } from '@blaze/contracts/viewed-me';
import { ViewedMeScreen, viewedAgo } from '@/features/viewed-me/components/viewed-me-screen';

const viewer = (id: string, name: string, minutesAgo: number) => ({
  member: {
    id,
    username: id,
    displayName: name,
    age: 31,
    avatarUrl: null,
    city: 'Lisbon',
    isOnline: false,
    profileType: 'dating' as const,
    tribe: null,
    bodyType: null,
    isVerified: false,
  },
  viewedAt: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
  views: 1,
});

function setup(body: ViewedMe) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status: 200 })),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ViewedMeScreen />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('viewedAgo', () => {
  it('says how long ago', () => {
    const now = Date.parse('2026-11-26T01:00:00Z');
    expect(viewedAgo('2026-11-26T00:59:30Z', now)).toBe('just now');
    expect(viewedAgo('2026-11-26T00:55:00Z', now)).toBe('5 min ago');
    expect(viewedAgo('2026-11-25T22:00:00Z', now)).toBe('3 h ago');
    expect(viewedAgo('2026-11-24T01:00:00Z', now)).toBe('2 days ago');
  });
});

describe('ViewedMeScreen', () => {
  it('shows the most recent viewer and a blurred row to Plus for the others', async () => {
    setup({ viewers: [viewer('m1', 'Marco', 5)], hiddenCount: 4, total: 5, plus: false, days: 7 });
    const marco = await screen.findByRole('link', { name: /Marco/ });
    expect(marco.getAttribute('href')).toBe('/app/user/m1');
    const more = screen.getByRole('link', { name: /4 more with Plus/ });
    expect(more.getAttribute('href')).toBe(
      '/app/checkout?product=plus_monthly&return=%2Fapp%2Fviewed-me',
    );
  });

  it('lists everyone with Plus, with no offer', async () => {
    setup({
      viewers: [viewer('m1', 'Marco', 1), viewer('m2', 'Luis', 90)],
      hiddenCount: 0,
      total: 2,
      plus: true,
      days: 7,
    });
    expect(await screen.findByRole('link', { name: /Luis/ })).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByText(/more with Plus/)).toBeNull();
  });

  it('says when nobody has viewed him yet', async () => {
    setup({ viewers: [], hiddenCount: 0, total: 0, plus: false, days: 7 });
    expect(await screen.findByText('No views yet')).toBeTruthy();
  });
});
