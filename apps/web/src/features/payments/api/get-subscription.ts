import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Billing } from '@blaze/contracts/payments';
import { api } from '@/lib/api-client';
import { paymentKeys } from '@/features/payments/api/payment-keys';

export function getSubscription(signal?: AbortSignal): Promise<Billing> {
  return api.get<Billing>('/api/me/subscription', { signal });
}

export const subscriptionQueryOptions = () =>
  queryOptions({
    queryKey: paymentKeys.subscription(),
    queryFn: ({ signal }) => getSubscription(signal),
    staleTime: 0,
  });

/** His Blaze Plus subscription, and whether the provider has a billing portal for him. */
export function useSubscription() {
  return useQuery(subscriptionQueryOptions());
}
