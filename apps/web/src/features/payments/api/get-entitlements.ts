import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EntitlementsSummary } from '@blaze/contracts/entitlements';
import { api } from '@/lib/api-client';
import { paymentKeys } from '@/features/payments/api/payment-keys';

export function getEntitlements(signal?: AbortSignal): Promise<EntitlementsSummary> {
  return api.get<EntitlementsSummary>('/api/me/entitlements', { signal });
}

/** What he has now: read fresh on each visit to Purchases (time moves allowances on). */
export const entitlementsQueryOptions = () =>
  queryOptions({
    queryKey: paymentKeys.entitlements(),
    queryFn: ({ signal }) => getEntitlements(signal),
    staleTime: 0,
  });

export function useEntitlements() {
  return useQuery(entitlementsQueryOptions());
}
