export const assistantKeys = {
  all: ['assistant'] as const,
  preferences: () => [...assistantKeys.all, 'preferences'] as const,
  history: () => [...assistantKeys.all, 'history'] as const,
  config: () => [...assistantKeys.all, 'config'] as const,
};
