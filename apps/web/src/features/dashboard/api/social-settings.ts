import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SocialSettings } from '@blaze/contracts/posts';
import { api } from '@/lib/api-client';
import { feedKeys } from '@/features/dashboard/api/feed-keys';

const settingsKey = [...feedKeys.all, 'settings'] as const;

export function getSocialSettings(signal?: AbortSignal): Promise<SocialSettings> {
  return api.get<SocialSettings>('/api/me/social-settings', { signal });
}

export function useSocialSettings() {
  return useQuery(
    queryOptions({ queryKey: settingsKey, queryFn: ({ signal }) => getSocialSettings(signal) }),
  );
}

/** Changes a feed setting; the tabs are read again (explicit posts unblur or blur). */
export function useUpdateSocialSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: Partial<SocialSettings>) =>
      api.patch<SocialSettings>('/api/me/social-settings', changes),
    onSuccess: (settings) => {
      queryClient.setQueryData(settingsKey, settings);
      void queryClient.invalidateQueries({ queryKey: feedKeys.tabs() });
    },
  });
}
