import { Link } from 'react-router';
import { Plus } from 'lucide-react';
import type { MemberCard as MemberCardData } from '@blaze/contracts/profiles';
import { paths } from '@/config/paths';
import { Skeleton } from '@/components/ui/skeleton';
import { MemberPhoto } from '@/features/dashboard/components/member-photo';
import { memberName } from '@/lib/member-name';

interface StoriesRowProps {
  members: readonly MemberCardData[] | undefined;
  loading: boolean;
}

/** spec section 2, home strip: 'Add Story' first, then men online now. */
export function StoriesRow({ members, loading }: StoriesRowProps) {
  return (
    <section aria-label="Stories" className="pt-2">
      <ul className="scrollbar-none relative flex gap-3 overflow-x-auto px-4 pb-1">
        <li className="shrink-0">
          <Link
            to={paths.mediaUpload.to()}
            className="flex w-[68px] flex-col items-center gap-1.5 rounded-xl"
          >
            <span className="relative flex size-16 items-center justify-center rounded-full border-2 border-dashed border-zinc-700 bg-zinc-900 text-zinc-300">
              <Plus aria-hidden className="size-6" />
              <span className="absolute -right-0.5 -bottom-0.5 flex size-5 items-center justify-center rounded-full bg-brand text-brand-foreground ring-2 ring-zinc-950">
                <Plus aria-hidden className="size-3.5" strokeWidth={3} />
              </span>
            </span>
            <span className="w-full truncate text-center text-[11px] font-medium text-zinc-200">
              Add Story
            </span>
          </Link>
        </li>
        {loading
          ? Array.from({ length: 5 }, (_, i) => (
              <li
                key={i}
                className="flex w-[68px] shrink-0 flex-col items-center gap-1.5"
                aria-hidden
              >
                <Skeleton className="size-16 rounded-full" />
                <Skeleton className="h-2.5 w-12 rounded" />
              </li>
            ))
          : members?.map((member) => (
              <li key={member.id} className="shrink-0">
                <Link
                  to={paths.user.to(member.id)}
                  className="flex w-[68px] flex-col items-center gap-1.5 rounded-xl"
                >
                  <span className="rounded-full bg-linear-to-tr from-brand via-[#ff6a5c] to-[#ffb347] p-[2.5px] stealth:from-zinc-500 stealth:via-zinc-600 stealth:to-zinc-500">
                    <span className="block size-[59px] overflow-hidden rounded-full border-2 border-zinc-950 bg-zinc-900">
                      <MemberPhoto src={member.avatarUrl} />
                    </span>
                  </span>
                  <span className="w-full truncate text-center text-[11px] font-medium text-zinc-200">
                    {memberName(member)}
                  </span>
                </Link>
              </li>
            ))}
      </ul>
    </section>
  );
}
