import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { AuditPage } from '@blaze/contracts/admin';
import { api } from '@/lib/api-client';
import { adminKeys } from '@/features/admin/api/get-admin-status';

export type AuditFilters = { q: string; actorId: string; subjectKind: string; subjectId: string };

function getAudit(filters: AuditFilters, before: number, signal?: AbortSignal) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) search.set(key, value.trim());
  if (before) search.set('before', String(before));
  const qs = search.toString();
  return api.get<AuditPage>(qs ? `/api/admin/audit?${qs}` : '/api/admin/audit', { signal });
}

/** The audit log (GET /api/admin/audit), newest first, older pages on demand. */
export function useAuditLog(filters: AuditFilters) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: adminKeys.audit(filters),
      queryFn: ({ pageParam, signal }) => getAudit(filters, pageParam, signal),
      initialPageParam: 0,
      getNextPageParam: (last) => last.nextBefore ?? undefined,
    }),
  );
}
