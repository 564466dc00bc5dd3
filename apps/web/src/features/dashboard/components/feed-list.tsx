import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { FeedTab, Post } from '@blaze/contracts/posts';
import { notifyError } from '@/lib/notify';
import { useDeferredFirst } from '@/lib/use-deferred-first';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useFeed } from '@/features/dashboard/api/get-feed';
import { CommentsSheet } from '@/features/dashboard/components/comments-sheet';
import {
  CreatorCard,
  FeedEventCard,
  SponsoredCard,
} from '@/features/dashboard/components/feed-cards';
import { FeedEmptyState } from '@/features/dashboard/components/feed-empty-state';
import { MemberCard } from '@/features/dashboard/components/member-card';
import { PostCard } from '@/features/dashboard/components/post-card';

interface FeedListProps {
  tab: FeedTab;
  onEdit: (post: Post) => void;
  /** What an empty list shows (Raw AF's Creators tab has its own words); the feed's tips by default. */
  empty?: ReactNode;
}

/**
 * One tab's list from the server, 10 items a page: Load More, and the next page loads by itself as the
 * end scrolls into view. The empty state shows only when the tab really has nothing.
 */
export function FeedList({ tab, onEdit, empty }: FeedListProps) {
  const feed = useFeed(tab);
  const [commentsOf, setCommentsOf] = useState<Post | null>(null);
  const end = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = feed;
  const pages = useDeferredFirst(feed.data?.pages);

  useEffect(() => {
    if (feed.isError) notifyError('Failed to load feed');
  }, [feed.isError, feed.errorUpdatedAt]);

  useEffect(() => {
    const node = end.current;
    if (!node || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { rootMargin: '400px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (pages === undefined && !feed.isError) {
    return (
      <div className="flex flex-col gap-4 px-4" aria-busy="true" aria-label="Loading feed">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} className="h-40 rounded-2xl" />
        ))}
      </div>
    );
  }
  const items = pages?.flatMap((page) => page.items) ?? [];
  if (items.length === 0) {
    return feed.isError ? (
      <div className="px-4 text-center">
        <Button variant="secondary" onClick={() => void feed.refetch()}>
          Retry
        </Button>
      </div>
    ) : (
      (empty ?? <FeedEmptyState tab={tab} />)
    );
  }

  return (
    <div className="flex flex-col gap-5">
      {items.map((item, i) => {
        switch (item.kind) {
          case 'post':
            return (
              <PostCard
                key={item.post.id}
                post={item.post}
                onComments={setCommentsOf}
                onEdit={onEdit}
              />
            );
          case 'profiles':
            return (
              <section key={`grid-${i}`} aria-label="Men near you" className="px-4">
                <ul className="grid grid-cols-2 gap-3">
                  {item.members.map((member) => (
                    <li key={member.id}>
                      <MemberCard member={member} />
                    </li>
                  ))}
                </ul>
              </section>
            );
          case 'event':
            return <FeedEventCard key={`event-${i}`} event={item.event} />;
          case 'sponsored':
            return (
              <SponsoredCard key={`ad-${item.promotion.id}-${i}`} promotion={item.promotion} />
            );
          case 'creator':
            return <CreatorCard key={`creator-${i}`} creator={item.creator} />;
        }
      })}
      <div ref={end} />
      {hasNextPage ? (
        <div className="px-4">
          <Button
            variant="secondary"
            block
            loading={isFetchingNextPage}
            onClick={() => void fetchNextPage()}
          >
            Load More
          </Button>
        </div>
      ) : null}
      <CommentsSheet post={commentsOf} onClose={() => setCommentsOf(null)} />
    </div>
  );
}
