import { useState } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, Flag } from 'lucide-react';
import {
  REPORT_KIND_LABELS,
  REPORT_KINDS,
  REPORT_QUEUE_STATUSES,
  REPORT_REVIEW_HOURS,
  type ReportKind,
  type ReportQueueStatus,
  type ReportRow,
} from '@blaze/contracts/moderation';
import { REPORT_REASON_LABELS, type ReportReason } from '@blaze/contracts/member-profile';
import { paths } from '@/config/paths';
import { friendlyMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useReportQueue } from '@/features/moderation/api/get-report-queue';
import { ageText, isOverdue, subjectName } from '@/features/moderation/components/moderation-text';

const STATUS_LABELS: Record<ReportQueueStatus, string> = {
  unreviewed: 'Unreviewed',
  escalated: 'Escalated',
  resolved: 'Resolved',
  all: 'All',
};

export const reasonText = (reason: string) =>
  REPORT_REASON_LABELS[reason as ReportReason] ?? reason;

function QueueRow({ row }: { row: ReportRow }) {
  const overdue = isOverdue(row, REPORT_REVIEW_HOURS);
  return (
    <li>
      <Link
        to={paths.adminReport.to(row.id)}
        className="flex items-center gap-3 px-4 py-3 transition-colors hover:bg-zinc-900"
      >
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-zinc-50">
            <span>{reasonText(row.reason)}</span>
            <Badge variant="secondary">{REPORT_KIND_LABELS[row.kind]}</Badge>
            {row.status !== 'open' ? (
              <Badge variant="outline">
                {row.status === 'escalated' ? 'Escalated' : 'Resolved'}
              </Badge>
            ) : null}
          </p>
          <p className="mt-0.5 truncate text-sm text-zinc-400">
            {subjectName(row)} · report #{row.id}
          </p>
        </div>
        <span
          className={cn('shrink-0 text-xs', overdue ? 'font-bold text-amber-300' : 'text-zinc-400')}
        >
          {ageText(row.ageHours)}
          {overdue ? <span className="sr-only"> (past 24 hours)</span> : null}
        </span>
      </Link>
    </li>
  );
}

/** /admin/reports: the queue (Ozone's review states), oldest unreviewed first, with each report's age. */
export function ReportQueue() {
  const [status, setStatus] = useState<ReportQueueStatus>('unreviewed');
  const [kind, setKind] = useState<ReportKind | null>(null);
  const queue = useReportQueue(status, kind);
  const rows = queue.data?.pages.flatMap((p) => p.reports) ?? [];
  return (
    <main className="mx-auto min-h-dvh max-w-2xl bg-zinc-950 pb-10 text-zinc-50">
      <header className="flex items-center gap-2 px-2 py-3">
        <Button asChild variant="quiet" size="icon">
          <Link to={paths.admin.to()} aria-label="Back to admin">
            <ArrowLeft aria-hidden />
          </Link>
        </Button>
        <h1 className="text-xl font-bold">Reports</h1>
      </header>
      <div role="group" aria-label="Review state" className="flex gap-2 overflow-x-auto px-4 pb-2">
        {REPORT_QUEUE_STATUSES.map((s) => (
          <Button
            key={s}
            size="sm"
            variant={s === status ? 'primary' : 'secondary'}
            aria-pressed={s === status}
            onClick={() => setStatus(s)}
          >
            {STATUS_LABELS[s]}
          </Button>
        ))}
      </div>
      <div role="group" aria-label="Kind" className="flex gap-2 overflow-x-auto px-4 pb-3">
        <Button
          size="sm"
          variant={kind === null ? 'outline' : 'ghost'}
          aria-pressed={kind === null}
          onClick={() => setKind(null)}
        >
          Every kind
        </Button>
        {REPORT_KINDS.map((k) => (
          <Button
            key={k}
            size="sm"
            variant={k === kind ? 'outline' : 'ghost'}
            aria-pressed={k === kind}
            onClick={() => setKind(k)}
          >
            {REPORT_KIND_LABELS[k]}
          </Button>
        ))}
      </div>
      {queue.isPending ? (
        <div className="space-y-2 px-4">
          <Skeleton className="h-14 w-full" />
          <Skeleton className="h-14 w-full" />
        </div>
      ) : queue.isError ? (
        <EmptyState icon={<Flag aria-hidden />} title="The queue did not load">
          {friendlyMessage(queue.error)}
        </EmptyState>
      ) : rows.length === 0 ? (
        <EmptyState icon={<Flag aria-hidden />} title="Nothing here">
          No {STATUS_LABELS[status].toLowerCase()} reports{kind ? ` of this kind` : ''}.
        </EmptyState>
      ) : (
        <ul aria-label="Reports" className="divide-y divide-zinc-900">
          {rows.map((row) => (
            <QueueRow key={row.id} row={row} />
          ))}
        </ul>
      )}
      {queue.hasNextPage ? (
        <div className="px-4 pt-4">
          <Button
            variant="secondary"
            className="w-full"
            disabled={queue.isFetchingNextPage}
            onClick={() => void queue.fetchNextPage()}
          >
            More reports
          </Button>
        </div>
      ) : null}
    </main>
  );
}
