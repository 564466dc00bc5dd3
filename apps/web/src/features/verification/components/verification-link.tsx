import { Link } from 'react-router';
import { BadgeCheck, ChevronRight } from 'lucide-react';
import { paths } from '@/config/paths';
import { useMyVerification } from '@/features/verification/api/get-my-verification';

const STATE_WORDS: Record<string, string> = {
  none: 'Take a selfie with a pose to get the Verified badge',
  pending: 'Your selfie is waiting for a moderator',
  verified: 'You are verified',
  declined: 'Not verified this time: you can try again',
  lapsed: 'Your badge lapsed: ask again',
};

/** A row to /app/verify with his state in words (own profile, Settings). */
export function VerificationLink() {
  const { data } = useMyVerification();
  return (
    <Link
      to={paths.verify.to()}
      className="flex min-h-16 items-center gap-3 rounded-2xl border border-zinc-800/80 bg-zinc-900/70 p-4 transition-colors hover:bg-zinc-800/70"
    >
      <BadgeCheck aria-hidden className="size-5 shrink-0 text-sky-400" />
      <span className="min-w-0 flex-1">
        <span className="block text-[15px] font-semibold text-zinc-50">Verification</span>
        <span className="block text-sm text-zinc-400">
          {data ? STATE_WORDS[data.state] : 'Show other members you are real'}
        </span>
      </span>
      <ChevronRight aria-hidden className="size-5 shrink-0 text-zinc-500" />
    </Link>
  );
}
