export const builderKeys = {
  all: ['builder'] as const,
  generate: () => [...builderKeys.all, 'generate'] as const,
  save: () => [...builderKeys.all, 'save'] as const,
};
