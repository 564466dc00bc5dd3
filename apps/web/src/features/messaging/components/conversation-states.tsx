import { WifiOff } from 'lucide-react';
import { friendlyMessage } from '@/lib/api-client';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';

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
    <EmptyState
      icon={<WifiOff aria-hidden />}
      title={`We couldn't load ${what}`}
      actions={
        <Button variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      }
    >
      {friendlyMessage(error)}
    </EmptyState>
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
