import { useState, type KeyboardEvent, type PointerEvent } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { useNavigate } from 'react-router';
import { BadgeCheck, Heart, Info, Plane, RotateCcw, Users, X } from 'lucide-react';
import type { NearbyMember, NearbyQuery } from '@blaze/contracts/discovery';
import { visitingLabel } from '@blaze/contracts/roam';
import { paths } from '@/config/paths';
import { friendlyMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { humanise } from '@/lib/humanise';
import { memberName } from '@/lib/member-name';
import { notifyError } from '@/lib/notify';
import { Button } from '@/components/ui/button';
import { ProfileImage } from '@/components/profile-image';
import { Skeleton } from '@/components/ui/skeleton';
import { useNearby } from '@/features/discovery/api/get-nearby';
import { usePassMember, useStartOver } from '@/features/discovery/api/pass-member';
import { BrowseError } from '@/features/discovery/components/browse-states';
import { MatchDialog } from '@/features/discovery/components/match-dialog';
import { describeMember, memberStatus } from '@/features/discovery/lib/describe-member';
import {
  DECK_PAGE,
  DECK_REFILL_AT,
  swipeOutcome,
  swipeRotation,
  type SwipeDirection,
} from '@/features/discovery/lib/swipe';

const EXIT_MS = 250;

function Card({
  member,
  dx,
  exiting,
  dragging,
  interactive,
  handlers,
}: {
  member: NearbyMember;
  dx: number;
  exiting: SwipeDirection | null;
  dragging: boolean;
  interactive: boolean;
  handlers?: {
    onPointerDown: (e: PointerEvent<HTMLDivElement>) => void;
    onPointerMove: (e: PointerEvent<HTMLDivElement>) => void;
    onPointerUp: (e: PointerEvent<HTMLDivElement>) => void;
    onPointerCancel: () => void;
    onKeyDown: (e: KeyboardEvent<HTMLDivElement>) => void;
  };
}) {
  const x = exiting ? (exiting === 'like' ? 1 : -1) * 600 : dx;
  const status = memberStatus(member);
  const details = [member.tribe, member.bodyType ? humanise(member.bodyType) : null].filter(
    Boolean,
  );
  return (
    <div
      {...handlers}
      role={interactive ? 'group' : undefined}
      aria-roledescription={interactive ? 'card' : undefined}
      aria-label={interactive ? describeMember(member) : undefined}
      aria-hidden={interactive ? undefined : true}
      tabIndex={interactive ? 0 : -1}
      className={cn(
        'absolute inset-0 touch-none overflow-hidden rounded-3xl bg-zinc-900 shadow-2xl ring-1 ring-zinc-800 outline-none select-none focus-visible:ring-2 focus-visible:ring-brand',
        interactive ? 'cursor-grab active:cursor-grabbing' : 'scale-[0.95] opacity-70',
      )}
      style={
        interactive
          ? {
              transform: `translateX(${x}px) rotate(${swipeRotation(x)}deg)`,
              transition: dragging ? 'none' : `transform ${EXIT_MS}ms ease-out`,
            }
          : undefined
      }
    >
      <ProfileImage src={member.avatarUrl} alt="" />
      <div
        aria-hidden
        className="absolute inset-x-0 bottom-0 h-1/2 bg-linear-to-t from-black/95 via-black/50 to-transparent"
      />
      {interactive ? (
        <>
          <span
            aria-hidden
            className="absolute top-6 left-5 -rotate-12 rounded-xl border-4 border-emerald-400 px-3 py-1 text-3xl font-black tracking-wider text-emerald-400"
            style={{ opacity: Math.max(0, Math.min(1, x / 100)) }}
          >
            LIKE
          </span>
          <span
            aria-hidden
            className="absolute top-6 right-5 rotate-12 rounded-xl border-4 border-red-400 px-3 py-1 text-3xl font-black tracking-wider text-red-400"
            style={{ opacity: Math.max(0, Math.min(1, -x / 100)) }}
          >
            NOPE
          </span>
        </>
      ) : null}
      <div aria-hidden className="absolute inset-x-0 bottom-0 p-5">
        <p className="flex items-baseline gap-2 text-3xl font-black text-white">
          <span className="truncate">{memberName(member)}</span>
          {member.age ? <span className="text-2xl font-semibold">{member.age}</span> : null}
          {member.isVerified ? <BadgeCheck className="size-6 self-center text-sky-400" /> : null}
        </p>
        <p className="mt-1 flex items-center gap-3 text-sm text-zinc-200">
          {member.isOnline ? (
            <span className="flex items-center gap-1.5">
              <span className="size-2 rounded-full bg-emerald-400" />
              Online
            </span>
          ) : null}
          {status ? <span>{status}</span> : null}
        </p>
        {member.visitingFrom ? (
          <p className="mt-1.5 flex items-center gap-1.5 text-sm font-semibold text-amber-300">
            <Plane className="size-4" />
            {visitingLabel(member.visitingFrom)}
          </p>
        ) : null}
        {details.length ? (
          <p className="mt-2 flex gap-1.5">
            {details.map((d) => (
              <span
                key={d}
                className="rounded-full bg-white/15 px-2.5 py-0.5 text-xs font-semibold text-white"
              >
                {d}
              </span>
            ))}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/**
 * One member at a time, nearest first: drag or press to like or pass. Liked and passed members leave
 * the deck (on the server too); a like that is returned makes a match.
 */
export function SwipeView({
  query,
  like,
  onMessage,
  messaging,
  onWiden,
}: {
  query: Omit<NearbyQuery, 'cursor' | 'unswiped' | 'limit'>;
  /** The profile's like, composed by the page (it belongs to the profiles feature). */
  like: (id: string) => Promise<{ matched: boolean }>;
  onMessage: (id: string) => void;
  messaging?: boolean;
  onWiden?: () => void;
}) {
  const navigate = useNavigate();
  const nearby = useNearby({ ...query, unswiped: 'true', limit: DECK_PAGE });
  const pass = usePassMember();
  const startOver = useStartOver();
  const [gone, setGone] = useState<readonly string[]>([]);
  const [drag, setDrag] = useState<{ x0: number; dx: number; id: number } | null>(null);
  const [exiting, setExiting] = useState<SwipeDirection | null>(null);
  const [match, setMatch] = useState<NearbyMember | null>(null);

  if (nearby.isPending) {
    return (
      <div className="px-4" aria-busy="true">
        <span className="sr-only">Loading...</span>
        <Skeleton className="mx-auto aspect-[3/4] w-full max-w-sm rounded-3xl" />
      </div>
    );
  }
  if (nearby.isError)
    return <BrowseError error={nearby.error} onRetry={() => void nearby.refetch()} />;

  const deck = nearby.data.pages
    .flatMap((page) => page.members)
    .filter((m) => !gone.includes(m.id));
  const top = deck[0];
  const next = deck[1];

  async function commit(member: NearbyMember, direction: SwipeDirection) {
    if (exiting) return;
    setExiting(direction);
    setTimeout(() => {
      setGone((ids) => [...ids, member.id]);
      setExiting(null);
      setDrag(null);
    }, EXIT_MS);
    try {
      if (direction === 'like') {
        if ((await like(member.id)).matched) setMatch(member);
      } else {
        await pass.mutateAsync(member.id);
      }
    } catch (error) {
      // He comes back on top: nothing was saved.
      setGone((ids) => ids.filter((id) => id !== member.id));
      if (direction === 'like') notifyError(friendlyMessage(error));
      return;
    }
    if (deck.length - 1 <= DECK_REFILL_AT && nearby.data?.pages.at(-1)?.nextCursor) {
      void nearby.refetch();
    }
  }

  const handlers = top && {
    onPointerDown: (e: PointerEvent<HTMLDivElement>) => {
      if (e.button !== 0 || exiting) return;
      e.currentTarget.setPointerCapture(e.pointerId);
      setDrag({ x0: e.clientX, dx: 0, id: e.pointerId });
    },
    onPointerMove: (e: PointerEvent<HTMLDivElement>) => {
      if (drag && drag.id === e.pointerId) setDrag({ ...drag, dx: e.clientX - drag.x0 });
    },
    onPointerUp: (e: PointerEvent<HTMLDivElement>) => {
      if (!drag || drag.id !== e.pointerId) return;
      const outcome = swipeOutcome(e.clientX - drag.x0);
      if (outcome === 'tap') {
        setDrag(null);
        void navigate(paths.user.to(top.id));
      } else if (outcome === 'back') setDrag(null);
      else {
        setDrag({ ...drag, dx: e.clientX - drag.x0, id: -1 });
        void commit(top, outcome);
      }
    },
    onPointerCancel: () => setDrag(null),
    onKeyDown: (e: KeyboardEvent<HTMLDivElement>) => {
      if (e.key === 'ArrowRight') void commit(top, 'like');
      else if (e.key === 'ArrowLeft') void commit(top, 'pass');
      else if (e.key === 'Enter') void navigate(paths.user.to(top.id));
      else return;
      e.preventDefault();
    },
  };

  return (
    <div className="flex flex-col items-center gap-4 px-4">
      {top ? (
        <>
          <div className="relative aspect-[3/4] w-full max-w-sm">
            {next ? (
              <Card
                key={next.id}
                member={next}
                dx={0}
                exiting={null}
                dragging={false}
                interactive={false}
              />
            ) : null}
            <Card
              key={top.id}
              member={top}
              dx={drag?.dx ?? 0}
              exiting={exiting}
              dragging={drag !== null && drag.id !== -1}
              interactive
              handlers={handlers}
            />
          </div>
          <div className="flex items-center justify-center gap-5">
            <button
              type="button"
              aria-label={`Pass on ${memberName(top)}`}
              onClick={() => void commit(top, 'pass')}
              className="flex size-16 cursor-pointer items-center justify-center rounded-full border border-zinc-700 bg-zinc-900 text-red-400 shadow-lg transition-transform hover:bg-zinc-800 active:scale-95"
            >
              <X aria-hidden className="size-8" />
            </button>
            <button
              type="button"
              aria-label={`See ${memberName(top)}'s profile`}
              onClick={() => void navigate(paths.user.to(top.id))}
              className="flex size-12 cursor-pointer items-center justify-center rounded-full border border-zinc-700 bg-zinc-900 text-sky-300 transition-transform hover:bg-zinc-800 active:scale-95"
            >
              <Info aria-hidden className="size-5" />
            </button>
            <button
              type="button"
              aria-label={`Like ${memberName(top)}`}
              onClick={() => void commit(top, 'like')}
              className="flex size-16 cursor-pointer items-center justify-center rounded-full bg-brand text-white shadow-lg shadow-brand/30 transition-transform hover:brightness-110 active:scale-95"
            >
              <Heart aria-hidden className="size-8 fill-current" />
            </button>
          </div>
          <p className="text-center text-xs text-zinc-400">
            Drag right to like, left to pass, or use the arrow keys.
          </p>
        </>
      ) : nearby.isFetching ? (
        <Skeleton className="aspect-[3/4] w-full max-w-sm rounded-3xl" />
      ) : (
        <EmptyState
          icon={<Users aria-hidden />}
          title="You've seen everyone around you"
          actions={
            <>
              <Button
                variant="secondary"
                loading={startOver.isPending}
                onClick={() => startOver.mutate(undefined, { onSuccess: () => setGone([]) })}
              >
                {startOver.isPending ? null : <RotateCcw aria-hidden />}
                Start over
              </Button>
              {onWiden ? (
                <Button variant="secondary" onClick={onWiden}>
                  Look further away
                </Button>
              ) : null}
            </>
          }
        >
          Start over to see the guys you passed again, or come back later for new faces.
        </EmptyState>
      )}
      <MatchDialog
        member={match}
        onClose={() => setMatch(null)}
        onMessage={onMessage}
        messaging={messaging}
      />
    </div>
  );
}
