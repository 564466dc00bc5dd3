import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReportBody } from '@blaze/contracts/member-profile';
import type {
  MemberStories,
  StoryAnswer,
  StoryReactionBody,
  StoryReplyBody,
} from '@blaze/contracts/stories';
import { api } from '@/lib/api-client';
import { storyKeys } from '@/features/stories/api/story-keys';

const storyPath = (id: string) => `/api/stories/${encodeURIComponent(id)}`;

/** POST /api/stories/:id/view: counted once per viewer; the story turns seen in the cache at once. */
export function useMarkStoryViewed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ storyId }: { storyId: string; authorId: string }) =>
      api.post<void>(`${storyPath(storyId)}/view`),
    onMutate: ({ storyId, authorId }) => {
      queryClient.setQueryData<MemberStories>(storyKeys.member(authorId), (old) =>
        old
          ? {
              ...old,
              stories: old.stories.map((s) => (s.id === storyId ? { ...s, seen: true } : s)),
            }
          : old,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: storyKeys.row() }),
  });
}

/** POST /api/stories/:id/reactions: lands for the author (his viewers list and our chat). */
export function useReactToStory() {
  return useMutation({
    mutationFn: ({ storyId, emoji }: { storyId: string } & StoryReactionBody) =>
      api.post<StoryAnswer>(`${storyPath(storyId)}/reactions`, { emoji }),
    retry: false,
  });
}

/** POST /api/stories/:id/replies: the reply lands in our 1:1 chat, showing the story. */
export function useReplyToStory() {
  return useMutation({
    mutationFn: ({ storyId, ...body }: { storyId: string } & StoryReplyBody) =>
      api.post<StoryAnswer>(`${storyPath(storyId)}/replies`, body),
  });
}

export function useDeleteStory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ storyId }: { storyId: string }) => api.delete<void>(storyPath(storyId)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: storyKeys.all }),
  });
}

export function useReportStory() {
  return useMutation({
    mutationFn: ({ storyId, body }: { storyId: string; body: ReportBody }) =>
      api.post<{ id: number }>(`${storyPath(storyId)}/report`, body),
  });
}

/** PUT /api/profiles/:id/stories-mute: his stories leave my row; he is not told. */
export function useMuteStories() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ memberId }: { memberId: string }) =>
      api.put<void>(`/api/profiles/${encodeURIComponent(memberId)}/stories-mute`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: storyKeys.row() }),
  });
}
