import type { ListingQuery, ListingStatus } from '@blaze/contracts/marketplace';

/** Query keys of the marketplace feature: mutations invalidate through these. */
export const marketplaceKeys = {
  all: ['marketplace'] as const,
  lists: () => [...marketplaceKeys.all, 'list'] as const,
  list: (filters: Omit<ListingQuery, 'cursor'>) => [...marketplaceKeys.lists(), filters] as const,
  listing: (id: string) => [...marketplaceKeys.all, 'listing', id] as const,
  mine: (status: ListingStatus) => [...marketplaceKeys.all, 'mine', status] as const,
};
