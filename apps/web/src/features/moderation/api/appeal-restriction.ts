import { useMutation } from '@tanstack/react-query';
import type { RestrictionAppealBody } from '@blaze/contracts/moderation';
import { api } from '@/lib/api-client';

export function appealRestriction(body: RestrictionAppealBody): Promise<{ message: string }> {
  return api.post<{ message: string }>('/api/auth/appeal', body);
}

/** A suspended or banned member, who cannot sign in, appeals with the e-mail and password he typed. */
export function useAppealRestriction() {
  return useMutation({ mutationFn: appealRestriction });
}
