import type { EventCard, EventDetail, EventHost, EventKind } from '@blaze/contracts';
import {
  EVENT_ATTENDEE_LISTS,
  EVENT_GET_TICKETS,
  EVENT_KINDS,
  EVENT_VISIBILITIES,
  formatDistance,
} from '@blaze/contracts';
import { distanceM, type Point } from '../../lib/geo.ts';
import { instantToZoned } from './event-time.ts';
import type { EventRow, MyRsvp, RsvpCounts } from './events.repository.ts';

const oneOf = <T extends string>(list: readonly T[], v: string, fallback: T): T =>
  (list as readonly string[]).includes(v) ? (v as T) : fallback;
const kindOf = (k: string): EventKind => oneOf(EVENT_KINDS, k, 'party');

/** What a card needs besides the row, as this viewer sees it. */
export type CardContext = {
  viewerId: string;
  here: Point | null;
  counts: RsvpCounts | undefined;
  mine: MyRsvp | undefined;
  host: EventHost | null;
  /** The cover signed for this viewer (null: none, or no longer the host's). */
  coverUrl: string | null;
};

/**
 * An event as a card shows it: the place is the venue's public point or a city centre (never a
 * member's), the cover is signed for this viewer, counts are everyone's answers.
 */
export function toEventCard(row: EventRow, c: CardContext): EventCard {
  return {
    id: row.id,
    kind: kindOf(row.kind),
    title: row.title,
    details: row.details,
    venue: row.venue,
    venueId: row.venueId,
    city: row.city,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt?.toISOString() ?? null,
    timeZone: row.timeZone,
    imageUrl: c.coverUrl ?? row.imageUrl,
    badge: row.status === 'cancelled' ? 'Cancelled' : row.badge,
    ticketUrl: row.ticketUrl,
    ctaLabel: row.ticketUrl ? EVENT_GET_TICKETS : null,
    distance: c.here
      ? formatDistance(distanceM(c.here, { lat: row.latitude, lng: row.longitude }))
      : null,
    status: row.status === 'cancelled' ? 'cancelled' : 'live',
    visibility: oneOf(EVENT_VISIBILITIES, row.visibility, 'public'),
    host: c.host,
    going: c.counts?.going ?? 0,
    interested: c.counts?.interested ?? 0,
    capacity: row.capacity,
    myRsvp: c.mine?.status ?? null,
    isHost: row.hostId !== null && row.hostId === c.viewerId,
  };
}

/** The event page: the card, the public point for directions, the host's invite token (his only). */
export function toEventDetail(
  row: EventRow,
  c: CardContext,
  extra: { canSeeAttendees: boolean; waitlistPosition: number | null },
): EventDetail {
  const card = toEventCard(row, c);
  const end = row.endsAt ?? row.startsAt;
  return {
    ...card,
    address: row.address,
    latitude: row.latitude,
    longitude: row.longitude,
    startsLocal: instantToZoned(row.startsAt, row.timeZone),
    endsLocal: instantToZoned(end, row.timeZone),
    attendeeList: oneOf(EVENT_ATTENDEE_LISTS, row.attendeeList, 'host'),
    canSeeAttendees: extra.canSeeAttendees,
    waitlisted: c.counts?.waitlisted ?? 0,
    waitlistPosition: extra.waitlistPosition,
    inviteToken: card.isHost ? row.inviteToken : null,
    coverPhotoId: card.isHost ? row.coverPhotoId : null,
  };
}
