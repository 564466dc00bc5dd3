import { useUnreadTotal } from '@/features/messaging/api/get-conversations';

/** '3' up to 99, then '99+': a badge never grows wider than that. */
export function badgeCount(count: number): string {
  return count > 99 ? '99+' : String(count);
}

/**
 * The count on the nav's Messages item. The screen-reader text joins the link's name
 * ('Messages 3 unread'); the shell stays free of zod: this file imports contract types only.
 */
export function ConversationUnreadBadge() {
  const unread = useUnreadTotal();
  const count = unread.data ?? 0;
  if (count <= 0) return null;
  return (
    <span className="absolute top-0.5 left-[calc(50%+3px)] flex h-[18px] min-w-[18px] items-center justify-center rounded-full bg-brand px-1 text-[10px] leading-none font-bold text-brand-foreground tabular-nums ring-2 ring-zinc-950">
      <span aria-hidden>{badgeCount(count)}</span>
      <span className="sr-only">{`${count} unread`}</span>
    </span>
  );
}
