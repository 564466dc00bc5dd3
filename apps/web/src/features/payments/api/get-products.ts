import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductList } from '@blaze/contracts/payments';
import { api } from '@/lib/api-client';
import { paymentKeys } from '@/features/payments/api/payment-keys';

export type Catalogue = ProductList & { provider: 'builtin' | 'stripe' };

export function getProducts(signal?: AbortSignal): Promise<Catalogue> {
  return api.get<Catalogue>('/api/products', { signal });
}

export const productsQueryOptions = () =>
  queryOptions({ queryKey: paymentKeys.products(), queryFn: ({ signal }) => getProducts(signal) });

export function useProducts() {
  return useQuery(productsQueryOptions());
}
