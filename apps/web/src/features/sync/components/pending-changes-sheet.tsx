import { useEffect, useState } from 'react';
import { AlertCircle, CheckCircle2, Clock3, Loader2, RotateCcw, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
} from '@/components/ui/sheet';
import { useOnline } from '@/hooks/use-online';
import { cn } from '@/lib/cn';
import { onPendingChangesOpen, usePendingChanges, type PendingChange } from '@/lib/sync';
import type { SyncStatus } from '@/lib/sync-queue';

const STATUS: Record<SyncStatus, { label: string; offlineLabel?: string; className: string }> = {
  pending: {
    label: 'Waiting to send',
    offlineLabel: 'Waiting for connection',
    className: 'text-zinc-300',
  },
  syncing: { label: 'Sending...', className: 'text-sky-300' },
  success: { label: 'Sent', className: 'text-emerald-300' },
  failed: { label: 'Not sent', className: 'text-red-300' },
};

function StatusIcon({ status }: { status: SyncStatus }) {
  const className = 'size-5 shrink-0';
  if (status === 'syncing')
    return <Loader2 aria-hidden className={cn(className, 'animate-spin text-sky-300')} />;
  if (status === 'success')
    return <CheckCircle2 aria-hidden className={cn(className, 'text-emerald-300')} />;
  if (status === 'failed')
    return <AlertCircle aria-hidden className={cn(className, 'text-red-300')} />;
  return <Clock3 aria-hidden className={cn(className, 'text-zinc-400')} />;
}

function ChangeRow({ change, online }: { change: PendingChange; online: boolean }) {
  const status = STATUS[change.status];
  const label = !online && status.offlineLabel ? status.offlineLabel : status.label;
  const time = new Date(change.createdAt).toLocaleTimeString([], {
    hour: '2-digit',
    minute: '2-digit',
  });
  return (
    <li
      data-status={change.status}
      className="flex items-start gap-3 rounded-2xl bg-zinc-950/60 p-3 ring-1 ring-zinc-800"
    >
      <StatusIcon status={change.status} />
      <div className="min-w-0 flex-1">
        <p className="truncate text-[15px] font-semibold text-zinc-100">{change.description}</p>
        <p className="text-xs text-zinc-400">
          <span className={status.className}>{label}</span> · {time}
        </p>
        {change.status === 'failed' && change.error ? (
          <p className="mt-1 text-sm text-red-200">{change.error}</p>
        ) : null}
      </div>
      <div className="flex shrink-0 items-center gap-1">
        {change.status === 'failed' ? (
          <Button size="sm" variant="outline" onClick={change.retry}>
            <RotateCcw aria-hidden />
            Retry
          </Button>
        ) : null}
        {change.status !== 'syncing' && change.status !== 'success' ? (
          <Button
            size="sm"
            variant="ghost"
            aria-label={`Remove ${change.description}`}
            onClick={change.remove}
          >
            <Trash2 aria-hidden />
          </Button>
        ) : null}
      </div>
    </li>
  );
}

/** spec sections 3 and 4: every write waiting, on its way, sent (for 5 s) or refused, with Retry. */
export function PendingChangesSheet({ initiallyOpen = false }: { initiallyOpen?: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  const changes = usePendingChanges();
  const online = useOnline();
  useEffect(() => onPendingChangesOpen(() => setOpen(true)), []);

  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetContent side="bottom">
        <SheetHeader>
          <SheetTitle>Pending changes</SheetTitle>
          <SheetDescription>
            {online
              ? 'What you did offline goes out one by one, in order.'
              : "You're offline. These go out when you're back online."}
          </SheetDescription>
        </SheetHeader>
        <div className="overflow-y-auto px-5 pb-6">
          {changes.length === 0 ? (
            <p className="py-8 text-center text-sm text-zinc-400">Everything is sent.</p>
          ) : (
            <ul aria-label="Pending changes" className="flex flex-col gap-2">
              {changes.map((change) => (
                <ChangeRow key={change.id} change={change} online={online} />
              ))}
            </ul>
          )}
        </div>
      </SheetContent>
    </Sheet>
  );
}
