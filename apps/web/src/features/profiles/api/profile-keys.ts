/** Query keys for member profiles and blocks (one factory, so mutations invalidate exactly). */
export const profileKeys = {
  all: ['profiles'] as const,
  member: (userId: string) => [...profileKeys.all, 'member', userId] as const,
  blocks: () => [...profileKeys.all, 'blocks'] as const,
  follows: (userId: string) => [...profileKeys.member(userId), 'follows'] as const,
  followList: (userId: string, list: 'followers' | 'following') =>
    [...profileKeys.member(userId), list] as const,
};
