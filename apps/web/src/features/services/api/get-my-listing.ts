import { useQuery } from '@tanstack/react-query';
import type { MyService } from '@blaze/contracts/services';
import { api } from '@/lib/api-client';
import { servicesKeys } from '@/features/services/api/services-keys';

/** GET /api/services/listings/mine: my provider listing in any state, or null. */
export function useMyListing({ enabled = true } = {}) {
  return useQuery({
    queryKey: servicesKeys.mine(),
    queryFn: ({ signal }) => api.get<MyService>('/api/services/listings/mine', { signal }),
    enabled,
  });
}
