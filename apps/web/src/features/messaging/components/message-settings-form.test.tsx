import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_MESSAGE_SETTINGS, type MessageSettings } from '@blaze/contracts/messaging';
import { messageSettingsQueryOptions } from '@/features/messaging/api/get-message-settings';
import { messagingKeys } from '@/features/messaging/api/messaging-keys';
import { MessageSettingsForm } from '@/features/messaging/components/message-settings-form';

vi.mock('@/lib/notify', () => ({ notifyError: vi.fn(), notify: vi.fn() }));

afterEach(() => vi.unstubAllGlobals());

/** The form as the settings page renders it: fed from the query cache. */
function renderForm(reply: (body: MessageSettings) => Promise<Response>) {
  const sent: MessageSettings[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as MessageSettings;
      sent.push(body);
      return reply(body);
    }),
  );
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  client.setQueryData(messagingKeys.settings(), DEFAULT_MESSAGE_SETTINGS);
  function Page() {
    const { data } = useQuery({ ...messageSettingsQueryOptions, staleTime: Infinity });
    return data ? <MessageSettingsForm settings={data} /> : null;
  }
  render(
    <QueryClientProvider client={client}>
      <Page />
    </QueryClientProvider>,
  );
  return { client, sent };
}

const checked = (radio: HTMLElement) => (radio as HTMLInputElement).checked;

const ok = async (body: MessageSettings) => new Response(JSON.stringify(body), { status: 200 });

describe('MessageSettingsForm', () => {
  it('shows a chosen radio as checked in the same frame as the tap', () => {
    renderForm(() => new Promise(() => undefined));
    const never = screen.getByRole('radio', { name: 'Never: tap a photo to load it' });
    fireEvent.click(never);
    // No waiting: a member (and Playwright's check) sees the dot move at once.
    expect(checked(never)).toBe(true);
    expect(checked(screen.getByRole('radio', { name: 'Not on mobile data or Data Saver' }))).toBe(
      false,
    );
  });

  it('keeps both of two quick changes, the second built on the first', async () => {
    const { sent } = renderForm(ok);
    fireEvent.click(screen.getByRole('radio', { name: 'Never: tap a photo to load it' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Large' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]!.media.autoDownload).toBe('never');
    expect(sent[1]!.theme.fontSize).toBe('large');
    expect(checked(screen.getByRole('radio', { name: 'Never: tap a photo to load it' }))).toBe(
      true,
    );
  });

  it('moves back when the server refuses', async () => {
    renderForm(
      async () =>
        new Response(JSON.stringify({ error: { code: 'INTERNAL_ERROR', message: 'boom' } }), {
          status: 500,
        }),
    );
    const never = screen.getByRole('radio', { name: 'Never: tap a photo to load it' });
    fireEvent.click(never);
    await waitFor(() => expect(checked(never)).toBe(false));
    expect(checked(screen.getByRole('radio', { name: 'Not on mobile data or Data Saver' }))).toBe(
      true,
    );
  });
});
