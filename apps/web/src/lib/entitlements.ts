import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EntitlementsSummary } from '@blaze/contracts/entitlements';
import { api } from '@/lib/api-client';

/**
 * What I may use (GET /api/me/entitlements): shared like the session, because the shell's menu badge
 * and each add-on's screen read it, and an add-on that takes a use invalidates it for all of them.
 */
export const entitlementsKey = ['me', 'entitlements'] as const;

export const entitlementsQueryOptions = queryOptions({
  queryKey: entitlementsKey,
  queryFn: ({ signal }) => api.get<EntitlementsSummary>('/api/me/entitlements', { signal }),
  // The free allowance is a rolling window: a minute old is fresh enough for a badge.
  staleTime: 60_000,
});

export function useEntitlements() {
  return useQuery(entitlementsQueryOptions);
}

/**
 * The account menu's Right Now badge: '2 FREE', '1 FREE', then none; 'PLUS' with Blaze Plus; none while
 * it loads (never a promise the server has not made).
 */
export function rightNowBadge(summary: EntitlementsSummary | undefined): string | undefined {
  if (!summary) return undefined;
  if (summary.rightNow.unlimited) return 'PLUS';
  const left = summary.rightNow.freeLeft;
  return left > 0 ? `${left} FREE` : undefined;
}
