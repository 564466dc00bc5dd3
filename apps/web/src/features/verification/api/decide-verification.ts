import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AdminVerificationItem,
  VerificationDecisionBody,
} from '@blaze/contracts/verification';
import { api } from '@/lib/api-client';
import { verificationKeys } from '@/features/verification/api/verification-keys';

/** POST /api/admin/verifications/:id/decide: approve, or decline with a reason. */
export function useDecideVerification(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: VerificationDecisionBody) =>
      api.post<AdminVerificationItem>(
        `/api/admin/verifications/${encodeURIComponent(id)}/decide`,
        body,
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: verificationKeys.all }),
  });
}
