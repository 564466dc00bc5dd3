/** Query keys of the creators feature. */
export const creatorKeys = {
  all: ['creators'] as const,
  stats: () => [...creatorKeys.all, 'stats', 'me'] as const,
};
