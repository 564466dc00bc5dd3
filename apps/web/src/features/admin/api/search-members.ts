import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { AdminMemberPage } from '@blaze/contracts/admin';
import { api } from '@/lib/api-client';
import { adminKeys } from '@/features/admin/api/get-admin-status';

export type MemberSearchBy = 'username' | 'email';

export function searchMembers(
  q: string,
  by: MemberSearchBy,
  after: string,
  signal?: AbortSignal,
): Promise<AdminMemberPage> {
  const search = new URLSearchParams({ q, by });
  if (after) search.set('after', after);
  return api.get<AdminMemberPage>(`/api/admin/members?${search.toString()}`, { signal });
}

/** Member search (GET /api/admin/members): by username, or by e-mail for admins; keyset pages. */
export function useMemberSearch(q: string, by: MemberSearchBy) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: adminKeys.members(q, by),
      queryFn: ({ pageParam, signal }) => searchMembers(q, by, pageParam, signal),
      initialPageParam: '',
      getNextPageParam: (last) => last.nextAfter ?? undefined,
      enabled: q.length > 0,
    }),
  );
}
