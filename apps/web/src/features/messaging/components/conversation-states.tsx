import type { ReactNode } from 'react';
import { WifiOff } from 'lucide-react';
import { friendlyMessage } from '@/lib/api-client';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';

/** An empty or failed list: an icon, a heading, a few words and what to do next. */
export function ConversationMessage({
  icon,
  title,
  children,
  actions,
}: {
  icon: ReactNode;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className="mx-auto flex max-w-sm flex-col items-center px-6 py-12 text-center">
      <div className="mb-4 flex size-14 items-center justify-center rounded-full bg-zinc-900 text-zinc-300 ring-1 ring-zinc-800 [&_svg]:size-6">
        {icon}
      </div>
      <h2 className="text-lg font-bold text-zinc-50">{title}</h2>
      {children ? <p className="mt-1.5 text-sm leading-relaxed text-zinc-400">{children}</p> : null}
      {actions ? <div className="mt-5 flex flex-wrap justify-center gap-2">{actions}</div> : null}
    </div>
  );
}

export function ConversationError({
  error,
  what = 'your messages',
  onRetry,
}: {
  error: unknown;
  what?: string;
  onRetry: () => void;
}) {
  return (
    <ConversationMessage
      icon={<WifiOff aria-hidden />}
      title={`We couldn't load ${what}`}
      actions={
        <Button variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      }
    >
      {friendlyMessage(error)}
    </ConversationMessage>
  );
}

/** Rows the shape of conversations while the list loads. */
export function ConversationSkeleton({ rows = 6, label = 'Loading conversations...' }) {
  return (
    <div aria-busy="true" className="flex flex-col">
      <span className="sr-only" role="status">
        {label}
      </span>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="flex items-center gap-3 px-4 py-2.5">
          <Skeleton className="size-14 shrink-0 rounded-full" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-4 w-2/5" />
            <Skeleton className="h-3.5 w-4/5" />
          </div>
        </div>
      ))}
    </div>
  );
}
