import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FLAG_KEYS, readDataMode } from '@/lib/flags';
import { useServerDataMode, useSwitchDataMode } from '@/features/shell/api/data-mode';

function wrapper() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("the server's data mode (decision 038)", () => {
  it('corrects the flags after sign-in when the server says otherwise', async () => {
    localStorage.setItem(FLAG_KEYS.testing, 'true');
    const fetch = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) =>
      json({ mode: 'demo' }),
    );
    vi.stubGlobal('fetch', fetch);
    renderHook(() => useServerDataMode(true), { wrapper: wrapper() });
    await waitFor(() => expect(readDataMode()).toBe('demo'));
    expect(localStorage.getItem(FLAG_KEYS.testing)).toBeNull();
    expect(String(fetch.mock.calls[0]?.[0])).toContain('/api/me/data-mode');
  });

  it('asks nothing before sign-in', () => {
    const fetch = vi.fn(async () => json({ mode: 'demo' }));
    vi.stubGlobal('fetch', fetch);
    renderHook(() => useServerDataMode(false), { wrapper: wrapper() });
    expect(fetch).not.toHaveBeenCalled();
    expect(readDataMode()).toBe('production');
  });

  it('the switch saves on the server first, then mirrors the flags and reloads', async () => {
    const fetch = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) =>
      json({ mode: 'testing' }),
    );
    vi.stubGlobal('fetch', fetch);
    const reload = vi.fn();
    const { result } = renderHook(() => useSwitchDataMode(reload), { wrapper: wrapper() });
    act(() => result.current.mutate('testing'));
    await waitFor(() => expect(reload).toHaveBeenCalledOnce());
    const init = fetch.mock.calls[0]?.[1] ?? {};
    expect(init.method).toBe('PUT');
    expect(JSON.parse(String(init.body))).toEqual({ mode: 'testing' });
    expect(readDataMode()).toBe('testing');
  });

  it('leaves the flags alone when the server refuses', async () => {
    localStorage.setItem(FLAG_KEYS.demo, 'true');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ error: { code: 'BAD_REQUEST', message: 'No.' } }, 400)),
    );
    const reload = vi.fn();
    const { result } = renderHook(() => useSwitchDataMode(reload), { wrapper: wrapper() });
    act(() => result.current.mutate('production'));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(reload).not.toHaveBeenCalled();
    expect(readDataMode()).toBe('demo');
  });
});
