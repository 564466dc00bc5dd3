import { Link } from 'react-router';
import type { NearbyMember } from '@blaze/contracts/discovery';
import { paths } from '@/config/paths';
import { memberName } from '@/lib/member-name';
import { ProfileImage } from '@/components/profile-image';
import { SampleTag } from '@/components/sample-tag';

function label(member: NearbyMember): string {
  const name = memberName(member);
  return [
    member.age ? `${name} ${member.age}` : name,
    member.distance ? `${member.distance} away` : null,
    member.isOnline ? 'online' : null,
  ]
    .filter(Boolean)
    .join(', ');
}

/** The members a reply found: photo, name, age and distance as the server gave them; each opens his profile. */
export function MemberCards({
  members,
  onOpen,
}: {
  members: readonly NearbyMember[];
  onOpen?: () => void;
}) {
  return (
    <ul aria-label="Members found" className="grid grid-cols-3 gap-2">
      {members.map((member) => (
        <li key={member.id}>
          <Link
            to={paths.profileById.to(member.id)}
            onClick={onOpen}
            aria-label={label(member)}
            className="group block overflow-hidden rounded-xl border border-zinc-800 bg-zinc-900 focus-visible:outline-2 focus-visible:outline-brand"
          >
            <span className="relative block aspect-square">
              <ProfileImage src={member.avatarUrl} alt="" />
              {member.isOnline ? (
                <span
                  aria-hidden
                  className="absolute top-1.5 right-1.5 size-2.5 rounded-full bg-emerald-400 ring-2 ring-zinc-900"
                />
              ) : null}
              {member.sample ? (
                <SampleTag className="absolute bottom-1 left-1 bg-sky-950/90" />
              ) : null}
            </span>
            <span className="flex flex-col px-2 py-1.5">
              <span className="flex items-baseline gap-1 text-[13px] font-semibold text-zinc-50">
                <span className="truncate">{memberName(member)}</span>
                {member.age ? (
                  <span className="shrink-0 font-normal text-zinc-400">{member.age}</span>
                ) : null}
              </span>
              <span className="truncate text-[11px] text-zinc-400">
                {member.distance ? `${member.distance} away` : 'Nearby'}
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
