import { z } from 'zod';
import { CITIES } from './catalogues.ts';
import { EVENT_KINDS } from './event-kinds.ts';

/**
 * Issue 16, events with RSVP (decision 024). A member (or a venue's business account) hosts an event at
 * an approved venue (its public point) or in a city (the city's centre, never a member's point).
 */
export { EVENT_KIND_LABELS, EVENT_KINDS, type EventKind } from './event-kinds.ts';

/** Who sees an event: everyone, the host's followers, or holders of its invite link. */
export const EVENT_VISIBILITIES = ['public', 'followers', 'invite'] as const;
export type EventVisibility = (typeof EVENT_VISIBILITIES)[number];
/** Who sees the attendee list (the host always does). */
export const EVENT_ATTENDEE_LISTS = ['everyone', 'attendees', 'host'] as const;
export type EventAttendeeList = (typeof EVENT_ATTENDEE_LISTS)[number];
export const EVENT_STATUSES = ['live', 'cancelled'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];
/** What a member answers; 'waitlisted' is what 'going' becomes when the event is full. */
export const RSVP_CHOICES = ['going', 'interested'] as const;
export type RsvpChoice = (typeof RSVP_CHOICES)[number];
export const RSVP_STATES = ['going', 'interested', 'waitlisted'] as const;
export type RsvpState = (typeof RSVP_STATES)[number];
/** The /events tabs. */
export const EVENT_TABS = ['near', 'going', 'hosting'] as const;
export type EventTab = (typeof EVENT_TABS)[number];

/** Events shown are those starting within this many days; the home strip counts the next week. */
export const EVENTS_WINDOW_DAYS = 14;
export const PARTIES_COUNT_DAYS = 7;
export const EVENTS_DEFAULT_RADIUS_KM = 50;
export const EVENT_TITLE_MAX = 100;
export const EVENT_DETAILS_MAX = 2000;
export const EVENT_CAPACITY_MAX = 100_000;
export const EVENT_URL_MAX = 500;
/** The longest event (a pride weekend) and how far ahead one may be planned. */
export const EVENT_MAX_HOURS = 7 * 24;
export const EVENT_MAX_AHEAD_DAYS = 366;
/** RSVPed members are reminded this long before the start, once. */
export const EVENT_REMINDER_HOURS = 2;
/** The attendee list shows at most this many of each state. */
export const EVENT_ATTENDEES_MAX = 200;
export const EVENT_GET_TICKETS = 'Get Tickets';

const CITY_NAMES = CITIES.map((c) => c.name) as [string, ...string[]];
const id = z.string().min(1).max(100);

export const EventsQuerySchema = z.strictObject({
  tab: z.enum(EVENT_TABS).default('near'),
  kind: z.enum(EVENT_KINDS).optional(),
  radiusKm: z.coerce.number().int().min(1).max(500).default(EVENTS_DEFAULT_RADIUS_KM),
  /** Tonight's and upcoming events at this venue (any distance). */
  venueId: id.optional(),
});
export type EventsQuery = z.input<typeof EventsQuerySchema>;

/** A wall-clock time in the event's time zone, as a datetime-local field gives it. */
const LocalTime = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'Give the time as YYYY-MM-DDTHH:MM.');

const TicketUrl = z
  .string()
  .trim()
  .max(EVENT_URL_MAX, `Keep the ticket link to ${EVENT_URL_MAX} characters.`)
  .refine((u) => {
    try {
      const url = new URL(u);
      return url.protocol === 'https:' && url.hostname.includes('.');
    } catch {
      return false;
    }
  }, 'The ticket link must be a full https:// address.');

const eventFields = {
  title: z
    .string()
    .trim()
    .min(3, 'Give the event a title of 3 characters or more.')
    .max(EVENT_TITLE_MAX, `Keep the title to ${EVENT_TITLE_MAX} characters.`),
  details: z
    .string()
    .trim()
    .max(EVENT_DETAILS_MAX, `Keep the description to ${EVENT_DETAILS_MAX} characters.`),
  kind: z.enum(EVENT_KINDS, {
    error: `Pick a category: ${EVENT_KINDS.join(', ')}.`,
  }),
  startsAt: LocalTime,
  endsAt: LocalTime,
  /** IANA zone of the times; a venue event uses the venue's zone, a city event needs one. */
  timeZone: z.string().min(1).max(64).optional(),
  /** An approved venue, or a city of the catalogue (its centre): exactly one. */
  venueId: id.nullable().optional(),
  city: z.enum(CITY_NAMES, { error: 'Pick a city from the list.' }).nullable().optional(),
  /** Null: no limit. */
  capacity: z
    .number({ error: 'Capacity is a whole number of 1 or more, or empty for no limit.' })
    .int('Capacity is a whole number.')
    .min(1, 'Capacity must be at least 1 (leave it empty for no limit).')
    .max(EVENT_CAPACITY_MAX, `Capacity can be at most ${EVENT_CAPACITY_MAX}.`)
    .nullable(),
  /** Tickets sold elsewhere: the card shows 'Get Tickets' and RSVP is 'interested' only. */
  ticketUrl: TicketUrl.nullable(),
  visibility: z.enum(EVENT_VISIBILITIES),
  attendeeList: z.enum(EVENT_ATTENDEE_LISTS),
  /** An upload of POST /api/events/covers. */
  coverPhotoId: id.nullable(),
};

export const EventCreateBodySchema = z.strictObject({
  ...eventFields,
  details: eventFields.details.default(''),
  capacity: eventFields.capacity.default(null),
  ticketUrl: eventFields.ticketUrl.default(null),
  visibility: eventFields.visibility.default('public'),
  attendeeList: eventFields.attendeeList.default('everyone'),
  coverPhotoId: eventFields.coverPhotoId.default(null),
});
export type EventCreateBody = z.input<typeof EventCreateBodySchema>;

/** An edit: only what changes; a change of time or place is told to everyone who RSVPed. */
export const EventUpdateBodySchema = z
  .strictObject(eventFields)
  .partial()
  .refine((b) => Object.keys(b).length > 0, 'Change at least one thing.');
export type EventUpdateBody = z.input<typeof EventUpdateBodySchema>;

export const RsvpBodySchema = z.strictObject({
  status: z.enum(RSVP_CHOICES, { error: "Answer 'going' or 'interested'." }),
  /** The invite link's token, for an invite-only event he has not answered yet. */
  invite: z.string().min(1).max(100).optional(),
});
export type RsvpBody = z.input<typeof RsvpBodySchema>;

export const EventByIdQuerySchema = z.strictObject({
  invite: z.string().min(1).max(100).optional(),
});

export const EventHostSchema = z.object({
  /** 'venue' when the host runs the venue it is at: the venue is shown as the host. */
  kind: z.enum(['member', 'venue']),
  id: z.string(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
});
export type EventHost = z.infer<typeof EventHostSchema>;

/** An event as a card shows it (spec section 3, event card). Venues are public places. */
export const EventCardSchema = z.object({
  id: z.string(),
  kind: z.enum(EVENT_KINDS),
  title: z.string(),
  details: z.string(),
  /** The venue's name; empty for a city-level event. */
  venue: z.string(),
  venueId: z.string().nullable(),
  city: z.string(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  timeZone: z.string(),
  /** The cover, signed for this viewer (or a house image). */
  imageUrl: z.string().nullable(),
  badge: z.string().nullable(),
  ticketUrl: z.string().nullable(),
  /** 'Get Tickets' when tickets are sold elsewhere, else null (the card shows RSVP counts). */
  ctaLabel: z.string().nullable(),
  /** From me to the venue, rounded like every distance; null while I have no location. */
  distance: z.string().nullable(),
  status: z.enum(EVENT_STATUSES),
  visibility: z.enum(EVENT_VISIBILITIES),
  host: EventHostSchema.nullable(),
  going: z.number().int(),
  interested: z.number().int(),
  capacity: z.number().int().nullable(),
  myRsvp: z.enum(RSVP_STATES).nullable(),
  isHost: z.boolean(),
});
export type EventCard = z.infer<typeof EventCardSchema>;

/** The event page: the card, the place's public point for directions, my place in the waitlist. */
export const EventDetailSchema = EventCardSchema.extend({
  address: z.string(),
  /** The venue's point or the city's centre (public places only). */
  latitude: z.number(),
  longitude: z.number(),
  /** Wall-clock times in the event's zone (the edit form's fields). */
  startsLocal: z.string(),
  endsLocal: z.string(),
  attendeeList: z.enum(EVENT_ATTENDEE_LISTS),
  canSeeAttendees: z.boolean(),
  waitlisted: z.number().int(),
  /** 1 = next to get a spot; null unless I am waitlisted. */
  waitlistPosition: z.number().int().nullable(),
  /** The invite link's token: the host's only. */
  inviteToken: z.string().nullable(),
  coverPhotoId: z.string().nullable(),
});
export type EventDetail = z.infer<typeof EventDetailSchema>;

export const EventAttendeeSchema = z.object({
  id: z.string(),
  username: z.string(),
  displayName: z.string().nullable(),
  avatarUrl: z.string().nullable(),
});
export type EventAttendee = z.infer<typeof EventAttendeeSchema>;

export const EventAttendeesSchema = z.object({
  going: z.array(EventAttendeeSchema),
  interested: z.array(EventAttendeeSchema),
  /** In order (first gets the next spot); the host's only, else empty. */
  waitlist: z.array(EventAttendeeSchema),
});
export type EventAttendees = z.infer<typeof EventAttendeesSchema>;

export const EventsPageSchema = z.object({
  events: z.array(EventCardSchema),
  /** Where the list is measured from; null when I have no location (then every upcoming event). */
  radiusKm: z.number().int().nullable(),
});
export type EventsPage = z.infer<typeof EventsPageSchema>;

/** A cover upload: private files signed per viewer of the event. */
export const EventCoverSchema = z.object({
  id: z.string(),
  url: z.string(),
  thumbUrl: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type EventCover = z.infer<typeof EventCoverSchema>;
