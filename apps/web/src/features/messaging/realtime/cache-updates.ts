import type { QueryClient } from '@tanstack/react-query';
import {
  messagePreviewText,
  type Conversation,
  type ConversationList,
  type Message,
  type Receipt,
} from '@blaze/contracts/messaging';
import { messagingKeys } from '@/features/messaging/api/messaging-keys';
import type { UnreadTotals } from '@/features/messaging/api/get-conversations';
import {
  dropMessage,
  highestSeq,
  markUnsent,
  mergeMessages,
  type MessagesData,
} from '@/features/messaging/realtime/message-cache';

/** The server counts at most this many unread messages per conversation in a list. */
const UNREAD_COUNT_MAX = 100;

/** A conversation's row after a message: its preview, its place at the top, its unread count. */
function withMessage<T extends Conversation>(c: T, message: Message, meId: string): T {
  if (c.lastMessage && message.seq < c.lastMessage.seq) return c;
  const mine = message.senderId === meId;
  // Counted once: a message sent again (a retry's fan-out) has a seq the row already holds.
  const unread = !mine && !message.unsent && message.seq > Math.max(c.lastSeq, c.myReadSeq);
  return {
    ...c,
    lastMessage: {
      seq: message.seq,
      senderId: message.senderId,
      kind: message.kind,
      preview: messagePreviewText({
        ...message,
        event: message.system?.event,
        reaction: message.story?.reaction,
      }),
      unsent: message.unsent,
      createdAt: message.createdAt,
    },
    lastSeq: Math.max(c.lastSeq, message.seq),
    lastMessageAt: message.createdAt,
    // His own message moves his read cursor on the server too.
    myReadSeq: mine ? Math.max(c.myReadSeq, message.seq) : c.myReadSeq,
    unreadCount: mine ? 0 : unread ? Math.min(UNREAD_COUNT_MAX, c.unreadCount + 1) : c.unreadCount,
  };
}

/**
 * Patches every cached list that holds the conversation (newest activity first, so it moves to the
 * top). True when an unsearched list held it; false means the lists do not know it yet (a new chat).
 */
function patchLists(
  queryClient: QueryClient,
  conversationId: string,
  change: (c: Conversation) => Conversation,
  { toTop = false } = {},
): boolean {
  let known = false;
  for (const [key, list] of queryClient.getQueriesData<ConversationList>({
    queryKey: messagingKeys.lists(),
  })) {
    const index = list?.conversations.findIndex((c) => c.id === conversationId) ?? -1;
    if (!list || index < 0) continue;
    if (key.at(-1) === '') known = true;
    const changed = change(list.conversations[index]!);
    const rest = list.conversations.filter((_, i) => i !== index);
    const conversations = toTop
      ? [changed, ...rest]
      : list.conversations.map((c, i) => (i === index ? changed : c));
    queryClient.setQueryData<ConversationList>(key, { ...list, conversations });
  }
  return known;
}

/**
 * Puts messages into the conversation's cache (if the chat was opened) and its row in the lists in
 * place. Only a conversation no list knows yet makes the lists on screen fetch again.
 */
export function applyMessages(
  queryClient: QueryClient,
  meId: string,
  conversationId: string,
  messages: readonly Message[],
): void {
  queryClient.setQueryData<MessagesData>(messagingKeys.messages(conversationId), (data) =>
    data ? mergeMessages(data, messages) : data,
  );
  if (messages.length === 0) return;
  const known = patchLists(
    queryClient,
    conversationId,
    (c) => messages.reduce((row, m) => withMessage(row, m, meId), c),
    { toTop: true },
  );
  if (!known) void queryClient.invalidateQueries({ queryKey: messagingKeys.lists() });
}

export function applyUnsent(
  queryClient: QueryClient,
  conversationId: string,
  messageId: string,
  seq: number,
) {
  queryClient.setQueryData<MessagesData>(messagingKeys.messages(conversationId), (data) =>
    data ? markUnsent(data, messageId) : data,
  );
  patchLists(queryClient, conversationId, (c) => {
    const lastMessage =
      c.lastMessage?.seq === seq
        ? {
            ...c.lastMessage,
            unsent: true,
            preview: messagePreviewText({ kind: c.lastMessage.kind, text: null, unsent: true }),
          }
        : c.lastMessage;
    // An unsent message no longer counts as unread (it was someone else's: mine are read).
    const wasUnread = seq > c.myReadSeq && c.unreadCount > 0;
    return { ...c, lastMessage, unreadCount: wasUnread ? c.unreadCount - 1 : c.unreadCount };
  });
}

/** Deleted from my copy only (my own act): the lists fetch again, the preview may be an older one. */
export function applyDeletedForMe(
  queryClient: QueryClient,
  conversationId: string,
  messageId: string,
) {
  queryClient.setQueryData<MessagesData>(messagingKeys.messages(conversationId), (data) =>
    data ? dropMessage(data, messageId) : data,
  );
  void queryClient.invalidateQueries({ queryKey: messagingKeys.lists() });
}

/** I read up to `seq`: the row's count goes, in every list, without a fetch. */
export function applyMyRead(queryClient: QueryClient, conversationId: string, seq: number) {
  const read = <T extends Conversation>(c: T): T =>
    c.myReadSeq < seq ? { ...c, myReadSeq: seq, unreadCount: 0 } : c;
  queryClient.setQueryData<Conversation>(messagingKeys.conversation(conversationId), (c) =>
    c ? read(c) : c,
  );
  patchLists(queryClient, conversationId, read);
}

/** The server's badge totals ('unread' frame): the nav badge and the Requests tab. */
export function applyUnreadTotals(queryClient: QueryClient, totals: UnreadTotals) {
  queryClient.setQueryData<UnreadTotals>(messagingKeys.unreadTotals(), totals);
  queryClient.setQueriesData<ConversationList>({ queryKey: messagingKeys.lists() }, (list) =>
    list ? { ...list, ...totals } : list,
  );
}

function withReceipt<T extends Conversation>(conversation: T, receipt: Receipt): T {
  return {
    ...conversation,
    peerDeliveredSeq: receipt.peerDeliveredSeq,
    peerReadSeq: receipt.peerReadSeq,
  };
}

/** Ticks change in place: no refetch for a receipt. */
export function applyReceipt(queryClient: QueryClient, receipt: Receipt): void {
  const { conversationId } = receipt;
  queryClient.setQueryData<Conversation>(messagingKeys.conversation(conversationId), (c) =>
    c ? withReceipt(c, receipt) : c,
  );
  queryClient.setQueriesData<ConversationList>({ queryKey: messagingKeys.lists() }, (list) =>
    list
      ? {
          ...list,
          conversations: list.conversations.map((c) =>
            c.id === conversationId ? withReceipt(c, receipt) : c,
          ),
        }
      : list,
  );
}

/** What the app holds: the highest seq per conversation, for a resume after (re)connecting. */
export function resumeCursors(queryClient: QueryClient, max: number): Record<string, number> {
  const cursors: Record<string, number> = {};
  const cache = queryClient.getQueryCache();
  for (const query of cache.findAll({ queryKey: messagingKeys.lists() })) {
    const list = query.state.data as ConversationList | undefined;
    for (const c of list?.conversations ?? [])
      cursors[c.id] = Math.max(cursors[c.id] ?? 0, c.lastSeq);
  }
  const conversationPrefix = messagingKeys.conversation('').slice(0, -1);
  for (const query of cache.findAll({ queryKey: conversationPrefix })) {
    const c = query.state.data as Conversation | undefined;
    if (c?.id) cursors[c.id] = Math.max(cursors[c.id] ?? 0, c.lastSeq);
  }
  // A chat whose messages are held resumes from what it holds, even if a list knows of later ones.
  const messagesPrefix = messagingKeys.messages('').slice(0, -1);
  for (const query of cache.findAll({ queryKey: messagesPrefix })) {
    const id = query.queryKey[messagesPrefix.length];
    const data = query.state.data as MessagesData | undefined;
    if (typeof id !== 'string' || !data) continue;
    cursors[id] = highestSeq(data);
  }
  const entries = Object.entries(cursors);
  return entries.length <= max ? cursors : Object.fromEntries(entries.slice(0, max));
}

/** A chat partner came online or left: his dot and 'Active …' line change everywhere at once. */
export function applyPresence(
  queryClient: QueryClient,
  presence: { userId: string; online: boolean; lastActive: string | null },
): void {
  const update = <T extends Conversation>(c: T): T =>
    c.participants.some((p) => p.id === presence.userId)
      ? {
          ...c,
          participants: c.participants.map((p) =>
            p.id === presence.userId
              ? { ...p, isOnline: presence.online, lastActive: presence.lastActive }
              : p,
          ),
        }
      : c;
  queryClient.setQueriesData<Conversation>(
    { queryKey: messagingKeys.conversation('').slice(0, -1) },
    (c) => (c?.participants ? update(c) : c),
  );
  queryClient.setQueriesData<ConversationList>({ queryKey: messagingKeys.lists() }, (list) =>
    list ? { ...list, conversations: list.conversations.map(update) } : list,
  );
}
