import type { ReactNode } from 'react';
import { friendlyMessage } from '@/lib/api-client';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';

/** A screen's list or panel that failed to load: what failed, the error in words, and Try again. */
export function LoadFailed({
  icon,
  title,
  error,
  onRetry,
}: {
  icon: ReactNode;
  title: string;
  error: unknown;
  onRetry: () => void;
}) {
  return (
    <EmptyState
      icon={icon}
      title={title}
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
