import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Timer } from 'lucide-react';
import type { RightNowPost } from '@blaze/contracts/right-now';
import { SuitChips } from '@/features/right-now/components/suit-chips';
import { friendlyMessage } from '@/lib/api-client';
import { Button } from '@/components/ui/button';
import { useEndRightNow } from '@/features/right-now/api/right-now-actions';
import { rightNowKeys } from '@/features/right-now/api/right-now-keys';
import { timeLeft } from '@/features/right-now/lib/right-now-time';

/** My live post: what the men near me see, a countdown to its end, and 'End now'. */
export function MyRightNow({ post }: { post: RightNowPost }) {
  const queryClient = useQueryClient();
  const end = useEndRightNow();
  const [now, setNow] = useState(() => Date.now());
  const ended = new Date(post.endsAt).getTime() <= now;

  useEffect(() => {
    if (ended) {
      // It ended by itself: the server agrees, so ask it again.
      void queryClient.invalidateQueries({ queryKey: rightNowKeys.mine() });
      return;
    }
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [ended, queryClient]);

  return (
    <section
      aria-labelledby="my-right-now"
      className="flex flex-col gap-3 rounded-2xl border border-emerald-400/30 bg-emerald-400/5 p-4"
    >
      <div className="flex items-center justify-between gap-2">
        <h2
          id="my-right-now"
          className="flex items-center gap-2 text-base font-bold text-emerald-300"
        >
          <span aria-hidden className="size-2.5 animate-pulse rounded-full bg-emerald-400" />
          You're live
        </h2>
        <p className="flex items-center gap-1.5 text-sm font-semibold text-zinc-100 tabular-nums">
          <Timer aria-hidden className="size-4 text-zinc-400" />
          <span>
            <span className="sr-only">Time left: </span>
            {timeLeft(post.endsAt, now)}
          </span>
        </p>
      </div>
      <div className="flex gap-3">
        {post.photo ? (
          <img
            src={post.photo.thumbUrl}
            alt="What the men near you see with it"
            className="size-20 shrink-0 rounded-xl object-cover"
          />
        ) : null}
        <div className="min-w-0">
          <p className="text-[15px] leading-snug break-words text-zinc-50">{post.text}</p>
          <SuitChips suits={post.suits} label="What suits you" />
        </div>
      </div>
      <Button
        variant="outline"
        loading={end.isPending}
        onClick={() => end.mutate({ id: post.id })}
        className="self-start"
      >
        End now
      </Button>
      {end.error ? (
        <p role="alert" className="text-sm text-red-300">
          {friendlyMessage(end.error)}
        </p>
      ) : null}
    </section>
  );
}
