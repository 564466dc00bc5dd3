import { useEffect, useRef } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { Star } from 'lucide-react';
import type { NearbyMember, NearbyQuery } from '@blaze/contracts/discovery';
import { Button } from '@/components/ui/button';
import { useFavourites } from '@/features/discovery/api/get-favourites';
import { useNearby } from '@/features/discovery/api/get-nearby';
import {
  BrowseError,
  GridSkeleton,
  NobodyAround,
} from '@/features/discovery/components/browse-states';
import { MemberTile } from '@/features/discovery/components/member-tile';
import { useDeferredFirst } from '@/lib/use-deferred-first';

/** Members as three-wide tiles. */
export function MemberTiles({ members }: { members: readonly NearbyMember[] }) {
  return (
    <ul className="grid grid-cols-3 gap-1.5 px-2" aria-label="Members">
      {members.map((member) => (
        <li key={member.id}>
          <MemberTile member={member} />
        </li>
      ))}
    </ul>
  );
}

/** Loads the next page when the end of the grid scrolls into view; the button does it by hand. */
export function LoadMore({ onMore, loading }: { onMore: () => void; loading: boolean }) {
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = sentinel.current;
    if (!node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => entries.some((e) => e.isIntersecting) && onMore(),
      { rootMargin: '400px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [onMore]);
  return (
    <div ref={sentinel} className="flex justify-center px-4 py-4">
      <Button variant="secondary" loading={loading} onClick={onMore}>
        Show more
      </Button>
    </div>
  );
}

/** Everyone around, closest first (or who is online first), page by page. */
export function NearbyGrid({
  query,
  onWiden,
}: {
  query: Omit<NearbyQuery, 'cursor'>;
  onWiden?: () => void;
}) {
  const nearby = useNearby(query);
  const pages = useDeferredFirst(nearby.data?.pages);
  if (nearby.isError)
    return <BrowseError error={nearby.error} onRetry={() => void nearby.refetch()} />;
  if (!pages) return <GridSkeleton />;
  const members = pages.flatMap((page) => page.members);
  if (members.length === 0)
    return <NobodyAround radiusKm={Number(query.radiusKm ?? 25)} onWiden={onWiden} />;
  return (
    <>
      <MemberTiles members={members} />
      {nearby.hasNextPage ? (
        <LoadMore
          loading={nearby.isFetchingNextPage}
          onMore={() => {
            if (!nearby.isFetchingNextPage) void nearby.fetchNextPage();
          }}
        />
      ) : null}
    </>
  );
}

/** My favourites, wherever they are. */
export function FavouritesGrid() {
  const favourites = useFavourites();
  if (favourites.isPending) return <GridSkeleton count={6} />;
  if (favourites.isError)
    return <BrowseError error={favourites.error} onRetry={() => void favourites.refetch()} />;
  if (favourites.data.members.length === 0) {
    return (
      <EmptyState icon={<Star aria-hidden />} title="No favourites yet">
        Tap the star on a profile to keep him here, wherever he is.
      </EmptyState>
    );
  }
  return <MemberTiles members={favourites.data.members} />;
}
