import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Billing } from '@blaze/contracts/payments';
import { api } from '@/lib/api-client';
import { paymentKeys } from '@/features/payments/api/payment-keys';

export function cancelSubscription(): Promise<Billing> {
  return api.post<Billing>('/api/me/subscription/cancel');
}

/** Cancels Plus at the end of the paid period; the subscription's answer is the new state. */
export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    onSuccess: (billing) => {
      queryClient.setQueryData(paymentKeys.subscription(), billing);
      void queryClient.invalidateQueries({ queryKey: paymentKeys.entitlements() });
    },
  });
}
