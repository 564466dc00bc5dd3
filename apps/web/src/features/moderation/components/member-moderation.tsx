import { Link } from 'react-router';
import {
  MODERATION_ACTION_LABELS,
  MODERATION_REASON_LABELS,
  REPORT_KIND_LABELS,
  type MemberModerationHistory,
  type ModerationReason,
} from '@blaze/contracts/moderation';
import { paths } from '@/config/paths';
import { friendlyMessage } from '@/lib/api-client';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { useMemberModeration } from '@/features/moderation/api/get-member-moderation';
import { ActionForm } from '@/features/moderation/components/action-form';
import { reasonText } from '@/features/moderation/components/report-queue';

const day = (iso: string) => new Date(iso).toLocaleDateString();

/** His restriction, the reports about and by him, and the actions taken: what a moderator weighs. */
export function ModerationHistory({ history }: { history: MemberModerationHistory }) {
  const { restriction } = history;
  return (
    <div className="flex flex-col gap-4 text-sm">
      <p>
        {restriction ? (
          <Badge variant="warning">
            {restriction.kind === 'banned'
              ? 'Banned'
              : `Suspended until ${new Date(restriction.until ?? '').toLocaleString()}`}
          </Badge>
        ) : (
          <Badge variant="success">In good standing</Badge>
        )}
      </p>
      <section aria-label="Reports about him">
        <h3 className="font-semibold text-zinc-200">
          Reports about him ({history.reportsAbout.length})
        </h3>
        <ul className="mt-1 space-y-1 text-zinc-400">
          {history.reportsAbout.map((r) => (
            <li key={r.id}>
              <Link className="underline" to={paths.adminReport.to(r.id)}>
                #{r.id}
              </Link>{' '}
              {REPORT_KIND_LABELS[r.kind]} · {reasonText(r.reason)} · {day(r.createdAt)}
              {r.outcome ? ` · ${r.outcome}` : ''}
            </li>
          ))}
        </ul>
      </section>
      <section aria-label="Reports by him">
        <h3 className="font-semibold text-zinc-200">Reports by him ({history.reportsBy.length})</h3>
      </section>
      <section aria-label="Actions taken">
        <h3 className="font-semibold text-zinc-200">Actions taken ({history.actions.length})</h3>
        <ul className="mt-1 space-y-1 text-zinc-400">
          {history.actions.map((a) => (
            <li key={a.id}>
              {MODERATION_ACTION_LABELS[a.action]}
              {a.days ? ` ${a.days} d` : ''} ·{' '}
              {MODERATION_REASON_LABELS[a.reason as ModerationReason] ?? a.reason} · {a.actorEmail}{' '}
              · {day(a.createdAt)}
              {a.text ? <span className="block text-zinc-500">“{a.text}”</span> : null}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

/** For the admin member page's slot: his moderation history and the member actions. */
export function MemberModeration({ memberId }: { memberId: string }) {
  const history = useMemberModeration(memberId);
  if (history.isPending) return <Skeleton className="h-32 w-full" />;
  if (history.isError)
    return (
      <p role="alert" className="text-sm text-red-300">
        {friendlyMessage(history.error)}
      </p>
    );
  return (
    <div className="flex flex-col gap-6">
      <ModerationHistory history={history.data} />
      <ActionForm target={{ memberId }} onDone={() => undefined} />
    </div>
  );
}
