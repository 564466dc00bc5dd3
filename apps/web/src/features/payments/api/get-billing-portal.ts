import { useMutation } from '@tanstack/react-query';
import type { BillingPortal } from '@blaze/contracts/payments';
import { api } from '@/lib/api-client';

export function getBillingPortal(): Promise<BillingPortal> {
  return api.get<BillingPortal>('/api/me/billing-portal');
}

/** A fresh portal link (it is short-lived), asked for when he taps, then opened. */
export function useOpenBillingPortal() {
  return useMutation({
    mutationFn: getBillingPortal,
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
