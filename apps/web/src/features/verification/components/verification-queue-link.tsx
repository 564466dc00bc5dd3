import { Link } from 'react-router';
import { BadgeCheck, ChevronRight } from 'lucide-react';
import { paths } from '@/config/paths';
import { useVerificationQueue } from '@/features/verification/api/get-verification-queue';

/** For the admin overview: the verification queue with how many selfies wait. */
export function VerificationQueueLink() {
  const { data } = useVerificationQueue('pending');
  const waiting = data?.items.length;
  return (
    <Link
      to={paths.adminVerification.to()}
      className="flex min-h-16 items-center gap-3 rounded-2xl border border-zinc-800/80 bg-zinc-900/70 p-4 transition-colors hover:bg-zinc-800/70"
    >
      <BadgeCheck aria-hidden className="size-5 shrink-0 text-sky-400" />
      <span className="min-w-0 flex-1">
        <span className="block text-[15px] font-semibold text-zinc-50">Verification requests</span>
        <span className="block text-sm text-zinc-400">
          {waiting === undefined
            ? 'Selfies waiting for a moderator'
            : `${waiting} waiting for a moderator`}
        </span>
      </span>
      <ChevronRight aria-hidden className="size-5 shrink-0 text-zinc-500" />
    </Link>
  );
}
