import { Link, useSearchParams } from 'react-router';
import { BadgeCheck, Inbox } from 'lucide-react';
import { paths } from '@/config/paths';
import { friendlyMessage } from '@/lib/api-client';
import { memberName } from '@/lib/member-name';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { ChipNav } from '@/components/ui/chip-nav';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import {
  useVerificationQueue,
  type QueueStatus,
} from '@/features/verification/api/get-verification-queue';

const TABS: readonly { value: QueueStatus; label: string }[] = [
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'declined', label: 'Declined' },
  { value: 'all', label: 'All' },
];

const when = (iso: string) =>
  new Date(iso).toLocaleString([], { dateStyle: 'medium', timeStyle: 'short' });

/** /admin/verification: selfies waiting for a moderator, oldest first. */
export function VerificationQueue() {
  const [params] = useSearchParams();
  const raw = params.get('status');
  const status: QueueStatus = TABS.some((t) => t.value === raw) ? (raw as QueueStatus) : 'pending';
  const queue = useVerificationQueue(status);

  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-4 px-4 pt-6 pb-10">
      <title>Verification · Admin · Blaze</title>
      <div className="flex items-center gap-2">
        <BadgeCheck aria-hidden className="size-6 text-sky-400" />
        <h1 className="text-2xl font-black tracking-tight text-zinc-50">Verification</h1>
      </div>
      <ChipNav
        label="Requests"
        items={TABS.map((t) => ({
          label: t.label,
          to: `${paths.adminVerification.to()}?status=${t.value}`,
          current: t.value === status,
        }))}
      />
      {queue.isPending ? <Skeleton className="h-40 w-full rounded-2xl" /> : null}
      {queue.isError ? (
        <p role="alert" className="text-sm text-red-300">
          {friendlyMessage(queue.error)}
        </p>
      ) : null}
      {queue.data && queue.data.items.length === 0 ? (
        <EmptyState icon={<Inbox />} title="Nothing here">
          {status === 'pending' ? 'No selfie is waiting for a moderator.' : 'No requests yet.'}
        </EmptyState>
      ) : null}
      {queue.data && queue.data.items.length > 0 ? (
        <ul className="flex flex-col gap-2">
          {queue.data.items.map((item) => (
            <li key={item.id}>
              <Link
                to={paths.adminVerificationReview.to(item.id)}
                className="flex items-center gap-3 rounded-2xl border border-zinc-800 bg-zinc-900/70 p-3 hover:bg-zinc-800/70"
              >
                <Avatar>
                  {item.member.avatarUrl ? (
                    <AvatarImage src={item.member.avatarUrl} alt="" />
                  ) : null}
                  <AvatarFallback>
                    {memberName(item.member).slice(0, 1).toUpperCase()}
                  </AvatarFallback>
                </Avatar>
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-semibold text-zinc-50">
                    {memberName(item.member)}
                  </span>
                  <span className="block truncate text-sm text-zinc-400">
                    {item.pose} · sent {when(item.submittedAt)}
                  </span>
                </span>
                <span className="text-xs font-semibold text-zinc-300 capitalize">
                  {item.status}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
