import { Download, FileArchive } from 'lucide-react';
import { EXPORT_LINK_HOURS, type DataExport } from '@blaze/contracts/account-data';
import { friendlyMessage } from '@/lib/api-client';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useDataExport } from '@/features/account-data/api/get-data-export';
import { useStartDataExport } from '@/features/account-data/api/start-data-export';
import { ProgressBar } from '@/components/ui/progress-bar';

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });

const size = (bytes: number | null) =>
  bytes === null
    ? ''
    : bytes >= 1024 * 1024
      ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
      : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/**
 * Settings > Account: 'Export my data'. Request -> progress while it is built -> Download (his
 * session only), with the time the link stops working.
 */
export function ExportDataCard() {
  const state = useDataExport();
  const start = useStartDataExport();
  const current = state.data?.export ?? null;
  const left = state.data?.startsLeftToday ?? 0;

  return (
    <Card role="region" aria-labelledby="export-data-title">
      <CardHeader>
        <CardTitle asChild>
          <h2 id="export-data-title">Export your data</h2>
        </CardTitle>
        <CardDescription>
          A ZIP with your profile, settings, photos, posts, comments, likes, follows, events,
          listings, purchases and every message you sent or received. Other members appear only by
          their name.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {state.isPending ? (
          <Skeleton className="h-12" />
        ) : state.isError ? (
          <p role="alert" className="text-sm text-red-300">
            {friendlyMessage(state.error)}
          </p>
        ) : current?.status === 'running' ? (
          <ExportProgress current={current} />
        ) : current?.status === 'ready' && current.downloadUrl ? (
          <ReadyExport current={current} />
        ) : (
          <>
            {current?.status === 'failed' ? (
              <p role="alert" className="text-sm text-red-300">
                Your last export could not be finished. Please try again.
              </p>
            ) : current?.status === 'expired' ? (
              <p className="text-sm text-zinc-400">Your last export has expired and was deleted.</p>
            ) : null}
            <Button
              onClick={() => start.mutate()}
              loading={start.isPending}
              disabled={left === 0}
              className="self-start"
            >
              <FileArchive aria-hidden />
              Request export
            </Button>
            <p className="text-xs text-zinc-400">
              {left === 0
                ? 'You have used your exports for today. Try again tomorrow.'
                : `It takes a moment. The download works for you only, for ${EXPORT_LINK_HOURS} hours.`}
            </p>
          </>
        )}
      </CardContent>
    </Card>
  );
}

function ExportProgress({ current }: { current: DataExport }) {
  const { done, total } = current.progress;
  const percent = total > 0 ? Math.round((done / total) * 100) : 0;
  return (
    <div className="flex flex-col gap-2" aria-live="polite">
      <p className="text-sm text-zinc-200">Preparing your export…</p>
      <ProgressBar aria-label="Export progress" percent={percent} />
      <p className="text-xs text-zinc-400">
        {done} of {total} parts
      </p>
    </div>
  );
}

function ReadyExport({ current }: { current: DataExport }) {
  return (
    <div className="flex flex-col gap-2" aria-live="polite">
      <p className="text-sm text-zinc-200">
        Your export is ready{current.sizeBytes !== null ? ` (${size(current.sizeBytes)})` : ''}.
      </p>
      <Button asChild className="self-start">
        <a href={current.downloadUrl!} download>
          <Download aria-hidden />
          Download
        </a>
      </Button>
      {current.expiresAt ? (
        <p className="text-xs text-zinc-400">
          The link works until {when(current.expiresAt)}, then the file is deleted.
        </p>
      ) : null}
    </div>
  );
}
