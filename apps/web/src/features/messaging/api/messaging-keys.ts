import type { Folder } from '@blaze/contracts/messaging';

/** Query keys for messaging (one factory, so the realtime client and mutations update exactly). */
export const messagingKeys = {
  all: ['messaging'] as const,
  lists: () => [...messagingKeys.all, 'conversations'] as const,
  list: (folder: Folder, q = '') => [...messagingKeys.lists(), folder, q] as const,
  /** The badge totals: filled from the inbox list, then kept by the 'unread' frame. */
  unreadTotals: () => [...messagingKeys.all, 'unread-totals'] as const,
  conversation: (id: string) => [...messagingKeys.all, 'conversation', id] as const,
  /** The messages of one conversation, oldest first, as an infinite query paging back in time. */
  messages: (id: string) => [...messagingKeys.all, 'messages', id] as const,
  settings: () => [...messagingKeys.all, 'settings'] as const,
  rooms: () => [...messagingKeys.all, 'rooms'] as const,
  /** Who I could write to: my chats, my favourites and members nearby. */
  candidates: () => [...messagingKeys.all, 'candidates'] as const,
};
