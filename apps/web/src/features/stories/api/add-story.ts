import { useMutation, useQueryClient } from '@tanstack/react-query';
import { UPLOAD_FAILED_MESSAGE, UPLOAD_TOO_LARGE_MESSAGE } from '@blaze/contracts/photos';
import type { Story } from '@blaze/contracts/stories';
import { api, type EndpointMessages } from '@/lib/api-client';
import { storyKeys } from '@/features/stories/api/story-keys';

/** The server's own words for a refused story (the daily cap says when the next place frees). */
const storyMessages: EndpointMessages = ({ status, serverMessage }) => {
  if (status === 413) return UPLOAD_TOO_LARGE_MESSAGE;
  if (status >= 400 && status < 500 && status !== 401)
    return serverMessage ?? UPLOAD_FAILED_MESSAGE;
  return undefined;
};

/** POST /api/stories: the words first, then the photo (multipart), with upload progress. */
export function addStory(
  input: { photo: Blob; text: string },
  onProgress?: (fraction: number) => void,
): Promise<Story> {
  const form = new FormData();
  if (input.text.trim()) form.append('text', input.text.trim());
  form.append('file', input.photo, input.photo instanceof File ? input.photo.name : 'story.jpg');
  return api.upload<Story>('/api/stories', form, { onProgress, messages: storyMessages });
}

export function useAddStory(onProgress?: (fraction: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { photo: Blob; text: string }) => addStory(input, onProgress),
    // A retried upload could add the story twice.
    retry: false,
    onSuccess: (story) => {
      void queryClient.invalidateQueries({ queryKey: storyKeys.row() });
      void queryClient.invalidateQueries({ queryKey: storyKeys.member(story.author.id) });
    },
  });
}
