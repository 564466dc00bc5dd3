import { CalendarDays, EyeOff, Megaphone, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import type { CreatorCard as CreatorCardData, Promotion } from '@blaze/contracts/posts';
import type { EventCard as EventCardData } from '@blaze/contracts/events';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { memberName } from '@/lib/member-name';
import { Button } from '@/components/ui/button';
import { UserAvatar } from '@/components/ui/avatar';
import { clickPromotion, useHidePromotion } from '@/features/dashboard/api/promotions';

/** A sponsored card: labelled 'Sponsored', its click counted, hideable for good. */
export function SponsoredCard({
  promotion,
  className,
}: {
  promotion: Promotion;
  className?: string;
}) {
  const hide = useHidePromotion();
  async function open() {
    const { linkUrl } = await clickPromotion(promotion.id).catch(() => ({
      linkUrl: promotion.linkUrl,
    }));
    if (linkUrl) window.open(linkUrl, '_blank', 'noopener,noreferrer');
  }
  return (
    <aside
      aria-label={`Sponsored: ${promotion.title}`}
      className={cn('mx-4 rounded-2xl border border-zinc-800 bg-zinc-900/70 p-4', className)}
    >
      <div className="flex items-center justify-between">
        <p className="flex items-center gap-1.5 text-xs font-semibold text-zinc-400 uppercase">
          <Megaphone aria-hidden className="size-3.5" /> Sponsored · {promotion.sponsor}
        </p>
        <Button
          variant="quiet"
          size="round"
          aria-label="Hide this ad"
          onClick={() => hide.mutate(promotion.id)}
        >
          <EyeOff aria-hidden className="size-4" />
        </Button>
      </div>
      {promotion.imageUrl ? (
        <img src={promotion.imageUrl} alt="" className="mt-2 w-full rounded-xl object-cover" />
      ) : null}
      <p className="mt-1 text-base font-bold text-zinc-50">{promotion.title}</p>
      {promotion.body ? <p className="mt-1 text-sm text-zinc-300">{promotion.body}</p> : null}
      {promotion.venue ? (
        // A venue's offer opens the venue; the click is counted on the way.
        <Button asChild variant="secondary" size="sm" className="mt-3">
          <Link
            to={paths.venue.to(promotion.venue.id)}
            onClick={() => void clickPromotion(promotion.id).catch(() => undefined)}
          >
            {promotion.ctaLabel ?? 'See the venue'}
            <span className="sr-only">: {promotion.venue.name}</span>
          </Link>
        </Button>
      ) : promotion.ctaLabel ? (
        <Button variant="secondary" size="sm" className="mt-3" onClick={() => void open()}>
          {promotion.ctaLabel}
        </Button>
      ) : null}
    </aside>
  );
}

export function FeedEventCard({ event }: { event: EventCardData }) {
  const when = new Date(event.startsAt).toLocaleString(undefined, {
    weekday: 'long',
    hour: '2-digit',
    minute: '2-digit',
  });
  return (
    <aside
      aria-label={`Event: ${event.title}`}
      className="mx-4 rounded-2xl border border-zinc-800 bg-linear-to-br from-brand/15 to-zinc-900 p-4"
    >
      <p className="flex items-center gap-1.5 text-xs font-semibold text-brand-text uppercase">
        <CalendarDays aria-hidden className="size-3.5" /> {event.badge ?? 'Event'}
      </p>
      <p className="mt-1 text-base font-bold text-zinc-50">{event.title}</p>
      <p className="text-sm text-zinc-300">
        {when} · {event.venue ? `${event.venue}, ` : ''}
        {event.city}
        {event.distance ? ` · ${event.distance}` : ''}
      </p>
      <Button asChild variant="secondary" size="sm" className="mt-3">
        <Link to={paths.event.to(event.id)}>{event.ctaLabel ?? 'See event'}</Link>
      </Button>
    </aside>
  );
}

export function CreatorCard({ creator }: { creator: CreatorCardData }) {
  const name = memberName(creator.member);
  return (
    <aside
      aria-label={`Creator: ${name}`}
      className="mx-4 flex items-center gap-3 rounded-2xl border border-zinc-800 bg-zinc-900/70 p-4"
    >
      <UserAvatar src={creator.member.avatarUrl} name={name} size="lg" />
      <div className="min-w-0 flex-1">
        <p className="flex items-center gap-1 text-xs font-semibold text-brand-text uppercase">
          <Sparkles aria-hidden className="size-3.5" /> Creator
        </p>
        <p className="truncate font-bold text-zinc-50">{name}</p>
        {creator.tagline ? (
          <p className="truncate text-sm text-zinc-400">{creator.tagline}</p>
        ) : null}
      </div>
      <Button asChild variant="secondary" size="sm">
        <Link to={paths.user.to(creator.member.id)}>View</Link>
      </Button>
    </aside>
  );
}
