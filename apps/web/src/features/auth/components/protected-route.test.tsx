import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { TIMEOUTS } from '@blaze/contracts/constants';
import type { MeResponse } from '@blaze/contracts/me';
import { sessionKeys } from '@/lib/auth';
import { ProtectedRoute } from './protected-route';

function ShowLocation() {
  const location = useLocation();
  return <p>at {`${location.pathname}${location.search}`}</p>;
}

/**
 * `me` known before the guard renders (restored from the device), or `pending`: the session read
 * waits (offline, so nothing is fetched) until `answer()` puts it in the cache.
 */
function renderAt(path: string, me: MeResponse | null | 'pending') {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false } },
  });
  onlineManager.setOnline(me !== 'pending');
  if (me !== 'pending') queryClient.setQueryData(sessionKeys.me, me);
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/auth" element={<ShowLocation />} />
          <Route element={<ProtectedRoute />}>
            <Route path="/app/hookup" element={<p>Hookup page</p>} />
          </Route>
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return {
    answer: (value: MeResponse | null) =>
      act(() => {
        queryClient.setQueryData(sessionKeys.me, value);
        vi.advanceTimersByTime(0);
      }),
  };
}

const ME = {
  user: { id: 'u1', email: 'a@b.co', createdAt: '' },
  profile: { id: 'u1' },
} as MeResponse;

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  onlineManager.setOnline(true);
  vi.useRealTimers();
});

describe('ProtectedRoute', () => {
  it("shows 'Loading your profile...' until the session arrives and 500 ms after", () => {
    const session = renderAt('/app/hookup', 'pending');
    expect(screen.getByText('Loading your profile...')).toBeTruthy();
    session.answer(ME);
    expect(screen.getByText('Loading your profile...')).toBeTruthy();

    act(() => vi.advanceTimersByTime(TIMEOUTS.protectedLoadingDelayMs - 1));
    expect(screen.queryByText('Hookup page')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('Hookup page')).toBeTruthy();
  });

  it('opens the page at once when the session was known before (restored from this device)', () => {
    renderAt('/app/hookup', ME);
    expect(screen.getByText('Hookup page')).toBeTruthy();
    expect(screen.queryByText('Loading your profile...')).toBeNull();
  });

  it('sends a signed-out visitor to /auth with the way back, query string included', () => {
    renderAt('/app/hookup?filter=online&view=grid', null);
    act(() => vi.advanceTimersByTime(TIMEOUTS.protectedLoadingDelayMs));
    expect(
      screen.getByText('at /auth?redirect=%2Fapp%2Fhookup%3Ffilter%3Donline%26view%3Dgrid'),
    ).toBeTruthy();
  });
});
