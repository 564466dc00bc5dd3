/** Query keys for Roam (one factory, so mutations invalidate exactly). */
export const roamKeys = {
  all: ['roam'] as const,
  state: () => [...roamKeys.all, 'state'] as const,
};
