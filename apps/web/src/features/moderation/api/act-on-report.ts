import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ModerationActionBody, ModerationActionResult } from '@blaze/contracts/moderation';
import { api } from '@/lib/api-client';
import { moderationKeys } from '@/features/moderation/api/moderation-keys';

/** On a report (`reportId`) or directly on a member (`memberId`). */
export type ActionTarget = { reportId: number } | { memberId: string };

export function actOn(
  target: ActionTarget,
  body: ModerationActionBody,
): Promise<ModerationActionResult> {
  const url =
    'reportId' in target
      ? `/api/admin/reports/${target.reportId}/actions`
      : `/api/admin/members/${encodeURIComponent(target.memberId)}/actions`;
  return api.post<ModerationActionResult>(url, body);
}

export function useActOn(target: ActionTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ModerationActionBody) => actOn(target, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: moderationKeys.all }),
  });
}
