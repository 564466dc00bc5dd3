import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CardPaymentBody, Order } from '@blaze/contracts/payments';
import { api } from '@/lib/api-client';

export function payOrder({ orderId, card }: { orderId: string; card: CardPaymentBody }) {
  return api.post<Order>(`/api/checkout/${encodeURIComponent(orderId)}/pay`, card);
}

/**
 * Pays with the built-in test provider's card form. A paid order changes what every add-on may do
 * (Boost left, Right Now, Roam, Plus), so everything cached is read again.
 */
export function usePayOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: payOrder,
    meta: { errorToast: false },
    retry: false,
    onSuccess: () => void queryClient.invalidateQueries(),
  });
}
