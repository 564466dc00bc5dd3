import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_MESSAGE_SETTINGS, type MessageSettings } from '@blaze/contracts/messaging';
import { messagingKeys } from '@/features/messaging/api/messaging-keys';
import { useUpdateMessageSettings } from '@/features/messaging/api/update-message-settings';

const notifyError = vi.hoisted(() => vi.fn());
vi.mock('@/lib/notify', () => ({ notifyError, notify: vi.fn() }));

function setup(reply: () => Promise<Response>) {
  vi.stubGlobal('fetch', vi.fn(reply));
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  client.setQueryData(messagingKeys.settings(), DEFAULT_MESSAGE_SETTINGS);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useUpdateMessageSettings(), { wrapper });
  return { client, result };
}

const receiptsOff: MessageSettings = {
  ...DEFAULT_MESSAGE_SETTINGS,
  privacy: { ...DEFAULT_MESSAGE_SETTINGS.privacy, readReceipts: false },
};

describe('useUpdateMessageSettings', () => {
  it('shows the change at once and keeps what the server saved', async () => {
    let answer!: (response: Response) => void;
    const { client, result } = setup(() => new Promise((resolve) => (answer = resolve)));

    act(() => result.current.mutate(receiptsOff));
    await waitFor(() => expect(client.getQueryData(messagingKeys.settings())).toEqual(receiptsOff));
    answer(new Response(JSON.stringify(receiptsOff), { status: 200 }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(client.getQueryData(messagingKeys.settings())).toEqual(receiptsOff);
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('puts the old settings back and says so when the server refuses', async () => {
    const body = { error: { code: 'INTERNAL_ERROR', message: 'boom' } };
    const { client, result } = setup(
      async () => new Response(JSON.stringify(body), { status: 500 }),
    );

    act(() => result.current.mutate(receiptsOff));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(client.getQueryData(messagingKeys.settings())).toEqual(DEFAULT_MESSAGE_SETTINGS);
    expect(notifyError).toHaveBeenCalledWith(expect.stringMatching(/^Your change wasn't saved\./));
  });
});
