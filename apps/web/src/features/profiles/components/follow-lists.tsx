import { Link } from 'react-router';
import type { FollowList, FollowState } from '@blaze/contracts/posts';
import { paths } from '@/config/paths';
import { memberName } from '@/lib/member-name';
import { Button } from '@/components/ui/button';
import { UserAvatar } from '@/components/ui/avatar';
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
} from '@/components/ui/sheet';
import { Spinner } from '@/components/ui/spinner';
import { useFollowList } from '@/features/profiles/api/get-follows';

/** The stats page's Followers section: both counts, each opening its list. */
export function FollowCounts({
  state,
  onOpen,
}: {
  state: FollowState;
  onOpen: (list: FollowList) => void;
}) {
  return (
    <div className="flex gap-2">
      <Button variant="secondary" size="sm" onClick={() => onOpen('followers')}>
        <span className="tabular-nums">{state.followerCount}</span> followers
      </Button>
      <Button variant="secondary" size="sm" onClick={() => onOpen('following')}>
        <span className="tabular-nums">{state.followingCount}</span> following
      </Button>
    </div>
  );
}

/** His followers, or whom he follows, in a sheet. */
export function FollowListSheet({
  userId,
  list,
  onClose,
}: {
  userId: string;
  list: FollowList | null;
  onClose: () => void;
}) {
  const query = useFollowList(userId, list ?? 'followers', list !== null);
  const members = query.data?.pages.flatMap((page) => page.members) ?? [];
  return (
    <Sheet open={list !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <SheetContent side="bottom" className="max-h-[80dvh] overflow-y-auto">
        <SheetHeader>
          <SheetTitle>{list === 'following' ? 'Following' : 'Followers'}</SheetTitle>
          <SheetDescription className="sr-only">Members in this list</SheetDescription>
        </SheetHeader>
        <div className="px-4 pb-6">
          {query.isPending ? (
            <Spinner label="Loading" />
          ) : members.length === 0 ? (
            <p className="py-6 text-center text-sm text-zinc-400">Nobody here yet.</p>
          ) : (
            <ul className="flex flex-col gap-2">
              {members.map((m) => (
                <li key={m.id}>
                  <Link
                    to={paths.user.to(m.id)}
                    onClick={onClose}
                    className="flex items-center gap-3 rounded-xl p-2 hover:bg-zinc-900"
                  >
                    <UserAvatar src={m.avatarUrl} name={memberName(m)} size="sm" />
                    <span className="font-semibold text-zinc-100">{memberName(m)}</span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
          {query.hasNextPage ? (
            <Button variant="link" onClick={() => void query.fetchNextPage()}>
              Load more
            </Button>
          ) : null}
        </div>
      </SheetContent>
    </Sheet>
  );
}
