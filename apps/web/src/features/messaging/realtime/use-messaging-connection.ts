import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useSession } from '@/lib/auth';

const START_AFTER_MS = 1_500;

/**
 * Opens the chat connection and the outbox for the signed-in member once the first screen has
 * painted. Both live in their own chunk (dynamic import), so the first screen stays small.
 */
export function useMessagingConnection(): void {
  const queryClient = useQueryClient();
  const userId = useSession().me?.user.id;
  const navigate = useNavigate();

  useEffect(() => {
    if (!userId) return;
    let cancelled = false;
    const start = () => {
      import('@/features/messaging/realtime/start-messaging')
        .then(({ startMessaging }) => {
          if (!cancelled) startMessaging(queryClient, userId, (to) => void navigate(to));
        })
        // The chat screens start it too; a failed download here is retried there.
        .catch(() => undefined);
    };
    const idle = window.requestIdleCallback
      ? window.requestIdleCallback(start, { timeout: START_AFTER_MS })
      : undefined;
    const timer = idle === undefined ? setTimeout(start, START_AFTER_MS) : undefined;
    return () => {
      cancelled = true;
      if (idle !== undefined) window.cancelIdleCallback(idle);
      clearTimeout(timer);
    };
  }, [queryClient, userId, navigate]);
}
