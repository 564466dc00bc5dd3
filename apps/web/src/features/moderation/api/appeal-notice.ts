import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Notice } from '@blaze/contracts/moderation';
import { api } from '@/lib/api-client';
import { moderationKeys } from '@/features/moderation/api/moderation-keys';

export function appealNotice(noticeId: number, text: string): Promise<Notice[]> {
  return api.post<Notice[]>(`/api/me/notices/${noticeId}/appeal`, { text });
}

/** He appeals once; the reply is his notices with this one marked appealed. */
export function useAppealNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ noticeId, text }: { noticeId: number; text: string }) =>
      appealNotice(noticeId, text),
    onSuccess: (notices) => queryClient.setQueryData(moderationKeys.notices(), notices),
  });
}
