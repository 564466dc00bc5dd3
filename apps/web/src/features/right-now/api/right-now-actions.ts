import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReportBody } from '@blaze/contracts/member-profile';
import type { MyRightNow, RightNowCreateBody, RightNowPost } from '@blaze/contracts/right-now';
import { api } from '@/lib/api-client';
import { entitlementsKey } from '@/lib/entitlements';
import { rightNowKeys } from '@/features/right-now/api/right-now-keys';

const postPath = (id: string) => `/api/right-now/${encodeURIComponent(id)}`;

/**
 * POST /api/right-now: goes live for 60 minutes and takes one use of my allowance, so the menu badge
 * and the allowance line refresh. A refusal (no allowance, one live already) is shown by the form.
 */
export function useGoLive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RightNowCreateBody) => api.post<RightNowPost>('/api/right-now', body),
    // A refused post is not sent again: a retry could take a second use.
    retry: false,
    meta: { errorToast: false },
    onSuccess: (post) => {
      queryClient.setQueryData<MyRightNow>(rightNowKeys.mine(), { post });
    },
    // Refused as 'one live already' (another tab): show the live one.
    onError: () => queryClient.invalidateQueries({ queryKey: rightNowKeys.mine() }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: entitlementsKey }),
  });
}

/** DELETE /api/right-now/:id: I end mine now. */
export function useEndRightNow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: { id: string }) => api.delete<void>(postPath(id)),
    onSuccess: () => {
      queryClient.setQueryData<MyRightNow>(rightNowKeys.mine(), { post: null });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: rightNowKeys.all }),
  });
}

export function useReportRightNow() {
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ReportBody }) =>
      api.post<{ id: number }>(`${postPath(id)}/report`, body),
    meta: { errorToast: false },
  });
}
