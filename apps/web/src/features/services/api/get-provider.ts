import { useQuery } from '@tanstack/react-query';
import type { ServiceProvider } from '@blaze/contracts/services';
import { api } from '@/lib/api-client';
import { servicesKeys } from '@/features/services/api/services-keys';

/** GET /api/services/providers/:handle: the public page's listing (signed in or not). */
export function useProvider(handle: string) {
  return useQuery({
    queryKey: servicesKeys.provider(handle),
    queryFn: ({ signal }) =>
      api.get<ServiceProvider>(`/api/services/providers/${encodeURIComponent(handle)}`, {
        signal,
        skipAuthRedirect: true,
      }),
    retry: (count, error) => count < 2 && (error as { status?: number }).status !== 404,
  });
}
