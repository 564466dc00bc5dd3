import { Camera, Flame, Heart, HeartHandshake, UserPlus } from 'lucide-react';
import type { FeedTab } from '@blaze/contracts/posts';

const TIPS = [
  {
    title: 'Follow Hot Profiles',
    text: 'Follow the guys you like and their posts land here first.',
    icon: UserPlus,
  },
  {
    title: 'Share Your Story',
    text: 'Post a photo or a story so the men nearby know you are around.',
    icon: Camera,
  },
  {
    title: 'Engage & Connect',
    text: 'Like, comment and message — the more you play, the hotter it gets.',
    icon: HeartHandshake,
  },
] as const;

/** spec section 2, feed list: the empty state with its three tips; the Liked tab says its own. */
export function FeedEmptyState({ tab }: { tab?: FeedTab }) {
  if (tab === 'liked') {
    return (
      <section aria-labelledby="feed-empty-title" className="px-4">
        <div className="rounded-3xl border border-zinc-800 bg-zinc-900/60 px-5 py-7 text-center">
          <div className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-brand/15 text-brand-text ring-1 ring-brand/30">
            <Heart aria-hidden className="size-7" />
          </div>
          <h2 id="feed-empty-title" className="mt-4 text-lg font-black text-zinc-50">
            No liked posts yet
          </h2>
          <p className="mt-1.5 text-sm text-zinc-400">
            Posts you like will show up here, so you can find them again.
          </p>
        </div>
      </section>
    );
  }
  return (
    <section aria-labelledby="feed-empty-title" className="px-4">
      <div className="relative overflow-hidden rounded-3xl border border-zinc-800 bg-zinc-900/60 px-5 py-7 text-center">
        <div
          aria-hidden
          className="pointer-events-none absolute -top-20 left-1/2 size-48 -translate-x-1/2 rounded-full bg-brand/20 blur-3xl"
        />
        <div className="relative mx-auto flex size-14 items-center justify-center rounded-2xl bg-brand/15 text-brand-text ring-1 ring-brand/30">
          <Flame aria-hidden className="size-7" />
        </div>
        <h2 id="feed-empty-title" className="relative mt-4 text-lg font-black text-zinc-50">
          Your feed is ready to ignite!
        </h2>
        <p className="relative mt-1.5 text-sm text-zinc-400">
          Posts from men you follow will show up here.
        </p>
        <ul className="relative mt-5 flex flex-col gap-2.5 text-left">
          {TIPS.map((tip) => {
            const Icon = tip.icon;
            return (
              <li
                key={tip.title}
                className="flex items-start gap-3 rounded-2xl bg-zinc-950/70 p-3.5 ring-1 ring-zinc-800"
              >
                <span className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-zinc-800 text-zinc-100">
                  <Icon aria-hidden className="size-[18px]" />
                </span>
                <span>
                  <span className="block text-sm font-bold text-zinc-50">{tip.title}</span>
                  <span className="mt-0.5 block text-[13px] leading-snug text-zinc-400">
                    {tip.text}
                  </span>
                </span>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
