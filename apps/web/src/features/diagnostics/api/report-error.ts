import { LOG_LIMITS } from '@blaze/contracts/constants';
import type { ErrorReport } from '@blaze/contracts/logs';
import { api } from '@/lib/api-client';

function cap(text: string | null | undefined, max: number): string | null {
  if (text === null || text === undefined) return null;
  return text.length > max ? text.slice(0, max) : text;
}

/** POST /api/errors from the error screen. A failed report is dropped: the screen must not fail. */
export async function reportError(input: {
  errorId: string;
  error: unknown;
  componentStack?: string | null;
}): Promise<void> {
  const error = input.error instanceof Error ? input.error : null;
  const report: ErrorReport = {
    errorId: input.errorId,
    message: cap(error?.message ?? String(input.error), LOG_LIMITS.maxMessageChars) ?? '',
    stack: cap(error?.stack, LOG_LIMITS.maxStackChars),
    componentStack: cap(input.componentStack, LOG_LIMITS.maxStackChars),
    timestamp: new Date().toISOString(),
    userAgent: navigator.userAgent.slice(0, 500),
    url: window.location.href.slice(0, 2_000),
  };
  try {
    await api.post('/api/errors', report, { skipAuthRedirect: true });
  } catch {
    // Reporting is best effort; the logger has the error too.
  }
}
