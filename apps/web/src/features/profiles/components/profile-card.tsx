import { useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import {
  ArrowDown,
  ArrowLeftRight,
  ArrowUp,
  ArrowUpDown,
  BadgeCheck,
  ChevronDown,
  ChevronUp,
  MapPin,
  Plane,
  Sparkles,
  type LucideIcon,
} from 'lucide-react';
import { GESTURES } from '@blaze/contracts/constants';
import { visitingLabel } from '@blaze/contracts/roam';
import { cn } from '@/lib/cn';
import { humanise } from '@/lib/humanise';
import { lastActiveText } from '@/lib/last-active';
import { Badge } from '@/components/ui/badge';
import { ProfileImage } from '@/components/profile-image';
import type { CardProfile } from '@/features/profiles/lib/card-profile';
import { SampleTag } from '@/components/sample-tag';
import { dragStep, rolesOf, wrapPage, type Role } from '@/features/profiles/lib/carousel';
import { TAP_SLOP_PX } from '@/config/ui';
import { Button } from '@/components/ui/button';

const ROLE_ICONS: Record<Role, LucideIcon> = {
  top: ArrowUp,
  bottom: ArrowDown,
  vers: ArrowUpDown,
  side: ArrowLeftRight,
};

function StatSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="border-b border-zinc-800/70 py-3 last:border-b-0">
      <h3 className="text-[11px] font-bold tracking-[0.12em] text-zinc-400 uppercase">{title}</h3>
      <div className="mt-1.5 text-[15px] text-zinc-100">{children}</div>
    </section>
  );
}

function Chips({ items }: { items: readonly string[] }) {
  return (
    <ul className="flex flex-wrap gap-1.5">
      {items.map((item) => (
        <li key={item}>
          <Badge variant="secondary">{humanise(item)}</Badge>
        </li>
      ))}
    </ul>
  );
}

function StatsPage({ profile, followers }: { profile: CardProfile; followers?: ReactNode }) {
  const roles = rolesOf(profile.sexualPosition);
  const physical = [
    profile.height ? `${profile.height} cm` : null,
    profile.weight ? `${profile.weight} kg` : null,
    profile.bodyType ? humanise(profile.bodyType) : null,
    profile.tribe,
  ].filter((item): item is string => Boolean(item));
  const health = profile.health;
  return (
    <div className="size-full overflow-y-auto bg-zinc-900 pt-5 pr-16 pb-16 pl-5">
      <h2 className="text-xl font-black tracking-tight text-zinc-50">About {profile.name}</h2>
      {profile.isCreator && profile.creatorTagline ? (
        <StatSection title="Creator">{profile.creatorTagline}</StatSection>
      ) : null}
      {profile.age ? <StatSection title="Age">{profile.age}</StatSection> : null}
      {followers ? <StatSection title="Followers">{followers}</StatSection> : null}
      {profile.likeCount !== null ? (
        <StatSection title="Likes">{profile.likeCount}</StatSection>
      ) : null}
      {roles.length > 0 ? (
        <StatSection title="Roles">
          <ul className="flex flex-wrap gap-2">
            {roles.map((role) => {
              const Icon = ROLE_ICONS[role];
              return (
                <li
                  key={role}
                  className="flex items-center gap-1.5 rounded-full bg-brand/15 px-3 py-1 text-sm font-semibold text-brand-text"
                >
                  <Icon aria-hidden className="size-4" />
                  {humanise(role)}
                </li>
              );
            })}
          </ul>
        </StatSection>
      ) : null}
      {profile.bio ? (
        <StatSection title="Bio">
          <p className="leading-relaxed whitespace-pre-line">{profile.bio}</p>
        </StatSection>
      ) : null}
      {profile.whatImInto ? (
        <StatSection title="What I'm into">
          <p className="leading-relaxed whitespace-pre-line">{profile.whatImInto}</p>
        </StatSection>
      ) : null}
      {profile.lookingFor.length > 0 ? (
        <StatSection title="Looking For">
          <Chips items={profile.lookingFor} />
        </StatSection>
      ) : null}
      {profile.sexualPosition.length > 0 ? (
        <StatSection title="Position">
          <Chips items={profile.sexualPosition} />
        </StatSection>
      ) : null}
      <StatSection title="Health & Safety">
        {health && (health.hivStatus || health.onPrep || health.lastTested) ? (
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            {health.hivStatus ? (
              <>
                <dt className="text-zinc-400">HIV status</dt>
                <dd>{humanise(health.hivStatus)}</dd>
              </>
            ) : null}
            {health.onPrep ? (
              <>
                <dt className="text-zinc-400">On PrEP</dt>
                <dd>{humanise(health.onPrep)}</dd>
              </>
            ) : null}
            {health.lastTested ? (
              <>
                <dt className="text-zinc-400">Last tested</dt>
                <dd>{health.lastTested}</dd>
              </>
            ) : null}
          </dl>
        ) : (
          <span className="text-sm text-zinc-400">Not shared</span>
        )}
      </StatSection>
      {physical.length > 0 ? (
        <StatSection title="Physical">
          <p>{physical.join(' · ')}</p>
        </StatSection>
      ) : null}
      {profile.interests.length > 0 ? (
        <StatSection title="Interests">
          <Chips items={profile.interests} />
        </StatSection>
      ) : null}
      {profile.kinks.length > 0 ? (
        <StatSection title="Kinks">
          <Chips items={profile.kinks} />
        </StatSection>
      ) : null}
    </div>
  );
}

/**
 * The profile card of spec section 2: a vertical photo carousel whose last page is the stats page.
 * Drag up or down past GESTURES.dragThresholdPx, use the arrow buttons or the arrow keys; it wraps.
 */
export function ProfileCard({
  profile,
  followers,
}: {
  profile: CardProfile;
  /** The Followers section of the stats page (counts and lists). */
  followers?: ReactNode;
}) {
  const photos = profile.photos.length > 0 ? profile.photos : [null];
  const count = photos.length + 1;
  const statsIndex = count - 1;
  const [page, setPage] = useState(0);
  const [dragY, setDragY] = useState(0);
  const start = useRef<{ y: number; id: number } | null>(null);

  const go = (delta: number) => setPage((current) => wrapPage(current + delta, count));

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    // The stats page scrolls: there the buttons and keys turn the page.
    if (event.button !== 0 || page === statsIndex) return;
    start.current = { y: event.clientY, id: event.pointerId };
  }
  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    if (!start.current || start.current.id !== event.pointerId) return;
    const delta = event.clientY - start.current.y;
    if (Math.abs(delta) > TAP_SLOP_PX && !event.currentTarget.hasPointerCapture(event.pointerId)) {
      event.currentTarget.setPointerCapture(event.pointerId);
    }
    setDragY(delta);
  }
  function onPointerUp(event: PointerEvent<HTMLDivElement>) {
    if (!start.current) return;
    const delta = event.clientY - start.current.y;
    start.current = null;
    setDragY(0);
    if (Math.abs(delta) <= TAP_SLOP_PX) {
      setPage(statsIndex);
      return;
    }
    go(dragStep(delta, GESTURES.dragThresholdPx));
  }
  /** The page buttons also turn pages with the arrow keys. */
  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown' || event.key === 'PageDown') go(1);
    else if (event.key === 'ArrowUp' || event.key === 'PageUp') go(-1);
    else return;
    event.preventDefault();
  }

  const onStats = page === statsIndex;

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={`${profile.name}'s photos and stats`}
      className="relative aspect-[3/5] max-h-[calc(100dvh-13rem)] w-full overflow-hidden rounded-3xl border border-zinc-800 bg-zinc-900"
    >
      <div
        className={cn('absolute inset-0', page !== statsIndex && 'touch-none')}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          start.current = null;
          setDragY(0);
        }}
      >
        <div
          className={cn('h-full', dragY === 0 && 'transition-transform duration-300 ease-out')}
          style={{ transform: `translateY(calc(${-page * 100}% + ${dragY}px))` }}
        >
          {photos.map((url, index) => (
            <div
              key={`${index}-${url ?? 'none'}`}
              role="group"
              aria-roledescription="slide"
              aria-label={`Photo ${index + 1} of ${photos.length}`}
              aria-hidden={page !== index}
              className="relative h-full"
            >
              <ProfileImage src={url} alt={`${profile.name}, photo ${index + 1}`} />
              <div className="pointer-events-none absolute inset-x-0 bottom-0 h-2/5 bg-linear-to-t from-black/90 via-black/40 to-transparent" />
              <div className="pointer-events-none absolute inset-x-0 bottom-0 p-5">
                <p className="flex items-center gap-2 text-3xl font-black tracking-tight text-white">
                  <span className="truncate">{profile.name}</span>
                  {profile.age ? <span className="font-semibold">{profile.age}</span> : null}
                  {profile.isVerified ? (
                    <BadgeCheck aria-label="Verified" className="size-6 text-sky-400" />
                  ) : null}
                  {profile.sample ? <SampleTag className="text-[11px]" /> : null}
                </p>
                {profile.isCreator ? (
                  <p className="mt-1 flex items-center gap-2 text-sm text-zinc-200">
                    <Badge variant="accent" data-testid="creator-badge">
                      <Sparkles aria-hidden /> Creator
                    </Badge>
                    {profile.creatorTagline ? (
                      <span className="truncate">{profile.creatorTagline}</span>
                    ) : null}
                  </p>
                ) : null}
                {profile.visitingFrom ? (
                  <p className="mt-1.5">
                    <Badge variant="warning" data-testid="visiting-from">
                      <Plane aria-hidden />
                      {visitingLabel(profile.visitingFrom)}
                    </Badge>
                  </p>
                ) : null}
                <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm whitespace-nowrap text-zinc-200">
                  {profile.isOnline ? (
                    <span className="flex items-center gap-1.5">
                      <span aria-hidden className="size-2 rounded-full bg-emerald-400" />
                      Online
                    </span>
                  ) : profile.lastActive ? (
                    <span>{lastActiveText(profile.lastActive)}</span>
                  ) : null}
                  {/* While he roams his city is his home: the label says it, not the distance. */}
                  {(profile.city && !profile.visitingFrom) || profile.distance ? (
                    <span className="flex items-center gap-1">
                      <MapPin aria-hidden className="size-4" />
                      {[
                        profile.distance ? `${profile.distance} away` : null,
                        profile.visitingFrom ? null : profile.city,
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </span>
                  ) : null}
                  {profile.pronouns ? <span>{profile.pronouns}</span> : null}
                </p>
                <p className="mt-3 flex items-center gap-3 text-xs font-semibold text-zinc-300">
                  <span className="rounded-full bg-white/10 px-2.5 py-1">Swipe</span>
                  <span className="rounded-full bg-white/10 px-2.5 py-1">Tap to see stats</span>
                </p>
              </div>
            </div>
          ))}
          <div
            role="group"
            aria-roledescription="slide"
            aria-label="Stats"
            aria-hidden={!onStats}
            className="h-full"
          >
            <StatsPage profile={profile} followers={followers} />
          </div>
        </div>
      </div>

      <div className="absolute top-1/2 right-2 flex -translate-y-1/2 flex-col items-center gap-1.5">
        <Button
          variant="overlay"
          size="round"
          aria-label="Previous page"
          onClick={() => go(-1)}
          onKeyDown={onKeyDown}
        >
          <ChevronUp aria-hidden className="size-5" />
        </Button>
        <ol className="flex flex-col items-center gap-1 py-1" aria-label="Pages">
          {Array.from({ length: count }, (_, index) => (
            <li key={index}>
              <span
                aria-current={index === page ? 'true' : undefined}
                className={cn(
                  'block w-1.5 rounded-full transition-all',
                  index === page ? 'h-4 bg-white' : 'h-1.5 bg-white/45',
                )}
              />
              <span className="sr-only">
                {index === statsIndex ? 'Stats' : `Photo ${index + 1}`}
              </span>
            </li>
          ))}
        </ol>
        <Button
          variant="overlay"
          size="round"
          aria-label="Next page"
          onClick={() => go(1)}
          onKeyDown={onKeyDown}
        >
          <ChevronDown aria-hidden className="size-5" />
        </Button>
      </div>
      {onStats ? null : (
        <button
          type="button"
          onClick={() => setPage(statsIndex)}
          className="absolute top-3 left-3 inline-flex h-11 cursor-pointer items-center rounded-full bg-black/45 px-4 text-sm font-semibold text-white backdrop-blur hover:bg-black/65"
        >
          See stats
        </button>
      )}
    </div>
  );
}
