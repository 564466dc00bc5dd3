import { SIGNAL_RULE_LABELS } from '@blaze/contracts/signals';
import { useMemberSignals } from '@/features/signals/api/get-member-signals';

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The scam and abuse signals on a member, for the admin member page (decision 030). */
export function MemberSignals({ memberId }: { memberId: string }) {
  const signals = useMemberSignals(memberId);
  return (
    <section
      aria-labelledby="member-signals-title"
      className="flex flex-col gap-3 rounded-2xl border border-zinc-800 bg-zinc-900 p-4"
    >
      <h2 id="member-signals-title" className="font-semibold text-zinc-50">
        Scam signals
      </h2>
      {signals.isPending ? (
        <p className="text-sm text-zinc-400">Loading signals...</p>
      ) : signals.isError ? (
        <p role="alert" className="text-sm text-red-300">
          {signals.error.message}
        </p>
      ) : signals.data.total === 0 ? (
        <p className="text-sm text-zinc-400">No signals on this member.</p>
      ) : (
        <>
          <ul className="flex flex-col gap-1" aria-label="Signals per rule">
            {signals.data.counts.map((c) => (
              <li key={c.rule} className="flex items-baseline justify-between gap-3 text-sm">
                <span className="text-zinc-200">{SIGNAL_RULE_LABELS[c.rule]}</span>
                <span className="shrink-0 text-zinc-400">
                  <span className="font-semibold text-zinc-50">{c.count}</span> · last{' '}
                  {when(c.lastAt)}
                </span>
              </li>
            ))}
          </ul>
          <details className="text-sm text-zinc-400">
            <summary className="cursor-pointer text-zinc-300">
              Latest {signals.data.signals.length}
            </summary>
            <ol className="mt-2 flex flex-col gap-1">
              {signals.data.signals.map((s) => (
                <li key={s.id}>
                  {when(s.at)} · {SIGNAL_RULE_LABELS[s.rule]}
                  {s.reason ? ` (${s.reason})` : ''}
                </li>
              ))}
            </ol>
          </details>
        </>
      )}
    </section>
  );
}
