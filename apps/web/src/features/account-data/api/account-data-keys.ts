/** Query keys of the account-data feature. */
export const accountDataKeys = {
  all: ['account-data'] as const,
  export: () => [...accountDataKeys.all, 'export'] as const,
};
