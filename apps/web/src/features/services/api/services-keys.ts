import type { ServiceListQuery } from '@blaze/contracts/services';

/** Query keys of the services feature: mutations invalidate through these. */
export const servicesKeys = {
  all: ['services'] as const,
  status: () => [...servicesKeys.all, 'status'] as const,
  lists: () => [...servicesKeys.all, 'list'] as const,
  list: (filters: ServiceListQuery) => [...servicesKeys.lists(), filters] as const,
  provider: (handle: string) => [...servicesKeys.all, 'provider', handle] as const,
  mine: () => [...servicesKeys.all, 'mine'] as const,
  settings: () => [...servicesKeys.all, 'settings'] as const,
};
