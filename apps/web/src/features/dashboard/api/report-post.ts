import { useMutation } from '@tanstack/react-query';
import type { ContentReportBody } from '@blaze/contracts/posts';
import { api } from '@/lib/api-client';

export function reportPost(postId: string, body: ContentReportBody): Promise<{ id: number }> {
  return api.post<{ id: number }>(`/api/posts/${encodeURIComponent(postId)}/report`, body);
}

export function useReportPost(postId: string) {
  return useMutation({
    mutationFn: (body: ContentReportBody) => reportPost(postId, body),
    // The report dialog shows the refusal under its fields.
    meta: { errorToast: false },
  });
}
