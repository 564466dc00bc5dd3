/** Query keys for Boost. */
export const boostKeys = {
  all: ['boost'] as const,
  status: () => [...boostKeys.all, 'status'] as const,
};
