import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  NOTIFICATION_KINDS,
  type NotificationSettings,
  type NotificationSettingsPatch,
} from '@blaze/contracts/notifications';
import {
  applyNotificationPatch,
  notificationKeys,
  notificationSettingsQueryOptions,
} from '@/lib/notification-settings';
import { NotificationSettingsForm } from '@/features/notifications/components/notification-settings-form';

afterEach(() => vi.unstubAllGlobals());

const SETTINGS: NotificationSettings = {
  kinds: Object.fromEntries(
    NOTIFICATION_KINDS.map((kind) => [kind, { inApp: true, push: kind !== 'like' }]),
  ) as NotificationSettings['kinds'],
  preview: 'none',
  quietHours: { enabled: true, start: '22:00', end: '07:00', timeZone: 'Europe/Berlin' },
  stealth: false,
};

type Sent = { method: string; url: string; body: NotificationSettingsPatch };

/** The form as the settings page renders it, fed from the query cache; the network is a stand-in. */
function renderForm(reply: (sent: Sent) => Promise<Response>, settings = SETTINGS) {
  const sent: Sent[] = [];
  let current = settings;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const request = {
        method: String(init.method),
        url,
        body: JSON.parse(String(init.body)) as NotificationSettingsPatch,
      };
      sent.push(request);
      current = applyNotificationPatch(current, request.body);
      return reply(request);
    }),
  );
  const ok = () => new Response(JSON.stringify(current), { status: 200 });
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  client.setQueryData(notificationKeys.settings(), settings);
  function Page() {
    const { data } = useQuery({ ...notificationSettingsQueryOptions, staleTime: Infinity });
    return data ? <NotificationSettingsForm settings={data} /> : null;
  }
  render(
    <QueryClientProvider client={client}>
      <Page />
    </QueryClientProvider>,
  );
  return { client, sent, ok };
}

const isOn = (name: string) =>
  screen.getByRole('switch', { name }).getAttribute('aria-checked') === 'true';

describe('NotificationSettingsForm', () => {
  it('shows each kind with its in-app and push switch, the preview level and quiet hours', () => {
    renderForm(() => new Promise(() => undefined));
    expect(screen.getAllByRole('switch', { name: /: in app$/ })).toHaveLength(
      NOTIFICATION_KINDS.length,
    );
    expect(screen.getAllByRole('switch', { name: /: push$/ })).toHaveLength(
      NOTIFICATION_KINDS.length,
    );
    expect(isOn('Messages: push')).toBe(true);
    expect(isOn('Likes: push')).toBe(false);
    expect(isOn('Likes: in app')).toBe(true);
    expect(
      (screen.getByRole('radio', { name: "Nothing (just 'New message')" }) as HTMLInputElement)
        .checked,
    ).toBe(true);
    expect(isOn('Quiet hours')).toBe(true);
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('22:00');
    expect((screen.getByLabelText('To') as HTMLInputElement).value).toBe('07:00');
    expect(screen.getByText(/Times in Europe\/Berlin/)).toBeTruthy();
  });

  it('sends only the change: one kind, one switch', async () => {
    const { sent, ok } = renderForm(async () => ok());
    fireEvent.click(screen.getByRole('switch', { name: 'Messages: push' }));
    // The switch moves in the same frame as the tap.
    expect(isOn('Messages: push')).toBe(false);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      method: 'PATCH',
      url: '/api/me/notification-settings',
      body: { kinds: { message: { push: false } } },
    });
    await waitFor(() => expect(isOn('Messages: push')).toBe(false));
    expect(isOn('Messages: in app')).toBe(true);
  });

  it('sends the preview level and quiet hours in the zone of this device', async () => {
    const { sent, ok } = renderForm(async () => ok());
    fireEvent.click(screen.getByRole('radio', { name: 'Sender' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toEqual({ preview: 'sender' });

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '23:30' } });
    await waitFor(() => expect(sent).toHaveLength(2));
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(sent[1]!.body).toEqual({ quietHours: { start: '23:30', timeZone: zone } });

    fireEvent.click(screen.getByRole('switch', { name: 'Quiet hours' }));
    await waitFor(() => expect(sent).toHaveLength(3));
    expect(sent[2]!.body).toEqual({ quietHours: { enabled: false, timeZone: zone } });
  });

  it('moves a switch back when the server refuses', async () => {
    renderForm(
      async () =>
        new Response(JSON.stringify({ error: { code: 'VALIDATION_ERROR', message: 'No' } }), {
          status: 400,
        }),
    );
    fireEvent.click(screen.getByRole('switch', { name: 'Matches: in app' }));
    expect(isOn('Matches: in app')).toBe(false);
    await waitFor(() => expect(isOn('Matches: in app')).toBe(true));
  });
});
