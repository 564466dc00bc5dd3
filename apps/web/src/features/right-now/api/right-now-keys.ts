import type { RightNowQuery } from '@blaze/contracts/right-now';

/** Query keys of the Right Now feature: mutations invalidate through these. */
export const rightNowKeys = {
  all: ['right-now'] as const,
  mine: () => [...rightNowKeys.all, 'mine'] as const,
  lists: () => [...rightNowKeys.all, 'list'] as const,
  list: (filters: RightNowQuery) => [...rightNowKeys.lists(), filters] as const,
};
