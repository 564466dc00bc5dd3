import type { SearchKind } from '@blaze/contracts/search';

export const searchKeys = {
  all: ['search'] as const,
  results: (kind: SearchKind, q: string) => [...searchKeys.all, kind, q] as const,
};
