import type { FeedTab } from '@blaze/contracts/posts';

/** Query keys of the dashboard's tabs and posts (one factory, so mutations patch exactly). */
export const feedKeys = {
  all: ['feed'] as const,
  tabs: () => [...feedKeys.all, 'tab'] as const,
  tab: (tab: FeedTab) => [...feedKeys.tabs(), tab] as const,
  comments: (postId: string) => [...feedKeys.all, 'comments', postId] as const,
  offers: () => [...feedKeys.all, 'offers'] as const,
};
