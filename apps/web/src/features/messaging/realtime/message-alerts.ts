import { QueryObserver, type QueryClient } from '@tanstack/react-query';
import type {
  Conversation,
  ConversationList,
  Message,
  MessageSettings,
} from '@blaze/contracts/messaging';
import type { NotificationSettings } from '@blaze/contracts/notifications';
import { DEFAULT_MESSAGE_SETTINGS } from '@blaze/contracts/messaging-constants';
import { HAPTICS_MS } from '@blaze/contracts/constants';
import { paths } from '@/config/paths';
import { memberName } from '@/lib/member-name';
import { notify } from '@/lib/notify';
import {
  inAppAlertAllowed,
  notificationKeys,
  notificationSettingsQueryOptions,
} from '@/lib/notification-settings';
import { conversationQueryOptions } from '@/features/messaging/api/get-conversation';
import { messageSettingsQueryOptions } from '@/features/messaging/api/get-message-settings';
import { messagingKeys } from '@/features/messaging/api/messaging-keys';
import { messageSummary } from '@/features/messaging/lib/message-summary';
import { chatOnScreen } from '@/features/messaging/realtime/chat-on-screen';

/** What decides whether a message is worth an alert. */
export interface AlertContext {
  meId: string;
  /** The conversation open on screen: he is reading it already. */
  onScreen: string | null;
  enabled: boolean;
  isMuted: (conversationId: string) => boolean;
}

export type AlertPlan =
  | { kind: 'none' }
  | { kind: 'message'; message: Message }
  /** A reconnect's backlog: one quiet line, never a toast per message. */
  | { kind: 'summary'; count: number; conversationId: string | null };

const NONE: AlertPlan = { kind: 'none' };

/** Messages of someone else, in a chat that is neither on screen nor muted. */
export function alertableMessages(messages: readonly Message[], context: AlertContext): Message[] {
  if (!context.enabled) return [];
  return messages.filter(
    (m) =>
      m.senderId !== context.meId &&
      m.kind !== 'system' &&
      !m.unsent &&
      m.conversationId !== context.onScreen &&
      !context.isMuted(m.conversationId),
  );
}

/** A live 'message' frame alerts on its own; a 'resumed' backlog gives one summary at most. */
export function planAlert(
  messages: readonly Message[],
  live: boolean,
  context: AlertContext,
): AlertPlan {
  const alertable = alertableMessages(messages, context);
  const newest = alertable.at(-1);
  if (!newest) return NONE;
  if (live) return { kind: 'message', message: newest };
  const conversations = new Set(alertable.map((m) => m.conversationId));
  return {
    kind: 'summary',
    count: alertable.length,
    conversationId: conversations.size === 1 ? newest.conversationId : null,
  };
}

const PREVIEW_MAX = 100;

/** 'Bruno: Sounds good. 9pm?', in a group 'Bruno in Saturday crew: …'. */
export function alertText(message: Message, conversation: Conversation | undefined): string {
  const sender = conversation?.participants.find((p) => p.id === message.senderId);
  const who = sender ? memberName(sender) : 'New message';
  const where = conversation?.isGroup && conversation.name ? ` in ${conversation.name}` : '';
  return `${who}${where}: ${messageSummary(message, PREVIEW_MAX)}`;
}

export function summaryText(count: number): string {
  return count === 1 ? '1 new message' : `${count} new messages`;
}

/** A conversation as the caches hold it (the chat's own query first, then the lists); no fetch. */
function cachedConversation(queryClient: QueryClient, id: string): Conversation | undefined {
  const own = queryClient.getQueryData<Conversation>(messagingKeys.conversation(id));
  if (own) return own;
  for (const [, list] of queryClient.getQueriesData<ConversationList>({
    queryKey: messagingKeys.lists(),
  })) {
    const found = list?.conversations.find((c) => c.id === id);
    if (found) return found;
  }
  return undefined;
}

let audio: AudioContext | undefined;

/** Two soft sine notes. A browser that blocks autoplay stays silent (the toast still shows). */
function chime(): void {
  try {
    audio ??= new AudioContext();
    const context = audio;
    const askedAt = Date.now();
    context
      .resume()
      .then(() => {
        // Resumed only by a later tap: that chime would be late, so skip it.
        if (Date.now() - askedAt > 250) return;
        const start = context.currentTime;
        [880, 1318.5].forEach((frequency, i) => {
          const at = start + i * 0.09;
          const gain = context.createGain();
          gain.gain.setValueAtTime(0.0001, at);
          gain.gain.exponentialRampToValueAtTime(0.06, at + 0.015);
          gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.3);
          gain.connect(context.destination);
          const note = context.createOscillator();
          note.type = 'sine';
          note.frequency.value = frequency;
          note.connect(gain);
          note.start(at);
          note.stop(at + 0.32);
        });
      })
      .catch(() => undefined);
  } catch {
    // No Web Audio here: the toast is enough.
  }
}

/** Alerted message ids kept, so a repeated frame never alerts twice. */
const REMEMBERED = 100;

/**
 * In-app alerts for messages that arrive while Blaze is open: a toast, a chime and a buzz, as the
 * member's message settings say, and only while Settings > Notifications leaves messages on in app
 * (the lists update either way). The settings are read from the cache (fetched once at start and
 * kept there while the connection lives).
 */
export class MessageAlerts {
  private readonly alerted = new Set<string>();
  private unsubscribe: (() => void)[] = [];

  constructor(
    private readonly queryClient: QueryClient,
    private readonly meId: string,
    private readonly navigate: (to: string) => void,
  ) {}

  start(): void {
    if (this.unsubscribe.length > 0) return;
    const observers = [
      new QueryObserver(this.queryClient, messageSettingsQueryOptions),
      new QueryObserver(this.queryClient, notificationSettingsQueryOptions),
    ];
    this.unsubscribe = observers.map((observer) => observer.subscribe(() => undefined));
  }

  stop(): void {
    for (const unsubscribe of this.unsubscribe) unsubscribe();
    this.unsubscribe = [];
  }

  receive(messages: readonly Message[], live: boolean): void {
    const settings =
      this.queryClient.getQueryData<MessageSettings>(messagingKeys.settings()) ??
      DEFAULT_MESSAGE_SETTINGS;
    const fresh = messages.filter((m) => !this.alerted.has(m.id));
    const plan = planAlert(fresh, live, {
      meId: this.meId,
      onScreen: chatOnScreen(),
      enabled:
        settings.notifications.enabled &&
        inAppAlertAllowed(
          this.queryClient.getQueryData<NotificationSettings>(notificationKeys.settings()),
          'message',
        ),
      isMuted: (id) => cachedConversation(this.queryClient, id)?.muted ?? false,
    });
    for (const m of fresh) this.remember(m.id);
    if (plan.kind === 'none') return;

    if (plan.kind === 'summary') {
      const to = plan.conversationId ? paths.chat.to(plan.conversationId) : paths.messages.to();
      this.show(summaryText(plan.count), to);
      return;
    }
    const { message } = plan;
    const { notifications } = settings;
    const cached = cachedConversation(this.queryClient, message.conversationId);
    if (cached) {
      this.alert(message, cached, notifications);
      return;
    }
    // A chat no list on screen holds (a new request, say): fetch it once for the sender's name. One
    // it cannot load (a block, or gone) never alerts: he could not open it anyway.
    void this.queryClient
      .ensureQueryData(conversationQueryOptions(message.conversationId))
      .catch(() => undefined)
      .then((conversation) => {
        if (!conversation || conversation.muted || chatOnScreen() === message.conversationId)
          return;
        this.alert(message, conversation, notifications);
      });
  }

  private alert(
    message: Message,
    conversation: Conversation | undefined,
    notifications: MessageSettings['notifications'],
  ): void {
    this.show(alertText(message, conversation), paths.chat.to(message.conversationId));
    if (notifications.sound) chime();
    if (notifications.vibration) navigator.vibrate?.(HAPTICS_MS.medium);
  }

  private show(text: string, to: string): void {
    notify((toast) =>
      toast(text, {
        // One alert at a time: a newer message replaces the one showing.
        id: 'message-alert',
        action: { label: 'Open', onClick: () => this.navigate(to) },
      }),
    );
  }

  private remember(id: string): void {
    this.alerted.add(id);
    if (this.alerted.size <= REMEMBERED) return;
    const oldest = this.alerted.values().next().value;
    if (oldest !== undefined) this.alerted.delete(oldest);
  }
}
