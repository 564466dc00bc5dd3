/** Query keys of the account feature (Settings > Account): mutations invalidate through these. */
export const accountKeys = {
  all: ['account'] as const,
  overview: () => [...accountKeys.all, 'overview'] as const,
  sessions: () => [...accountKeys.all, 'sessions'] as const,
};
