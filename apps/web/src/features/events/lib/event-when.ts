const DAY_MS = 24 * 3600 * 1000;

function startOfDay(d: Date): number {
  return new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
}

/**
 * 'On now, since 23:00', 'Tonight, 23:00' (or 'Today, 14:00'), 'Tomorrow, 22:00', 'Fri, 23:00' (the
 * next six days), else 'Sat 5 Dec, 22:00'.
 */
export function eventWhen(startsAt: string, now = new Date(), locale?: string): string {
  const start = new Date(startsAt);
  const time = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(
    start,
  );
  if (start.getTime() <= now.getTime()) return `On now, since ${time}`;
  const days = Math.round((startOfDay(start) - startOfDay(now)) / DAY_MS);
  if (days === 0) return `${start.getHours() >= 17 ? 'Tonight' : 'Today'}, ${time}`;
  if (days === 1) return `Tomorrow, ${time}`;
  const day =
    days < 7
      ? new Intl.DateTimeFormat(locale, { weekday: 'short' }).format(start)
      : new Intl.DateTimeFormat(locale, {
          weekday: 'short',
          day: 'numeric',
          month: 'short',
        }).format(start);
  return `${day}, ${time}`;
}
