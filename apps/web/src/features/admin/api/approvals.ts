import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PlacesReviewQueue, ReviewDecisionBody } from '@blaze/contracts/places';
import type { AdminServiceListing } from '@blaze/contracts/services';
import { api } from '@/lib/api-client';
import { adminKeys } from '@/features/admin/api/get-admin-status';

export type ApprovalQueue = PlacesReviewQueue & { services: AdminServiceListing[] };

/**
 * The approvals queue: the places queue (GET /api/admin/places/queue) and pending service listings
 * (GET /api/admin/services) in one. Services may be switched off on this server: then none.
 */
export const approvalsQueryOptions = queryOptions({
  queryKey: adminKeys.approvals(),
  queryFn: async ({ signal }): Promise<ApprovalQueue> => {
    const [places, services] = await Promise.all([
      api.get<PlacesReviewQueue>('/api/admin/places/queue', { signal }),
      api
        .get<{ items: AdminServiceListing[] }>('/api/admin/services?status=pending', { signal })
        .catch(() => ({ items: [] })),
    ]);
    return { ...places, services: services.items };
  },
});

export function useApprovals() {
  return useQuery(approvalsQueryOptions);
}

export type ApprovalKind = 'venue' | 'business' | 'claim' | 'service';
export type ApprovalDecision = {
  kind: ApprovalKind;
  id: string;
  decision: ReviewDecisionBody['decision'];
  note: string;
};

const enc = encodeURIComponent;

function decide({ kind, id, decision, note }: ApprovalDecision): Promise<unknown> {
  if (kind === 'service')
    return decision === 'approve'
      ? api.post(`/api/admin/services/${enc(id)}/approve`)
      : api.post(`/api/admin/services/${enc(id)}/reject`, { note });
  const path = { venue: 'venues', business: 'businesses', claim: 'claims' }[kind];
  return api.post(`/api/admin/places/${path}/${enc(id)}/review`, { decision, note });
}

/** Approve or decline one item of the queue, with a reason. */
export function useDecideApproval() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decide,
    meta: { errorToast: false },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.approvals() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.overview() }),
      ]),
  });
}
