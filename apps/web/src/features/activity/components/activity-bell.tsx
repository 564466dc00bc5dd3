import { useEffect } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import { paths } from '@/config/paths';
import { onActivityFrame } from '@/lib/activity-events';
import { Button } from '@/components/ui/button';
import { applyActivityFrame } from '@/features/activity/api/apply-activity-frame';
import { useUnreadActivity } from '@/features/activity/api/get-unread-activity';

/** '3' up to 99, then '99+'. */
const badge = (n: number) => (n > 99 ? '99+' : String(n));

/**
 * The top bar's bell: my unread activity count, kept live by the gateway's 'activity' frames, and the
 * way to the list.
 */
export function ActivityBell() {
  const queryClient = useQueryClient();
  const unread = useUnreadActivity().data ?? 0;

  useEffect(
    () => onActivityFrame((frame) => applyActivityFrame(queryClient, frame)),
    [queryClient],
  );

  return (
    <Button asChild variant="quiet" size="round">
      <Link
        to={paths.activity.to()}
        aria-label={unread > 0 ? `Activity, ${unread} unread` : 'Activity'}
        className="relative"
      >
        <Bell aria-hidden className="size-[22px]" />
        {unread > 0 ? (
          <span
            aria-hidden
            data-testid="activity-badge"
            className="absolute top-1 right-0.5 flex h-[18px] min-w-[18px] items-center justify-center rounded-full bg-brand px-1 text-[10px] leading-none font-bold text-brand-foreground tabular-nums ring-2 ring-zinc-950"
          >
            {badge(unread)}
          </span>
        ) : null}
      </Link>
    </Button>
  );
}
