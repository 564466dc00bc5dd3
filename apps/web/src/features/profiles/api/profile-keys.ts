/** Query keys for member profiles and blocks (one factory, so mutations invalidate exactly). */
export const profileKeys = {
  all: ['profiles'] as const,
  member: (userId: string) => [...profileKeys.all, 'member', userId] as const,
  blocks: () => [...profileKeys.all, 'blocks'] as const,
};
