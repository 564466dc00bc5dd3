import type { EventCard, EventDetail } from '@blaze/contracts/events';

/** 'Tom Bar, Berlin', or 'Berlin' for a city-level event. */
export function placeLine(event: Pick<EventCard, 'venue' | 'city'>): string {
  return event.venue ? `${event.venue}, ${event.city}` : event.city;
}

/** '12 going · 3 interested', with '2 spots left' or 'Full' when there is a capacity. */
export function rsvpSummary(
  event: Pick<EventCard, 'going' | 'interested' | 'capacity' | 'ctaLabel'>,
): string {
  const parts: string[] = [];
  if (!event.ctaLabel) parts.push(`${event.going} going`);
  if (event.interested > 0 || event.ctaLabel) parts.push(`${event.interested} interested`);
  if (event.capacity !== null) {
    const left = event.capacity - event.going;
    parts.push(left > 0 ? `${left} ${left === 1 ? 'spot' : 'spots'} left` : 'Full');
  }
  return parts.join(' · ');
}

/** What my answer is, in words; null when I have not answered. */
export function myAnswer(event: Pick<EventDetail, 'myRsvp' | 'waitlistPosition'>): string | null {
  switch (event.myRsvp) {
    case 'going':
      return "You're going";
    case 'interested':
      return "You're interested";
    case 'waitlisted':
      return event.waitlistPosition
        ? `You're on the waitlist (#${event.waitlistPosition})`
        : "You're on the waitlist";
    default:
      return null;
  }
}

/** Directions to a public point (a venue's), in the member's map app. */
export function directionsUrl(lat: number, lng: number): string {
  return `https://www.openstreetmap.org/directions?route=%3B${lat}%2C${lng}`;
}

/** The full start and end in the event's own zone: 'Fri 5 Dec, 22:00 – 04:00 (Europe/Berlin)'. */
export function eventTimes(
  event: Pick<EventDetail, 'startsAt' | 'endsAt' | 'timeZone'>,
  locale?: string,
): string {
  const zone = event.timeZone;
  const day = new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: zone,
  }).format(new Date(event.startsAt));
  if (!event.endsAt) return `${day} (${zone})`;
  const sameDay =
    new Date(event.endsAt).getTime() - new Date(event.startsAt).getTime() < 24 * 3600 * 1000;
  const end = new Intl.DateTimeFormat(
    locale,
    sameDay
      ? { hour: '2-digit', minute: '2-digit', timeZone: zone }
      : {
          weekday: 'short',
          day: 'numeric',
          month: 'short',
          hour: '2-digit',
          minute: '2-digit',
          timeZone: zone,
        },
  ).format(new Date(event.endsAt));
  return `${day} – ${end} (${zone})`;
}

/** Whether the event has ended (its end, or its start when it has none). */
export function eventIsOver(
  event: Pick<EventDetail, 'startsAt' | 'endsAt'>,
  now: number = Date.now(),
): boolean {
  return new Date(event.endsAt ?? event.startsAt).getTime() < now;
}
