export const photoKeys = {
  all: ['photos'] as const,
  albums: () => [...photoKeys.all, 'albums'] as const,
  grants: () => [...photoKeys.all, 'grants'] as const,
  privateOf: (userId: string) => [...photoKeys.all, 'private', userId] as const,
};
