import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminPromotion,
  AdminPromotionList,
  PromotionUpdateBody,
} from '@blaze/contracts/admin';
import type { PromotionCreateBody } from '@blaze/contracts/posts';
import { api } from '@/lib/api-client';
import { adminKeys } from '@/features/admin/api/get-admin-status';

const promotionPath = (id: string) => `/api/admin/promotions/${encodeURIComponent(id)}`;

export const promotionsQueryOptions = queryOptions({
  queryKey: adminKeys.promotions(),
  queryFn: ({ signal }) => api.get<AdminPromotionList>('/api/admin/promotions', { signal }),
});

/** Sponsored cards and venue offers (GET /api/admin/promotions). */
export function usePromotions() {
  return useQuery(promotionsQueryOptions);
}

function useInvalidatePromotions() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: adminKeys.promotions() });
}

/** POST /api/admin/promotions. */
export function useCreatePromotion() {
  const invalidate = useInvalidatePromotions();
  return useMutation({
    mutationFn: (body: PromotionCreateBody) =>
      api.post<AdminPromotion>('/api/admin/promotions', body),
    meta: { errorToast: false },
    onSettled: invalidate,
  });
}

/** PATCH /api/admin/promotions/:id. */
export function useUpdatePromotion() {
  const invalidate = useInvalidatePromotions();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: PromotionUpdateBody }) =>
      api.patch<AdminPromotion>(promotionPath(id), body),
    meta: { errorToast: false },
    onSettled: invalidate,
  });
}

/** POST /api/admin/promotions/:id/end. */
export function useEndPromotion() {
  const invalidate = useInvalidatePromotions();
  return useMutation({
    mutationFn: (id: string) => api.post<AdminPromotion>(`${promotionPath(id)}/end`, {}),
    onSettled: invalidate,
  });
}
