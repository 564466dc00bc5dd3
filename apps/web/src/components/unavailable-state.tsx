import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ApiError, friendlyMessage } from '@/lib/api-client';
import { Button } from '@/components/ui/button';
import { StatusPanel } from '@/components/status-screen';

/**
 * 'Not found' and 'not allowed' read the same: a block answers 404, and the screen must not tell a
 * member more than that the thing is gone for him.
 */
export function isUnavailable(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 403);
}

interface UnavailableStateProps {
  error: unknown;
  icon: ReactNode;
  /** Shown when the thing is gone or not his to see. */
  unavailable: { title: string; description: string };
  /** Shown for any other failure, with the error's words and Try again. */
  failedTitle: string;
  onRetry: () => void;
  back: { to: string; label: string };
  className?: string;
}

/** The one error state of a screen that loads one thing (a chat, a profile, its settings). */
export function UnavailableState({
  error,
  icon,
  unavailable,
  failedTitle,
  onRetry,
  back,
  className,
}: UnavailableStateProps) {
  const gone = isUnavailable(error);
  return (
    <StatusPanel
      className={className}
      title={gone ? unavailable.title : failedTitle}
      description={gone ? unavailable.description : friendlyMessage(error)}
      icon={icon}
      tone={gone ? 'neutral' : 'danger'}
    >
      {gone ? null : (
        <Button variant="secondary" size="lg" onClick={onRetry}>
          Try again
        </Button>
      )}
      <Button asChild size="lg">
        <Link to={back.to}>{back.label}</Link>
      </Button>
    </StatusPanel>
  );
}
