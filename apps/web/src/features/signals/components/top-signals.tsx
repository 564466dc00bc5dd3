import type { ReactNode } from 'react';
import { useTopSignals } from '@/features/signals/api/get-top-signals';

/**
 * The members with the most scam signals in the last 7 days, for the admin overview (decision 030).
 * `member` renders each member's entry (a link to the admin member page, which the admin area owns).
 */
export function TopSignals({
  member,
}: {
  member?: (props: { memberId: string; name: string }) => ReactNode;
}) {
  const top = useTopSignals();
  return (
    <section
      aria-labelledby="top-signals-title"
      className="flex flex-col gap-3 rounded-2xl border border-zinc-800 bg-zinc-900 p-4"
    >
      <h2 id="top-signals-title" className="font-semibold text-zinc-50">
        Most scam signals this week
      </h2>
      {top.isPending ? (
        <p className="text-sm text-zinc-400">Loading signals...</p>
      ) : top.isError ? (
        <p role="alert" className="text-sm text-red-300">
          {top.error.message}
        </p>
      ) : top.data.members.length === 0 ? (
        <p className="text-sm text-zinc-400">No signals this week.</p>
      ) : (
        <ol className="flex flex-col gap-1 text-sm">
          {top.data.members.map((m) => {
            const name = m.username ? `@${m.username}` : 'Former member';
            return (
              <li key={m.memberId} className="flex items-baseline justify-between gap-3">
                <span className="min-w-0 truncate text-zinc-200">
                  {member ? member({ memberId: m.memberId, name }) : name}
                </span>
                <span className="shrink-0 text-zinc-400">
                  <span className="font-semibold text-zinc-50">{m.total}</span>{' '}
                  {m.total === 1 ? 'signal' : 'signals'}
                </span>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
