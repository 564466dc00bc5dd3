const DAY = 24 * 60 * 60_000;

/**
 * 'Used today', 'Used yesterday', 'Used 4 days ago'. The server knows a session's last use to the day
 * (it is renewed at most daily), so nothing finer is shown.
 */
export function sessionLastUsed(iso: string, now = Date.now()): string {
  const days = Math.floor(Math.max(0, now - new Date(iso).getTime()) / DAY);
  if (days === 0) return 'Used today';
  if (days === 1) return 'Used yesterday';
  if (days < 60) return `Used ${days} days ago`;
  return 'Used over two months ago';
}
