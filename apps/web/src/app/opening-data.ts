import { matchPath, type Params } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { MeResponse } from '@blaze/contracts/me';
import { paths } from '@/config/paths';
import { sessionKeys } from '@/lib/auth';
import { FIRST_FEED_TAB, feedQueryOptions } from '@/features/dashboard/api/get-feed';
import { memberProfileQueryOptions } from '@/features/profiles/api/get-member-profile';

/**
 * What a screen shows first, for the screens where it is one request the address says: the
 * dashboard's first tab, another member's profile, the discovery grid (its filters are in the
 * address; its code, which reads them with the contracts' schemas, comes with the screen's chunks).
 */
const OPENING_DATA: ReadonlyArray<{
  pattern: string;
  load: (
    queryClient: QueryClient,
    params: Params,
    search: URLSearchParams,
    me: MeResponse,
  ) => Promise<unknown>;
}> = [
  {
    pattern: paths.dashboard.pattern,
    load: (queryClient) => queryClient.prefetchInfiniteQuery(feedQueryOptions(FIRST_FEED_TAB)),
  },
  {
    pattern: paths.discovery.pattern,
    load: async (queryClient, _params, search, me) =>
      (await import('@/features/discovery/api/opening-grid')).prefetchOpeningGrid(
        queryClient,
        search,
        me,
      ),
  },
  ...[paths.user.pattern, paths.profileById.pattern].map((pattern) => ({
    pattern,
    load: (queryClient: QueryClient, { userId }: Params) =>
      queryClient.prefetchQuery(memberProfileQueryOptions(userId ?? '')),
  })),
];

/**
 * Asks for the opening screen's first data as soon as the session says he is signed in, while the
 * screen's code still downloads (issue 29): the screen then renders with it instead of asking after
 * its first render. A visitor (no session) never asks. Best effort: the screen asks again if this
 * failed.
 */
export async function prefetchOpeningData(
  queryClient: QueryClient,
  { pathname, search }: { pathname: string; search: string },
  session: Promise<unknown>,
): Promise<void> {
  const opening = OPENING_DATA.map((data) => ({
    ...data,
    match: matchPath(data.pattern, pathname),
  })).find((data) => data.match);
  if (!opening?.match) return;
  await session;
  const me = queryClient.getQueryData<MeResponse | null>(sessionKeys.me);
  if (!me?.user) return;
  await opening
    .load(queryClient, opening.match.params, new URLSearchParams(search), me)
    .catch(() => undefined);
}
