import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Roam, RoamState } from '@blaze/contracts/roam';
import { RoamScreen } from '@/features/roam/components/roam-screen';

const paris: Roam = {
  id: 'r1',
  city: 'Paris',
  country: 'France',
  visitingFrom: 'Berlin',
  startsAt: new Date(Date.now() - 60_000).toISOString(),
  endsAt: new Date(Date.now() + 26 * 3_600_000).toISOString(),
  endedEarly: false,
  active: true,
};

type Sent = { url: string; method: string; body: unknown };

function setup(state: RoamState, answers: Record<string, () => Response> = {}) {
  const sent: Sent[] = [];
  let current = state;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      sent.push({ url, method, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const answer = answers[`${method} ${url}`];
      if (answer) {
        const res = answer();
        if (method === 'POST' && url === '/api/roams' && res.status === 201)
          current = { ...current, current: paris };
        return res;
      }
      return new Response(JSON.stringify(current), { status: 200 });
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const onExplore = vi.fn();
  const onRoamChanged = vi.fn();
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/app/roam']}>
        <RoamScreen onExplore={onExplore} onRoamChanged={onRoamChanged} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { sent, onExplore, onRoamChanged };
}

afterEach(() => vi.unstubAllGlobals());

const noPass: RoamState = {
  current: null,
  allowance: { unlimited: false, left: 0 },
  homeCity: 'Berlin',
};

describe('RoamScreen', () => {
  it('lists the cities with a search, marks his own city, and explores without roaming', async () => {
    const { onExplore, sent } = setup(noPass);
    const search = await screen.findByRole('searchbox', { name: 'Search cities' });
    expect(screen.getByTestId('roam-allowance').textContent).toContain('No Roam pass yet');
    fireEvent.change(search, { target: { value: 'ber' } });
    const list = screen.getByRole('list', { name: 'Cities' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(within(list).getByText("You're here")).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Roam here in Berlin' })).toBeNull();
    fireEvent.change(search, { target: { value: 'paris' } });
    fireEvent.click(screen.getByRole('button', { name: 'Explore Paris' }));
    expect(onExplore).toHaveBeenCalledWith('Paris');
    expect(sent.every((s) => s.method === 'GET')).toBe(true);
  });

  it('offers a Roam pass or Plus when he has neither, coming back to Roam after checkout', async () => {
    setup(noPass);
    fireEvent.click(await screen.findByRole('button', { name: 'Roam here in Paris' }));
    const offer = await screen.findByTestId('roam-offer');
    expect(within(offer).getByRole('link', { name: 'Buy a Roam pass' }).getAttribute('href')).toBe(
      '/app/checkout?product=roam_pass&return=%2Fapp%2Froam',
    );
    expect(within(offer).getByRole('link', { name: 'Get Blaze Plus' }).getAttribute('href')).toBe(
      '/app/checkout?product=plus_monthly&return=%2Fapp%2Froam',
    );
    expect(screen.queryByRole('button', { name: 'Start roaming' })).toBeNull();
  });

  it('starts a roam for the hours he picks, says what members there will read, then shows it running', async () => {
    const { sent, onRoamChanged } = setup(
      { ...noPass, allowance: { unlimited: false, left: 2 } },
      { 'POST /api/roams': () => new Response(JSON.stringify(paris), { status: 201 }) },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Roam here in Paris' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Visiting from Berlin');
    expect(dialog.textContent).toContain('Uses 1 of your 2 Roam passes.');
    fireEvent.click(within(dialog).getByRole('radio', { name: '7 days' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start roaming' }));
    await waitFor(() =>
      expect(sent.find((s) => s.method === 'POST')?.body).toEqual({ city: 'Paris', hours: 168 }),
    );
    expect(await screen.findByRole('heading', { name: 'Roaming in Paris' })).toBeTruthy();
    expect(screen.getByTestId('roam-time-left').textContent).toMatch(/^1 day 1 h left$/);
    expect(onRoamChanged).toHaveBeenCalled();
    // One roam at a time: no other city can be started while it runs.
    expect(
      screen.getByRole<HTMLButtonElement>('button', { name: 'Roam here in Lisbon' }).disabled,
    ).toBe(true);
  });

  it("shows the server's refusal in his words and keeps the sheet open", async () => {
    setup(
      { ...noPass, allowance: { unlimited: true, left: 0 } },
      {
        'POST /api/roams': () =>
          new Response(
            JSON.stringify({
              error: {
                code: 'LOCATION_REQUIRED',
                message: 'Share your location or pick a city first.',
              },
            }),
            { status: 422 },
          ),
      },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Roam here in Paris' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Included in Blaze Plus.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start roaming' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'Share your location or pick a city first.',
    );
  });
});
