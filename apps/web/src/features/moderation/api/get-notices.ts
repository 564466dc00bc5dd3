import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Notice } from '@blaze/contracts/moderation';
import { api } from '@/lib/api-client';
import { moderationKeys } from '@/features/moderation/api/moderation-keys';

export function getNotices(signal?: AbortSignal): Promise<Notice[]> {
  return api.get<Notice[]>('/api/me/notices', { signal });
}

export function noticesQueryOptions() {
  return queryOptions({
    queryKey: moderationKeys.notices(),
    queryFn: ({ signal }) => getNotices(signal),
  });
}

export function useNotices() {
  return useQuery(noticesQueryOptions());
}
