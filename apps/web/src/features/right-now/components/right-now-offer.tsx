import { Link } from 'react-router';
import { Crown, Package } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { checkoutUrl } from '@/features/right-now/lib/offer-links';
import { clockTime } from '@/features/right-now/lib/right-now-time';

/**
 * No posts left: when the next free one comes, and the two ways to post now (a Right Now pack, Blaze
 * Plus), both through the checkout, which brings him back here.
 */
export function RightNowOffer({
  nextFreeAt,
  message,
}: {
  nextFreeAt: string | null;
  /** The server's own words when it refused a post. */
  message?: string;
}) {
  return (
    <section
      aria-labelledby="right-now-offer"
      className="flex flex-col gap-3 rounded-2xl border border-brand/40 bg-brand/10 p-4"
    >
      <h2 id="right-now-offer" className="text-base font-bold text-zinc-50">
        No free Right Now posts left
      </h2>
      <p className="text-sm leading-relaxed text-zinc-300">
        {message ?? 'You have used your 2 free posts of the last 24 hours.'}{' '}
        {nextFreeAt ? `Your next free one comes at ${clockTime(nextFreeAt)}.` : null}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button asChild>
          <Link to={checkoutUrl('pack')}>
            <Package aria-hidden />
            Get a Right Now pack
          </Link>
        </Button>
        <Button asChild variant="secondary">
          <Link to={checkoutUrl('plus')}>
            <Crown aria-hidden />
            Get Blaze Plus
          </Link>
        </Button>
      </div>
      <p className="text-xs text-zinc-400">
        A pack holds 5 posts. Blaze Plus: post as often as you like.
      </p>
    </section>
  );
}
