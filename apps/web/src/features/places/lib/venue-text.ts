import type { OpeningState } from '@blaze/contracts/places';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
export const WEEKDAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

/** 'Open now · until 04:00', 'Closed · opens 18:00', '… opens tomorrow 18:00', '… opens Fri 18:00'. */
export function openingText(o: OpeningState): string {
  if (o.openNow) return o.closesAt ? `Open now · until ${o.closesAt}` : 'Open now';
  if (!o.opensAt) return 'Closed';
  const when =
    o.opensAt.inDays === 0
      ? ''
      : o.opensAt.inDays === 1
        ? 'tomorrow '
        : `${WEEKDAYS[o.opensAt.weekday] ?? ''} `;
  return `Closed · opens ${when}${o.opensAt.time}`;
}

/** My distance to a venue: '120 m', '1.4 km', '12 km'. */
export function venueDistance(metres: number | null): string | null {
  if (metres === null) return null;
  if (metres < 1000) return `${metres} m`;
  if (metres < 10_000) return `${(metres / 1000).toFixed(1)} km`;
  return `${Math.round(metres / 1000)} km`;
}

/** A maps app's directions to a venue's own point (a public place). */
export function directionsUrl(v: { latitude: number; longitude: number; name: string }): string {
  const q = `${v.latitude},${v.longitude}`;
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(q)}`;
}

/** Time left of a check-in, 'h:mm', in whole minutes (a clock a little behind never shows 3:01). */
export function timeLeft(endsAt: string, now: number): string {
  const minutes = Math.max(0, Math.floor((new Date(endsAt).getTime() - now) / 60_000));
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
}
