import { RefreshCw, SearchX, WifiOff } from 'lucide-react';
import { ErrorCode } from '@blaze/contracts/error-codes';
import { ApiError, friendlyMessage } from '@/lib/api-client';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { LocationSetup } from '@/features/discovery/components/location-setup';

/** The server has no location for me (it was removed, or my cached profile is behind). */
export function needsLocation(error: unknown): boolean {
  return error instanceof ApiError && error.code === ErrorCode.locationRequired;
}

/**
 * A list that could not load, in words a member understands, with Try again; when the server has no
 * location for me, the way to give one.
 */
export function BrowseError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  if (needsLocation(error)) return <LocationSetup />;
  const limited = error instanceof ApiError && error.status === 429;
  return (
    <EmptyState
      icon={limited ? <RefreshCw aria-hidden /> : <WifiOff aria-hidden />}
      title={limited ? "You're searching a lot" : "We couldn't load who's around"}
      actions={
        <Button variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      }
    >
      {limited
        ? 'To keep everyone safe, searches are limited. Wait a minute, then try again.'
        : friendlyMessage(error)}
    </EmptyState>
  );
}

/** Nobody matches: say so, and offer the next step. */
export function NobodyAround({ radiusKm, onWiden }: { radiusKm: number; onWiden?: () => void }) {
  return (
    <EmptyState
      icon={<SearchX aria-hidden />}
      title={`No one within ${radiusKm} km right now`}
      actions={
        onWiden ? (
          <Button variant="secondary" onClick={onWiden}>
            Look further away
          </Button>
        ) : null
      }
    >
      Try a bigger radius or fewer filters, or come back later: guys come online all the time.
    </EmptyState>
  );
}

export function GridSkeleton({ count = 12 }: { count?: number }) {
  return (
    <div className="grid grid-cols-3 gap-1.5 px-2" aria-hidden>
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} className="aspect-[3/4] rounded-xl" />
      ))}
    </div>
  );
}
