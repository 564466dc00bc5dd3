import { z } from 'zod';

/** What kind of get-together an event is; the home strip's 'Parties' counts parties. */
export const EVENT_KINDS = ['party', 'club-night', 'meetup'] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

/** Events shown are those starting within this many days; the home strip counts the next week. */
export const EVENTS_WINDOW_DAYS = 14;
export const PARTIES_COUNT_DAYS = 7;
export const EVENTS_DEFAULT_RADIUS_KM = 50;

export const EventsQuerySchema = z.strictObject({
  kind: z.enum(EVENT_KINDS).optional(),
  radiusKm: z.coerce.number().int().min(1).max(500).default(EVENTS_DEFAULT_RADIUS_KM),
});
export type EventsQuery = z.input<typeof EventsQuerySchema>;

/** An event as a card shows it (spec section 3, event card). Venues are public places. */
export const EventCardSchema = z.object({
  id: z.string(),
  kind: z.enum(EVENT_KINDS),
  title: z.string(),
  details: z.string(),
  venue: z.string(),
  city: z.string(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  imageUrl: z.string().nullable(),
  badge: z.string().nullable(),
  ticketUrl: z.string().nullable(),
  /** From me to the venue, rounded like every distance; null while I have no location. */
  distance: z.string().nullable(),
});
export type EventCard = z.infer<typeof EventCardSchema>;

export const EventsPageSchema = z.object({
  events: z.array(EventCardSchema),
  /** Where the list is measured from; null when I have no location (then every upcoming event). */
  radiusKm: z.number().int().nullable(),
});
export type EventsPage = z.infer<typeof EventsPageSchema>;
