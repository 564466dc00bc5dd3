import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Product, ProductId, ProductList, ProductUpdate } from '@blaze/contracts/payments';
import { api } from '@/lib/api-client';
import { paymentKeys } from '@/features/payments/api/payment-keys';

export function getAdminProducts(signal?: AbortSignal): Promise<ProductList> {
  return api.get<ProductList>('/api/admin/products', { signal });
}

export const adminProductsQueryOptions = () =>
  queryOptions({
    queryKey: [...paymentKeys.products(), 'admin'] as const,
    queryFn: ({ signal }) => getAdminProducts(signal),
  });

/** Admins: the whole catalogue, on sale or not. */
export function useAdminProducts() {
  return useQuery(adminProductsQueryOptions());
}

export function updateProduct({ id, patch }: { id: ProductId; patch: ProductUpdate }) {
  return api.patch<Product>(`/api/admin/products/${encodeURIComponent(id)}`, patch);
}

/** Admins: a new price, currency or on/off for one product; every product list is read again. */
export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProduct,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: paymentKeys.products() }),
  });
}
