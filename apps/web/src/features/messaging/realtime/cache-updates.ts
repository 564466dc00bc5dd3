import type { QueryClient } from '@tanstack/react-query';
import type { Conversation, ConversationList, Message, Receipt } from '@blaze/contracts/messaging';
import { messagingKeys } from '@/features/messaging/api/messaging-keys';
import {
  dropMessage,
  highestSeq,
  markUnsent,
  mergeMessages,
  type MessagesData,
} from '@/features/messaging/realtime/message-cache';

/** Puts messages into the conversation's cache (if the chat was opened) and refreshes the lists. */
export function applyMessages(
  queryClient: QueryClient,
  conversationId: string,
  messages: readonly Message[],
): void {
  queryClient.setQueryData<MessagesData>(messagingKeys.messages(conversationId), (data) =>
    data ? mergeMessages(data, messages) : data,
  );
  void queryClient.invalidateQueries({ queryKey: messagingKeys.lists() });
}

export function applyUnsent(queryClient: QueryClient, conversationId: string, messageId: string) {
  queryClient.setQueryData<MessagesData>(messagingKeys.messages(conversationId), (data) =>
    data ? markUnsent(data, messageId) : data,
  );
  void queryClient.invalidateQueries({ queryKey: messagingKeys.lists() });
}

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
