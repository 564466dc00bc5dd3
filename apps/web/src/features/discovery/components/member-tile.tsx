import { Link } from 'react-router';
import { BadgeCheck, Star } from 'lucide-react';
import type { NearbyMember } from '@blaze/contracts/discovery';
import { visitingLabel } from '@blaze/contracts/roam';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { memberName } from '@/lib/member-name';
import { ProfileImage } from '@/components/profile-image';
import { describeMember, memberStatus } from '@/features/discovery/lib/describe-member';

/**
 * A three-wide grid tile (3:4, spec section 9): photo, name, age, distance, online dot, and 'Visiting
 * from ...' while he roams (decision 022). Its name for
 * screen readers starts with the visible words: 'Marco 29, 1.5 km away, online, new'.
 */
export function MemberTile({ member }: { member: NearbyMember }) {
  const status = memberStatus(member);
  return (
    <Link
      to={paths.user.to(member.id)}
      aria-label={describeMember(member)}
      className="group relative block aspect-[3/4] overflow-hidden rounded-xl bg-zinc-900 ring-1 ring-zinc-800/80 transition-transform outline-none focus-visible:ring-2 focus-visible:ring-brand active:scale-[0.97]"
    >
      <ProfileImage
        src={member.avatarUrl}
        alt=""
        className="transition-transform duration-500 group-hover:scale-105"
      />
      <div
        aria-hidden
        className="absolute inset-x-0 bottom-0 h-3/5 bg-linear-to-t from-black/90 via-black/45 to-transparent"
      />
      <div className="absolute inset-x-0 bottom-0 px-2 pb-1.5">
        <p className="truncate text-[13px] font-bold text-white">
          {member.isOnline ? (
            <span
              aria-hidden
              className="mr-1.5 inline-block size-2 rounded-full bg-emerald-400 align-middle ring-2 ring-black/40"
            />
          ) : null}
          {memberName(member)}
          {member.age ? (
            <>
              {' '}
              <span className="font-medium text-zinc-200">{member.age}</span>
            </>
          ) : null}
          {member.isVerified ? (
            // The tile's name says 'verified' already (describeMember).
            <BadgeCheck
              aria-hidden
              data-testid="tile-verified"
              className="ml-1 inline size-3.5 align-[-2px] text-sky-400"
            />
          ) : null}
        </p>
        {/* The leading space keeps 'Marco 29 1.5 km' apart for tools that read the visible text. */}
        {status ? <p className="truncate text-[11px] text-zinc-300">{` ${status}`}</p> : null}
        {member.visitingFrom ? (
          // Drawn by CSS like 'New': the tile's name already says it, and text here would break the
          // visible words voice control matches against. Two lines at most, never cut short.
          <p
            aria-hidden
            data-testid="tile-visiting-from"
            data-label={visitingLabel(member.visitingFrom)}
            className="line-clamp-2 text-[11px] leading-tight font-semibold text-amber-300 before:content-[attr(data-label)]"
          />
        ) : null}
      </div>
      {member.sample ? (
        // Drawn by CSS like 'New': the tile's name ends in 'sample' already (describeMember).
        <span
          aria-hidden
          data-testid="tile-sample"
          className={cn(
            "absolute top-1.5 rounded-md bg-sky-500/85 px-1.5 py-0.5 text-[10px] font-bold tracking-wide text-white uppercase before:content-['Sample']",
            member.isFavourite ? 'right-7' : 'right-1.5',
          )}
        />
      ) : null}
      {member.isNew || member.isBoosted ? (
        // Drawn by CSS: the tile's name already ends in 'new' or 'boosted', and a badge's text would sit
        // in the middle of what voice control matches against.
        <span aria-hidden className="absolute top-1.5 left-1.5 flex flex-col items-start gap-1">
          {member.isBoosted ? (
            <span className="rounded-md bg-brand px-1.5 py-0.5 text-[10px] font-bold tracking-wide text-brand-foreground uppercase before:content-['Boosted']" />
          ) : null}
          {member.isNew ? (
            <span className="rounded-md bg-black/75 px-1.5 py-0.5 text-[10px] font-bold tracking-wide text-brand-text uppercase before:content-['New']" />
          ) : null}
        </span>
      ) : null}
      {member.isFavourite ? (
        <Star
          aria-hidden
          className="absolute top-1.5 right-1.5 size-4 fill-amber-300 text-amber-300 drop-shadow"
        />
      ) : null}
    </Link>
  );
}
