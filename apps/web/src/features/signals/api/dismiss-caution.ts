import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CautionRule, ChatCautions } from '@blaze/contracts/signals';
import { api } from '@/lib/api-client';
import { signalsKeys } from '@/features/signals/api/signals-keys';

export function dismissCaution(conversationId: string, rule: CautionRule) {
  return api.post<ChatCautions>(
    `/api/conversations/${encodeURIComponent(conversationId)}/cautions/${rule}/dismiss`,
  );
}

/** Hides a caution in this chat for me; it leaves the screen at once. */
export function useDismissCaution(conversationId: string) {
  const queryClient = useQueryClient();
  const key = signalsKeys.cautions(conversationId);
  return useMutation({
    mutationFn: (rule: CautionRule) => dismissCaution(conversationId, rule),
    onMutate: async (rule) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<ChatCautions>(key);
      if (before)
        queryClient.setQueryData<ChatCautions>(key, {
          ...before,
          cautions: before.cautions.filter((c) => c.rule !== rule),
        });
      return { before };
    },
    onError: (_error, _rule, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSuccess: (data) => queryClient.setQueryData(key, data),
  });
}
