const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** 'Active 5 min ago', 'Active 3 h ago', 'Active 2 days ago' — never finer than the server's 5 minutes. */
export function lastActiveText(iso: string, now = Date.now()): string {
  const ago = Math.max(0, now - new Date(iso).getTime());
  if (ago < 5 * MINUTE) return 'Active just now';
  if (ago < HOUR) return `Active ${Math.floor(ago / (5 * MINUTE)) * 5} min ago`;
  if (ago < DAY) return `Active ${Math.floor(ago / HOUR)} h ago`;
  const days = Math.floor(ago / DAY);
  if (days < 30) return `Active ${days} day${days === 1 ? '' : 's'} ago`;
  return 'Active over a month ago';
}
