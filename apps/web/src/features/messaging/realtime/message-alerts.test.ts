import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type {
  Conversation,
  ConversationList,
  Message,
  MessageSettings,
} from '@blaze/contracts/messaging';
import { DEFAULT_MESSAGE_SETTINGS } from '@blaze/contracts/messaging-constants';
import type { NotificationSettings } from '@blaze/contracts/notifications';
import { notificationKeys } from '@/lib/notification-settings';
import { messagingKeys } from '@/features/messaging/api/messaging-keys';
import { setChatOnScreen } from '@/features/messaging/realtime/chat-on-screen';
import {
  alertText,
  MessageAlerts,
  planAlert,
  type AlertContext,
} from '@/features/messaging/realtime/message-alerts';

interface Shown {
  text: string;
  action: { label: string; onClick: () => void };
}
const shown = vi.hoisted(() => [] as Shown[]);
vi.mock('@/lib/notify', () => ({
  notify: (show: (toast: unknown) => void) =>
    show((text: string, options: Pick<Shown, 'action'>) =>
      shown.push({ text, action: options.action }),
    ),
}));
const fetched = vi.hoisted(() => ({ conversation: null as unknown }));
vi.mock('@/features/messaging/api/get-conversation', () => ({
  conversationQueryOptions: (id: string) => ({
    queryKey: ['messaging', 'conversation', id],
    queryFn: async () => {
      if (fetched.conversation instanceof Error) throw fetched.conversation;
      return fetched.conversation;
    },
  }),
}));

function message(seq: number, over: Partial<Message> = {}): Message {
  return {
    id: `m${seq}`,
    conversationId: 'c1',
    seq,
    senderId: 'bruno',
    clientId: null,
    kind: 'text',
    text: `message ${seq}`,
    photo: null,
    location: null,
    system: null,
    story: null,
    unsent: false,
    createdAt: '2026-01-01T12:00:00.000Z',
    expiresAt: null,
    ...over,
  };
}

function conversation(over: Partial<Conversation> = {}): Conversation {
  return {
    id: 'c1',
    isGroup: false,
    name: null,
    participants: [{ id: 'bruno', displayName: 'Bruno', username: 'bruno_b' }],
    muted: false,
    ...over,
  } as Conversation;
}

const context: AlertContext = {
  meId: 'anton',
  onScreen: null,
  enabled: true,
  isMuted: () => false,
};

describe('planAlert', () => {
  it('alerts a live message from someone else in a chat that is not on screen', () => {
    expect(planAlert([message(1)], true, context)).toEqual({
      kind: 'message',
      message: message(1),
    });
  });

  it('stays quiet for my own messages, system lines, unsent ones and the chat on screen', () => {
    const none = { kind: 'none' };
    expect(planAlert([message(1, { senderId: 'anton' })], true, context)).toEqual(none);
    expect(planAlert([message(1, { kind: 'system', text: null })], true, context)).toEqual(none);
    expect(planAlert([message(1, { unsent: true })], true, context)).toEqual(none);
    expect(planAlert([message(1)], true, { ...context, onScreen: 'c1' })).toEqual(none);
  });

  it('stays quiet when alerts are off or the chat is muted', () => {
    expect(planAlert([message(1)], true, { ...context, enabled: false }).kind).toBe('none');
    expect(planAlert([message(1)], true, { ...context, isMuted: (id) => id === 'c1' }).kind).toBe(
      'none',
    );
  });

  it('sums up a reconnect backlog in one alert, pointing at the chat when there is only one', () => {
    const backlog = [message(1), message(2), message(3, { senderId: 'anton' })];
    expect(planAlert(backlog, false, context)).toEqual({
      kind: 'summary',
      count: 2,
      conversationId: 'c1',
    });
    const twoChats = [message(1), message(2, { conversationId: 'c2' })];
    expect(planAlert(twoChats, false, context)).toEqual({
      kind: 'summary',
      count: 2,
      conversationId: null,
    });
    expect(planAlert([], false, context).kind).toBe('none');
  });
});

describe('alertText', () => {
  it('names the sender, and the group in a group', () => {
    expect(alertText(message(1, { text: 'Sounds good. 9pm?' }), conversation())).toBe(
      'Bruno: Sounds good. 9pm?',
    );
    expect(
      alertText(
        message(1, { text: 'Who brings snacks?' }),
        conversation({ isGroup: true, name: 'Saturday crew' }),
      ),
    ).toBe('Bruno in Saturday crew: Who brings snacks?');
  });

  it('describes photos and pins, and copes with an unknown chat', () => {
    expect(alertText(message(1, { kind: 'photo', text: null }), conversation())).toBe(
      'Bruno: Photo',
    );
    expect(alertText(message(1, { kind: 'location', text: null }), conversation())).toBe(
      'Bruno: Location',
    );
    expect(alertText(message(1, { text: 'Hi' }), undefined)).toBe('New message: Hi');
  });
});

describe('MessageAlerts', () => {
  let queryClient: QueryClient;
  let navigate: ReturnType<typeof vi.fn<(to: string) => void>>;
  let alerts: MessageAlerts;
  let vibrate: ReturnType<typeof vi.fn>;

  function settings(notifications: Partial<MessageSettings['notifications']>) {
    queryClient.setQueryData<MessageSettings>(messagingKeys.settings(), {
      ...DEFAULT_MESSAGE_SETTINGS,
      notifications: { ...DEFAULT_MESSAGE_SETTINGS.notifications, ...notifications },
    });
  }

  beforeEach(() => {
    shown.length = 0;
    queryClient = new QueryClient();
    navigate = vi.fn<(to: string) => void>();
    alerts = new MessageAlerts(queryClient, 'anton', navigate);
    vibrate = vi.fn();
    Object.defineProperty(navigator, 'vibrate', { value: vibrate, configurable: true });
    queryClient.setQueryData<ConversationList>(messagingKeys.list('inbox'), {
      conversations: [conversation(), conversation({ id: 'c2', muted: true })],
      requestCount: 0,
      unreadTotal: 0,
    });
  });
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'vibrate');
  });

  it('shows the message from the cached settings and chat, with an Open action and a buzz', () => {
    settings({ sound: false });
    alerts.receive([message(1, { text: 'Sounds good. 9pm?' })], true);
    expect(shown).toHaveLength(1);
    expect(shown[0]!.text).toBe('Bruno: Sounds good. 9pm?');
    expect(shown[0]!.action.label).toBe('Open');
    shown[0]!.action.onClick();
    expect(navigate).toHaveBeenCalledWith('/app/chat/c1');
    expect(vibrate).toHaveBeenCalledWith(20);
  });

  it('is quiet when alerts are off, for a muted chat, the chat on screen, or a repeated frame', () => {
    settings({ enabled: false });
    alerts.receive([message(1)], true);
    settings({ enabled: true, vibration: false, sound: false });
    alerts.receive([message(2, { conversationId: 'c2' })], true);
    const leave = setChatOnScreen('c1');
    alerts.receive([message(3)], true);
    leave();
    expect(shown).toHaveLength(0);
    alerts.receive([message(4)], true);
    alerts.receive([message(4)], true);
    expect(shown).toHaveLength(1);
    expect(vibrate).not.toHaveBeenCalled();
  });

  it('is quiet while Settings > Notifications has messages off in app', () => {
    settings({ sound: false, vibration: false });
    const kinds = (inApp: boolean) =>
      ({ message: { inApp, push: true } }) as unknown as NotificationSettings['kinds'];
    const notificationSettings = (inApp: boolean): NotificationSettings => ({
      kinds: kinds(inApp),
      preview: 'none',
      quietHours: { enabled: false, start: '22:00', end: '07:00', timeZone: 'UTC' },
      stealth: false,
    });
    queryClient.setQueryData(notificationKeys.settings(), notificationSettings(false));
    alerts.receive([message(1)], true);
    alerts.receive([message(2), message(3)], false);
    expect(shown).toHaveLength(0);
    queryClient.setQueryData(notificationKeys.settings(), notificationSettings(true));
    alerts.receive([message(4)], true);
    expect(shown).toHaveLength(1);
  });

  it('gives a reconnect backlog one summary, without a buzz', () => {
    settings({ sound: false });
    alerts.receive([message(1), message(2), message(3)], false);
    expect(shown.map((s) => s.text)).toEqual(['3 new messages']);
    expect(vibrate).not.toHaveBeenCalled();
  });

  it('fetches a chat no cache holds for the name, and stays quiet if it is muted', async () => {
    settings({ sound: false, vibration: false });
    fetched.conversation = conversation({ id: 'c3', participants: [], muted: true });
    alerts.receive([message(1, { conversationId: 'c3' })], true);
    await vi.waitFor(() =>
      expect(queryClient.getQueryData(messagingKeys.conversation('c3'))).toBeTruthy(),
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(shown).toHaveLength(0);

    fetched.conversation = conversation({ id: 'c4' });
    alerts.receive([message(2, { conversationId: 'c4', text: 'Hey' })], true);
    await vi.waitFor(() => expect(shown.map((s) => s.text)).toEqual(['Bruno: Hey']));
  });

  it('stays quiet for a chat it cannot load (a block, or it is gone)', async () => {
    settings({ sound: false, vibration: false });
    fetched.conversation = new Error('Conversation not found.');
    alerts.receive([message(1, { conversationId: 'c5', text: 'Still here' })], true);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(shown).toHaveLength(0);
  });
});
