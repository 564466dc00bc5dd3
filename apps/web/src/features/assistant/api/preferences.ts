import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AssistantPreferences, AssistantPreferencesPatch } from '@blaze/contracts/assistant';
import { api } from '@/lib/api-client';
import { assistantKeys } from '@/features/assistant/api/assistant-keys';

export function getPreferences(signal?: AbortSignal): Promise<AssistantPreferences> {
  return api.get<AssistantPreferences>('/api/assistant/preferences', { signal });
}

export function preferencesQueryOptions() {
  return queryOptions({
    queryKey: assistantKeys.preferences(),
    queryFn: ({ signal }) => getPreferences(signal),
  });
}

/** His assistant preferences (spec section 3), kept on the server. */
export function usePreferences() {
  return useQuery(preferencesQueryOptions());
}

export function updatePreferences(patch: AssistantPreferencesPatch): Promise<AssistantPreferences> {
  return api.patch<AssistantPreferences>('/api/assistant/preferences', patch);
}

/** Changes some preferences; the switch moves at once and goes back if the server refuses. */
export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  const key = assistantKeys.preferences();
  return useMutation({
    mutationFn: updatePreferences,
    onMutate: async (patch) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<AssistantPreferences>(key);
      if (before) queryClient.setQueryData<AssistantPreferences>(key, { ...before, ...patch });
      return { before };
    },
    onError: (_error, _patch, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSuccess: (saved) => queryClient.setQueryData(key, saved),
  });
}
