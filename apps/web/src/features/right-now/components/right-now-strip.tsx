import { Link } from 'react-router';
import { Zap } from 'lucide-react';
import { paths } from '@/config/paths';
import { memberName } from '@/lib/member-name';
import { ProfileImage } from '@/components/profile-image';
import { Skeleton } from '@/components/ui/skeleton';
import { useRightNow } from '@/features/right-now/api/get-right-now';

/**
 * Hookup's quick mode: the men with a live Right Now near me, first, as a row above the grid (nearest
 * first, rounded distances); the whole list is on /app/right-now.
 */
export function RightNowStrip() {
  const list = useRightNow();
  const posts = list.data?.posts ?? [];
  return (
    <section aria-labelledby="available-now" className="flex flex-col gap-2">
      <div className="flex items-center justify-between px-4">
        <h2
          id="available-now"
          className="flex items-center gap-1.5 text-sm font-bold tracking-wide text-zinc-100 uppercase"
        >
          <Zap aria-hidden className="size-4 text-brand-text" />
          Available now
        </h2>
        <Link to={paths.rightNow.to()} className="text-sm font-medium text-brand-text">
          {posts.length > 0 ? 'See all' : 'Post yours'}
        </Link>
      </div>
      {list.isPending ? (
        <div className="flex gap-2 px-4" aria-hidden>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-36 w-24 shrink-0 rounded-xl" />
          ))}
        </div>
      ) : posts.length === 0 ? (
        <p className="px-4 text-sm text-zinc-400">
          Nobody near you has posted Right Now. Everyone online is below.
        </p>
      ) : (
        <ul className="flex gap-2 overflow-x-auto px-4 pb-1">
          {posts.map((post) =>
            post.member ? (
              <li key={post.id} className="w-24 shrink-0">
                <Link
                  to={paths.user.to(post.member.id)}
                  className="group block outline-none"
                  aria-label={`${memberName(post.member)}${post.member.age ? ` ${post.member.age}` : ''}, available now${post.member.distance ? `, ${post.member.distance} away` : ''}: ${post.text}`}
                >
                  <div className="relative aspect-[3/4] overflow-hidden rounded-xl bg-zinc-900 ring-2 ring-brand/70 group-focus-visible:ring-white">
                    <ProfileImage src={post.photo?.thumbUrl ?? post.member.avatarUrl} alt="" />
                    <span
                      aria-hidden
                      className="absolute top-1 left-1 rounded-md bg-black/75 px-1 py-0.5 text-[9px] font-bold tracking-wide text-brand-text uppercase"
                    >
                      Now
                    </span>
                  </div>
                  <p className="mt-1 truncate text-xs font-semibold text-zinc-100">
                    {memberName(post.member)}
                  </p>
                  <p className="truncate text-[11px] text-zinc-400">
                    {post.member.distance ?? post.text}
                  </p>
                </Link>
              </li>
            ) : null,
          )}
        </ul>
      )}
    </section>
  );
}
