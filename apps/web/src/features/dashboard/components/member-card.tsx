import { Link } from 'react-router';
import { MapPin } from 'lucide-react';
import type { MemberCard as MemberCardData } from '@blaze/contracts/profiles';
import { paths } from '@/config/paths';
import { memberName } from '@/lib/member-name';
import { MemberPhoto } from '@/features/dashboard/components/member-photo';

/** A two-wide grid tile (2:3, spec section 9): photo, name, age, city, online dot. */
export function MemberCard({ member }: { member: MemberCardData }) {
  const name = memberName(member);
  return (
    <Link
      to={paths.user.to(member.id)}
      className="group relative block aspect-[2/3] overflow-hidden rounded-2xl bg-zinc-900 ring-1 ring-zinc-800 transition-transform active:scale-[0.98]"
    >
      <MemberPhoto
        src={member.avatarUrl}
        className="transition-transform duration-500 group-hover:scale-105"
      />
      <div
        aria-hidden
        className="absolute inset-x-0 bottom-0 h-2/3 bg-linear-to-t from-black/95 via-black/55 to-transparent"
      />
      {member.isOnline ? (
        <span className="absolute top-2.5 left-2.5 flex items-center gap-1.5 rounded-full bg-black/60 px-2 py-1 text-[11px] font-semibold text-emerald-200 backdrop-blur">
          <span aria-hidden className="size-2 rounded-full bg-emerald-400" />
          Online
        </span>
      ) : null}
      {member.tribe ? (
        <span className="absolute top-2.5 right-2.5 rounded-full bg-black/60 px-2 py-1 text-[11px] font-semibold text-zinc-100 backdrop-blur">
          {member.tribe}
        </span>
      ) : null}
      <div className="absolute inset-x-0 bottom-0 p-3">
        <p className="truncate text-[15px] font-bold text-white">
          {name}
          {member.age ? <span className="font-medium text-zinc-200">, {member.age}</span> : null}
        </p>
        {member.city ? (
          <p className="mt-0.5 flex items-center gap-1 truncate text-xs text-zinc-200">
            <MapPin aria-hidden className="size-3 shrink-0" />
            {member.city}
          </p>
        ) : null}
      </div>
    </Link>
  );
}
