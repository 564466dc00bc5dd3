/** '59:58', '4:05', '0:00': what is left of a live Right Now, from now to its end. */
export function timeLeft(endsAt: string, now: number): string {
  const seconds = Math.max(0, Math.ceil((new Date(endsAt).getTime() - now) / 1000));
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return `${m}:${String(s).padStart(2, '0')}`;
}

/** '45 min left', '1 min left', 'ending': the short form a card shows. */
export function minutesLeft(endsAt: string, now: number): string {
  const minutes = Math.ceil((new Date(endsAt).getTime() - now) / 60_000);
  return minutes > 0 ? `${minutes} min left` : 'ending';
}

/** When the next free post comes, as a time of day in his own clock ('14:05'). */
export function clockTime(iso: string): string {
  return new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
}
