import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Order, OrderList } from '@blaze/contracts/payments';
import { api } from '@/lib/api-client';
import { paymentKeys } from '@/features/payments/api/payment-keys';

export function getOrders(signal?: AbortSignal): Promise<OrderList> {
  return api.get<OrderList>('/api/me/orders', { signal });
}

export const ordersQueryOptions = () =>
  queryOptions({
    queryKey: paymentKeys.orders(),
    queryFn: ({ signal }) => getOrders(signal),
    staleTime: 0,
  });

/** His receipts, newest first. */
export function useOrders() {
  return useQuery(ordersQueryOptions());
}

export function getOrder(orderId: string, signal?: AbortSignal): Promise<Order> {
  return api.get<Order>(`/api/me/orders/${encodeURIComponent(orderId)}`, { signal });
}

/**
 * One order after coming back from the provider's payment page: asked again every 2 seconds while it
 * is pending, since the provider's webhook can land a moment after he does.
 */
export function useOrder(orderId: string | null) {
  return useQuery({
    queryKey: paymentKeys.order(orderId ?? ''),
    queryFn: ({ signal }) => getOrder(orderId!, signal),
    enabled: orderId !== null,
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? 2_000 : false),
  });
}
