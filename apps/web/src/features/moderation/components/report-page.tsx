import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ArrowLeft, Eye } from 'lucide-react';
import {
  MODERATION_ACTION_LABELS,
  REPORT_KIND_LABELS,
  type ReportDetail,
} from '@blaze/contracts/moderation';
import { paths } from '@/config/paths';
import { friendlyMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useReport } from '@/features/moderation/api/get-report';
import { ActionForm } from '@/features/moderation/components/action-form';
import { ModerationHistory } from '@/features/moderation/components/member-moderation';
import { ageText } from '@/features/moderation/components/moderation-text';
import { reasonText } from '@/features/moderation/components/report-queue';

/** Photos stay blurred until the moderator chooses to look. */
function BlurredPhotos({ urls }: { urls: string[] }) {
  const [revealed, setRevealed] = useState(false);
  if (urls.length === 0) return null;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex gap-2">
        {urls.map((url) => (
          <img
            key={url}
            src={url}
            alt={revealed ? 'Reported photo' : 'Reported photo, blurred'}
            className={cn('size-24 rounded-lg object-cover', !revealed && 'blur-xl')}
          />
        ))}
      </div>
      {revealed ? null : (
        <Button
          size="sm"
          variant="outline"
          className="self-start"
          onClick={() => setRevealed(true)}
        >
          <Eye aria-hidden /> Reveal
        </Button>
      )}
    </div>
  );
}

/** The evidence copy as stored: words for a message, a JSON copy for other content. */
function evidenceText(evidence: string | null): string | null {
  if (!evidence) return null;
  try {
    const parsed = JSON.parse(evidence) as Record<string, unknown>;
    const words = ['title', 'text', 'body', 'description', 'name']
      .map((k) => parsed[k])
      .filter((v): v is string => typeof v === 'string' && v.length > 0);
    return words.join('\n') || null;
  } catch {
    return evidence;
  }
}

function Evidence({ report }: { report: ReportDetail }) {
  const words = evidenceText(report.evidence);
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>What was reported</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 text-sm">
        {report.context.length > 0 ? (
          <ol aria-label="The chat as the reporter saw it" className="flex flex-col gap-1">
            {report.context.map((m) => (
              <li
                key={m.id}
                className={cn(
                  'rounded-lg px-3 py-2',
                  m.senderId === report.reporter?.id ? 'bg-zinc-800' : 'bg-zinc-900',
                  m.reported && 'ring-2 ring-amber-400',
                )}
              >
                <span className="text-xs text-zinc-400">
                  {m.senderId === report.reporter?.id
                    ? 'Reporter'
                    : m.senderId === report.subject?.id
                      ? 'Reported member'
                      : 'Another member'}
                  {m.reported ? ' · reported' : ''}
                </span>
                <p className="whitespace-pre-wrap text-zinc-100">
                  {m.unsent ? 'Unsent' : (m.body ?? `(${m.kind})`)}
                </p>
              </li>
            ))}
          </ol>
        ) : null}
        {words ? (
          <blockquote className="rounded-lg bg-zinc-900 px-3 py-2 whitespace-pre-wrap text-zinc-100">
            {words}
          </blockquote>
        ) : null}
        <BlurredPhotos urls={report.evidencePhotoUrls} />
      </CardContent>
    </Card>
  );
}

/** /admin/reports/:id: the report as it was made, the subject's history and the actions form. */
export function ReportPage({ reportId }: { reportId: number }) {
  const report = useReport(reportId);
  const navigate = useNavigate();
  if (report.isPending) return <Skeleton className="m-4 h-64" />;
  if (report.isError)
    return (
      <main className="p-4">
        <p role="alert" className="text-red-300">
          {friendlyMessage(report.error)}
        </p>
        <Link className="text-brand-text underline" to={paths.adminReports.to()}>
          Back to the queue
        </Link>
      </main>
    );
  const r = report.data;
  return (
    <main className="mx-auto min-h-dvh max-w-2xl bg-zinc-950 px-4 pb-10 text-zinc-50">
      <header className="flex items-center gap-2 py-3">
        <Button asChild variant="quiet" size="icon">
          <Link to={paths.adminReports.to()} aria-label="Back to the queue">
            <ArrowLeft aria-hidden />
          </Link>
        </Button>
        <h1 className="text-xl font-bold">Report #{r.id}</h1>
      </header>
      <div className="flex flex-col gap-4">
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <Badge variant="secondary">{REPORT_KIND_LABELS[r.kind]}</Badge>
          <Badge variant={r.status === 'open' ? 'warning' : 'outline'}>
            {r.status === 'open'
              ? 'Unreviewed'
              : r.status === 'escalated'
                ? 'Escalated'
                : 'Resolved'}
          </Badge>
          <span className="text-zinc-400">waiting {ageText(r.ageHours)}</span>
        </p>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-zinc-400">Reason</dt>
          <dd>{reasonText(r.reason)}</dd>
          <dt className="text-zinc-400">Note</dt>
          <dd className="whitespace-pre-wrap">{r.details || '—'}</dd>
          <dt className="text-zinc-400">Reporter</dt>
          <dd>{r.reporter ? `@${r.reporter.username}` : 'Gone'}</dd>
          <dt className="text-zinc-400">{r.kind === 'appeal' ? 'Appealing' : 'Reported'}</dt>
          <dd>{r.subject ? `@${r.subject.username}` : 'No member'}</dd>
          {r.appealed ? (
            <>
              <dt className="text-zinc-400">Appeal of</dt>
              <dd>
                {MODERATION_ACTION_LABELS[r.appealed.action]} ({r.appealed.reason}) by{' '}
                {r.appealed.actorEmail}
              </dd>
            </>
          ) : null}
        </dl>
        <Evidence report={r} />
        {r.actions.length > 0 ? (
          <section aria-label="Actions on this report" className="text-sm text-zinc-400">
            <h2 className="font-semibold text-zinc-200">Actions on this report</h2>
            <ul>
              {r.actions.map((a) => (
                <li key={a.id}>
                  {MODERATION_ACTION_LABELS[a.action]} · {a.actorEmail}
                  {a.text ? ` · “${a.text}”` : ''}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <Card>
          <CardHeader>
            <CardTitle asChild>
              <h2>Take action</h2>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <ActionForm
              key={r.id}
              target={{ reportId: r.id }}
              onDone={(result, next) => {
                if (!next) return;
                void navigate(
                  result.nextReportId
                    ? paths.adminReport.to(result.nextReportId)
                    : paths.adminReports.to(),
                );
              }}
            />
          </CardContent>
        </Card>
        {r.history ? (
          <Card>
            <CardHeader>
              <CardTitle asChild>
                <h2>History of {r.subject ? `@${r.subject.username}` : 'the member'}</h2>
              </CardTitle>
            </CardHeader>
            <CardContent>
              <ModerationHistory history={r.history} />
            </CardContent>
          </Card>
        ) : null}
      </div>
    </main>
  );
}
