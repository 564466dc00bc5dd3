import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Story } from '@blaze/contracts/stories';
import { api, ApiError } from '@/lib/api-client';
import { storyKeys } from '@/features/stories/api/story-keys';

export function getStoryBySlug(slug: string, signal?: AbortSignal): Promise<Story> {
  return api.get<Story>(`/api/story-links/${encodeURIComponent(slug)}`, { signal });
}

export function storyBySlugQueryOptions(slug: string) {
  return queryOptions({
    queryKey: storyKeys.slug(slug),
    queryFn: ({ signal }) => getStoryBySlug(slug, signal),
    staleTime: 60_000,
    // Expired or not for him: asking again cannot help.
    retry: (count, error) => count < 2 && !(error instanceof ApiError && error.isClientError),
  });
}

export function useStoryBySlug(slug: string) {
  return useQuery(storyBySlugQueryOptions(slug));
}
