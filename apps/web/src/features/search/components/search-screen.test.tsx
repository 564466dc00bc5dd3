import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SearchPage } from '@blaze/contracts/search';
import { SearchScreen } from '@/features/search/components/search-screen';

const marco: SearchPage = {
  kind: 'members',
  members: [
    {
      id: 'm1',
      username: 'marco',
      displayName: 'Marco Rossi',
      avatarUrl: null,
      isCreator: false,
      isVerified: false,
    },
  ],
  nextCursor: null,
};

type Call = { url: string; signal: AbortSignal | undefined };

function setup(
  reply: (url: string) => Promise<Response>,
  at = '/search',
  eventDetail?: (event: { title: string }) => ReactNode,
) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      calls.push({ url, signal: init?.signal ?? undefined });
      return reply(url);
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[at]}>
        <SearchScreen eventDetail={eventDetail} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { calls, input: screen.getByRole('searchbox', { name: 'Search posts, users...' }) };
}

afterEach(() => vi.unstubAllGlobals());

describe('SearchScreen', () => {
  it('asks once after he stops typing, and cancels the request a new word replaces', async () => {
    const { calls, input } = setup((url) =>
      url.includes('q=mar&')
        ? new Promise<Response>(() => undefined) // still on its way when he types on
        : Promise.resolve(new Response(JSON.stringify(marco), { status: 200 })),
    );
    fireEvent.change(input, { target: { value: 'm' } });
    fireEvent.change(input, { target: { value: 'ma' } });
    fireEvent.change(input, { target: { value: 'mar' } });
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.url).toContain('/api/search?q=mar&kind=members');

    fireEvent.change(input, { target: { value: 'marco' } });
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[0]!.signal?.aborted).toBe(true);
    const found = await screen.findByRole('link', { name: /Marco Rossi/ });
    expect(found.getAttribute('href')).toBe('/app/profile/m1');
  });

  it('says when nothing matches, and when the search failed', async () => {
    const { input } = setup(async (url) =>
      url.includes('q=zzz')
        ? new Response(JSON.stringify({ kind: 'members', members: [], nextCursor: null }), {
            status: 200,
          })
        : new Response(JSON.stringify({ error: { code: 'INTERNAL_ERROR', message: 'boom' } }), {
            status: 500,
          }),
    );
    fireEvent.change(input, { target: { value: 'zzz' } });
    expect(await screen.findByText('No results')).toBeTruthy();
    fireEvent.change(input, { target: { value: 'boom' } });
    expect(await screen.findByText('Search failed')).toBeTruthy();
  });

  it('opens an event in place from the Events tab, the query and tab taken from the address', async () => {
    const page: SearchPage = {
      kind: 'events',
      events: [
        {
          id: 'e1',
          kind: 'party',
          title: 'Kinkfest',
          details: '',
          venue: 'Berghain',
          city: 'Berlin',
          startsAt: new Date().toISOString(),
          endsAt: null,
          imageUrl: null,
          badge: null,
          ticketUrl: null,
          distance: null,
          venueId: null,
          timeZone: 'Europe/Berlin',
          ctaLabel: null,
          status: 'live',
          visibility: 'public',
          host: null,
          going: 0,
          interested: 0,
          capacity: null,
          myRsvp: null,
          isHost: false,
        },
      ],
      nextCursor: null,
    };
    const { calls } = setup(
      async () => new Response(JSON.stringify(page), { status: 200 }),
      '/search?q=kink&kind=events',
      (event) => <p>Card of {event.title}</p>,
    );
    const result = await screen.findByRole('button', { name: /Kinkfest/ });
    expect(calls[0]!.url).toContain('q=kink&kind=events');
    expect(screen.queryByText('Card of Kinkfest')).toBeNull();
    fireEvent.click(result);
    expect(screen.getByText('Card of Kinkfest')).toBeTruthy();
    expect(result.getAttribute('aria-expanded')).toBe('true');
  });
});
