import { useMutation } from '@tanstack/react-query';
import type { CheckoutBody, CheckoutResult } from '@blaze/contracts/payments';
import { api } from '@/lib/api-client';

/** A product id and this attempt's key: a second tap with the same key is the same order. */
export function startCheckout(body: CheckoutBody): Promise<CheckoutResult> {
  return api.post<CheckoutResult>('/api/checkout', body);
}

export function useStartCheckout() {
  return useMutation({ mutationFn: startCheckout, meta: { errorToast: false }, retry: false });
}
