import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SocialSettings } from '@blaze/contracts/posts';
import { api } from '@/lib/api-client';
import { storyKeys } from '@/features/stories/api/story-keys';

export function socialSettingsQueryOptions() {
  return queryOptions({
    queryKey: storyKeys.settings(),
    queryFn: ({ signal }) => api.get<SocialSettings>('/api/me/social-settings', { signal }),
  });
}

export function useSocialSettings() {
  return useQuery(socialSettingsQueryOptions());
}

/** Turns the dashboard's stories row off or on (a member setting kept on the server). */
export function useSetStoriesRowOff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (storiesRowOff: boolean) =>
      api.patch<SocialSettings>('/api/me/social-settings', { storiesRowOff }),
    onSuccess: (settings) => {
      queryClient.setQueryData(storyKeys.settings(), settings);
      void queryClient.invalidateQueries({ queryKey: storyKeys.row() });
    },
  });
}
