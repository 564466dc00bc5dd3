import type { ReactNode } from 'react';
import type { MemberCard as MemberCardData } from '@blaze/contracts/profiles';
import { Skeleton } from '@/components/ui/skeleton';
import { MemberCard } from '@/features/dashboard/components/member-card';

interface MemberGridProps {
  title: string;
  icon: ReactNode;
  members: readonly MemberCardData[] | undefined;
  loading: boolean;
  emptyText: string;
}

export function MemberGrid({ title, icon, members, loading, emptyText }: MemberGridProps) {
  const headingId = `grid-${title.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <section aria-labelledby={headingId} className="px-4">
      <h2 id={headingId} className="mb-3 flex items-center gap-2 text-base font-bold text-zinc-50">
        {icon}
        {title}
        {members && members.length > 0 ? (
          <span className="text-sm font-medium text-zinc-400">{members.length}</span>
        ) : null}
      </h2>
      {loading ? (
        <div className="grid grid-cols-2 gap-3" aria-hidden>
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="aspect-[2/3] rounded-2xl" />
          ))}
        </div>
      ) : members && members.length > 0 ? (
        <ul className="grid grid-cols-2 gap-3">
          {members.map((member) => (
            <li key={member.id}>
              <MemberCard member={member} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="rounded-2xl border border-dashed border-zinc-800 px-4 py-6 text-center text-sm text-zinc-400">
          {emptyText}
        </p>
      )}
    </section>
  );
}
