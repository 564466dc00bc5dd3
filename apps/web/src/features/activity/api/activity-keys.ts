/** Query keys for activity (one factory: the realtime frame and the read mutation patch exactly these). */
export const activityKeys = {
  all: ['activity'] as const,
  list: () => [...activityKeys.all, 'list'] as const,
  unread: () => [...activityKeys.all, 'unread'] as const,
};
