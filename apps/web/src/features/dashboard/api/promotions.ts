import { useMutation, useQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { FeedPage, OffersPage } from '@blaze/contracts/posts';
import { api } from '@/lib/api-client';
import { feedKeys } from '@/features/dashboard/api/feed-keys';
import { dropPromotion } from '@/features/dashboard/lib/feed-cache';

type FeedData = InfiniteData<FeedPage, string | undefined>;

export function hidePromotion(id: string): Promise<void> {
  return api.post<void>(`/api/promotions/${encodeURIComponent(id)}/hide`);
}

export function clickPromotion(id: string): Promise<{ linkUrl: string | null }> {
  return api.post<{ linkUrl: string | null }>(`/api/promotions/${encodeURIComponent(id)}/click`);
}

/** Hides a sponsored card from his feed for good. */
export function useHidePromotion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: hidePromotion,
    onSuccess: (_none, id) => {
      queryClient.setQueriesData<FeedData>({ queryKey: feedKeys.tabs() }, (data) =>
        dropPromotion(data, id),
      );
      queryClient.setQueryData<OffersPage>(feedKeys.offers(), (data) =>
        data ? { offers: data.offers.filter((o) => o.id !== id) } : data,
      );
    },
  });
}

/** Venues' offers near me (GET /api/offers/near), nearest first. */
export function useNearbyOffers() {
  return useQuery({
    queryKey: feedKeys.offers(),
    queryFn: ({ signal }) => api.get<OffersPage>('/api/offers/near', { signal }),
    staleTime: 5 * 60_000,
  });
}
