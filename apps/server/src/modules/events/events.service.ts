import { randomBytes, randomUUID } from 'node:crypto';
import type {
  ContentReportBody,
  EventAttendees,
  EventCard,
  EventCreateBody,
  EventDetail,
  EventHost,
  EventsPage,
  EventTab,
  EventUpdateBody,
  RsvpBody,
} from '@blaze/contracts';
import {
  CITIES,
  EVENT_ATTENDEES_MAX,
  EVENT_MAX_AHEAD_DAYS,
  EVENT_MAX_HOURS,
  EVENT_REMINDER_HOURS,
  EVENTS_WINDOW_DAYS,
  NEARBY_DEFAULT_RADIUS_KM,
  PARTIES_COUNT_DAYS,
  type EventKind,
} from '@blaze/contracts';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { Point } from '../../lib/geo.ts';
import type { PhotosService } from '../photos/photos.service.ts';
import type { PlacesService } from '../places/places.service.ts';
import type { ProfilesService } from '../profiles/profiles.service.ts';
import type { SafetyService } from '../safety/safety.service.ts';
import { DEMO_EVENTS } from './demo-events.ts';
import { instantToZoned, isTimeZone, zonedToInstant } from './event-time.ts';
import { toEventCard, toEventDetail, type CardContext } from './events.mapper.ts';
import {
  eventsRepository,
  type EventRow,
  type EventsFilter,
  type NewEvent,
} from './events.repository.ts';
import type { JobQueue } from '../jobs/jobs.service.ts';

export { eventListedTo } from './events.repository.ts';

const HOUR_MS = 3600 * 1000;
const DAY_MS = 24 * HOUR_MS;
const LIST_MAX = 100;
/** A night that started a few hours ago is still worth showing. */
const STILL_ON_MS = 6 * HOUR_MS;
const DEMO_REFRESH_MS = 6 * HOUR_MS;
const REMINDER_SWEEP_MS = 5 * 60 * 1000;
/** A new event may start at most this long ago (a host adding tonight's party late). */
const START_GRACE_MS = HOUR_MS;

/** What the events module records in the activity list (repeats of a change renew the item). */
export type EventActivityPort = {
  record(item: {
    kind: 'event_updated' | 'event_cancelled' | 'event_spot' | 'event_reminder';
    recipientId: string;
    actorId: string;
    eventId: string;
    renew?: boolean;
  }): Promise<void>;
};

type Deps = {
  db: Database;
  clock: Clock;
  profiles: Pick<ProfilesService, 'locationState' | 'authorsByIds' | 'demoMemberIds'>;
  photos: Pick<PhotosService, 'eventCovers'>;
  places: Pick<PlacesService, 'venueRef' | 'venueByName' | 'ownsVenue'>;
  safety: Pick<SafetyService, 'reportContent'>;
  activity: EventActivityPort;
};

const bad = (message: string) => new AppError(400, 'BAD_REQUEST', message);
const eventGone = () => notFound('This event is not available.');
const conflict = (message: string) => new AppError(409, 'CONFLICT', message);
const endOf = (row: EventRow) => row.endsAt ?? new Date(row.startsAt.getTime() + STILL_ON_MS);

type Place = Pick<
  NewEvent,
  'venueId' | 'venue' | 'address' | 'city' | 'latitude' | 'longitude' | 'timeZone' | 'hostedByVenue'
>;

/**
 * Events with RSVP (issue 16, decision 024). Who sees an event is one SQL rule in the repository
 * (`eventVisibleTo`, `eventListedTo`); answers are decided under the event's row lock, so the last spot
 * goes to one member and a freed spot to the first waiting. Changes, cancellations, opened spots and
 * reminders reach members through the activity port; time comes from the Clock.
 */
/**
 * The reminder sweep: everyone going or interested in a live event is told once when its start is
 * EVENT_REMINDER_HOURS away by the clock. Answers how many were reminded.
 */
export function eventReminders({
  db,
  clock,
  activity,
}: Pick<Deps, 'db' | 'clock' | 'activity'>): () => Promise<number> {
  const repo = eventsRepository(db);
  return async () => {
    const now = clock.now();
    const due = await repo.takeDueReminders(
      now,
      new Date(now.getTime() + EVENT_REMINDER_HOURS * HOUR_MS),
    );
    for (const d of due)
      await activity.record({
        kind: 'event_reminder',
        recipientId: d.userId,
        actorId: d.hostId,
        eventId: d.eventId,
      });
    return due.length;
  };
}

export function eventsService({ db, clock, profiles, photos, places, safety, activity }: Deps) {
  const repo = eventsRepository(db);

  async function myPoint(viewerId: string): Promise<Point | null> {
    const me = await profiles.locationState(viewerId);
    return me.latitude !== null && me.longitude !== null
      ? { lat: me.latitude, lng: me.longitude }
      : null;
  }

  /** Everything cards need, in a few queries for the whole list. */
  async function contexts(viewerId: string, rows: EventRow[], here: Point | null) {
    const ids = rows.map((r) => r.id);
    const [counts, mine, authors, covers] = await Promise.all([
      repo.counts(ids),
      repo.answersOf(viewerId, ids),
      profiles.authorsByIds([...new Set(rows.flatMap((r) => (r.hostId ? [r.hostId] : [])))]),
      photos.eventCovers(
        viewerId,
        rows.flatMap((r) => (r.coverPhotoId ? [r.coverPhotoId] : [])),
      ),
    ]);
    return (row: EventRow): CardContext => {
      const author = row.hostId ? authors.get(row.hostId) : undefined;
      let host: EventHost | null = null;
      if (row.hostedByVenue && row.venueId)
        host = { kind: 'venue', id: row.venueId, name: row.venue, avatarUrl: null };
      else if (author)
        host = {
          kind: 'member',
          id: author.id,
          name: author.displayName ?? author.username,
          avatarUrl: author.avatarUrl,
        };
      const cover = row.coverPhotoId ? covers.get(row.coverPhotoId) : undefined;
      return {
        viewerId,
        here,
        counts: counts.get(row.id),
        mine: mine.get(row.id),
        host,
        coverUrl: cover && cover.ownerId === row.hostId ? cover.photo.url : null,
      };
    };
  }

  async function cards(viewerId: string, rows: EventRow[], here: Point | null) {
    const ctx = await contexts(viewerId, rows, here);
    return rows.map((r) => toEventCard(r, ctx(r)));
  }

  function mayListAttendees(row: EventRow, viewerId: string, mine: string | undefined) {
    if (row.hostId === viewerId) return true;
    if (row.attendeeList === 'everyone') return true;
    return row.attendeeList === 'attendees' && (mine === 'going' || mine === 'interested');
  }

  async function detail(viewerId: string, row: EventRow): Promise<EventDetail> {
    const ctx = (await contexts(viewerId, [row], await myPoint(viewerId)))(row);
    return toEventDetail(row, ctx, {
      canSeeAttendees: mayListAttendees(row, viewerId, ctx.mine?.status),
      waitlistPosition:
        ctx.mine?.status === 'waitlisted' ? await repo.waitlistPlace(row.id, viewerId) : null,
    });
  }

  async function visible(viewerId: string, id: string, invite?: string): Promise<EventRow> {
    const row = await repo.visible(viewerId, id, invite ?? null);
    if (!row) throw eventGone();
    return row;
  }

  /** His own event, for a change: another member's is a 403 when he may see it, else a 404. */
  async function hosted(hostId: string, id: string): Promise<EventRow> {
    const row = await visible(hostId, id);
    if (row.hostId !== hostId)
      throw new AppError(403, 'FORBIDDEN', 'Only the host can change this event.');
    return row;
  }

  async function placeOf(
    hostId: string,
    venueId: string | null | undefined,
    city: string | null | undefined,
    timeZone: string | undefined,
  ): Promise<Place> {
    if (venueId && city) throw bad('Pick a venue or a city, not both.');
    if (venueId) {
      const venue = await places.venueRef(venueId);
      if (!venue) throw notFound('This venue is not available.');
      return {
        venueId: venue.id,
        venue: venue.name,
        address: venue.address,
        city: venue.city,
        latitude: venue.latitude,
        longitude: venue.longitude,
        timeZone: venue.timeZone,
        hostedByVenue: await places.ownsVenue(hostId, venue.id),
      };
    }
    const found = city ? CITIES.find((c) => c.name === city) : undefined;
    if (!found) throw bad('Pick a venue or a city for the event.');
    if (!timeZone || !isTimeZone(timeZone))
      throw bad('Pick the time zone the times are in (for example Europe/Berlin).');
    return {
      venueId: null,
      venue: '',
      address: '',
      city: found.name,
      latitude: found.lat,
      longitude: found.lng,
      timeZone,
      hostedByVenue: false,
    };
  }

  /** `newStart`: the start is new (a new event, or a moved start), so it may not lie in the past. */
  function timesOf(startsLocal: string, endsLocal: string, zone: string, newStart: boolean) {
    const startsAt = zonedToInstant(startsLocal, zone);
    const endsAt = zonedToInstant(endsLocal, zone);
    if (!startsAt) throw bad('The start is not a real date and time.');
    if (!endsAt) throw bad('The end is not a real date and time.');
    const now = clock.now().getTime();
    if (endsAt.getTime() <= now) throw bad('The end is in the past: pick a time still to come.');
    if (endsAt.getTime() <= startsAt.getTime()) throw bad('The end must be after the start.');
    if (newStart && startsAt.getTime() < now - START_GRACE_MS)
      throw bad('The start is in the past: pick a time still to come.');
    if (startsAt.getTime() > now + EVENT_MAX_AHEAD_DAYS * DAY_MS)
      throw bad('An event can be planned at most a year ahead.');
    if (endsAt.getTime() - startsAt.getTime() > EVENT_MAX_HOURS * HOUR_MS)
      throw bad('An event can last at most 7 days.');
    return { startsAt, endsAt };
  }

  async function assertCover(hostId: string, coverPhotoId: string | null | undefined) {
    if (!coverPhotoId) return;
    const cover = (await photos.eventCovers(hostId, [coverPhotoId])).get(coverPhotoId);
    if (!cover || cover.ownerId !== hostId)
      throw bad('The cover photo is missing. Upload it again.');
  }

  function assertTicketsOrCapacity(ticketUrl: string | null, capacity: number | null) {
    if (ticketUrl && capacity !== null)
      throw bad(
        'A ticketed event has no RSVP capacity: leave capacity empty, or remove the ticket link.',
      );
  }

  async function tell(
    kind: 'event_updated' | 'event_cancelled' | 'event_spot',
    row: EventRow,
    recipients: string[],
  ) {
    if (!row.hostId) return;
    for (const recipientId of recipients)
      await activity.record({
        kind,
        recipientId,
        actorId: row.hostId,
        eventId: row.id,
        renew: kind !== 'event_cancelled',
      });
  }

  async function list(
    viewerId: string,
    q: { tab?: EventTab; kind?: EventKind; radiusKm: number; venueId?: string },
    publicOnly = false,
  ): Promise<EventsPage> {
    const here = await myPoint(viewerId);
    const now = clock.now().getTime();
    const tab = q.tab ?? 'near';
    let rows: EventRow[];
    let radiusKm: number | null = null;
    if (tab === 'going') rows = await repo.answeredBy(viewerId, new Date(now), LIST_MAX);
    else if (tab === 'hosting') rows = await repo.hostedBy(viewerId, new Date(now), LIST_MAX);
    else {
      // A venue's events are listed wherever he is; otherwise what is on around him.
      const around = !q.venueId && here ? { ...here, radiusM: q.radiusKm * 1000 } : null;
      radiusKm = around ? q.radiusKm : null;
      rows = await repo.upcoming(
        {
          kind: q.kind,
          venueId: q.venueId,
          from: new Date(now - STILL_ON_MS),
          until: new Date(now + EVENTS_WINDOW_DAYS * DAY_MS),
          around,
          publicOnly,
        },
        viewerId,
        LIST_MAX,
      );
    }
    if (tab !== 'near' && q.kind) rows = rows.filter((r) => r.kind === q.kind);
    return { events: await cards(viewerId, rows, here), radiusKm };
  }

  return {
    /** His data export (decision 032): the events he hosts and his RSVPs. */
    exportOf(userId: string) {
      return repo.exportOf(userId);
    },

    list: (viewerId: string, q: Parameters<typeof list>[1]) => list(viewerId, q),

    /** Public events around me (the feed's event cards). */
    upcoming: (viewerId: string, q: { kind?: EventKind; radiusKm: number }) =>
      list(viewerId, { ...q, tab: 'near' }, true),

    /** Cards of these events in the order of `ids`, as listed to the viewer, without a distance (search). */
    async cardsByIds(viewerId: string, ids: string[]): Promise<EventCard[]> {
      const rows = await repo.listedByIds(viewerId, ids);
      const byId = new Map((await cards(viewerId, rows, null)).map((c) => [c.id, c]));
      return ids.flatMap((id) => {
        const card = byId.get(id);
        return card ? [card] : [];
      });
    },

    /** The home strip's 'Parties': public parties in the coming week within the nearby radius. */
    async partiesCount(viewerId: string): Promise<number> {
      const here = await myPoint(viewerId);
      const now = clock.now().getTime();
      const filter: EventsFilter = {
        kind: 'party',
        from: new Date(now - STILL_ON_MS),
        until: new Date(now + PARTIES_COUNT_DAYS * DAY_MS),
        around: here && { ...here, radiusM: NEARBY_DEFAULT_RADIUS_KM * 1000 },
        publicOnly: true,
      };
      return repo.count(filter, viewerId);
    },

    async byId(viewerId: string, id: string, invite?: string): Promise<EventDetail> {
      return detail(viewerId, await visible(viewerId, id, invite));
    },

    async create(hostId: string, body: EventCreateBody): Promise<EventDetail> {
      const place = await placeOf(hostId, body.venueId, body.city, body.timeZone);
      const times = timesOf(body.startsAt, body.endsAt, place.timeZone!, true);
      const ticketUrl = body.ticketUrl ?? null;
      const capacity = body.capacity ?? null;
      assertTicketsOrCapacity(ticketUrl, capacity);
      await assertCover(hostId, body.coverPhotoId);
      const now = clock.now();
      const [row] = await repo.insert([
        {
          id: randomUUID(),
          hostId,
          kind: body.kind,
          title: body.title,
          details: body.details ?? '',
          ...place,
          ...times,
          coverPhotoId: body.coverPhotoId ?? null,
          ticketUrl,
          capacity,
          visibility: body.visibility ?? 'public',
          attendeeList: body.attendeeList ?? 'everyone',
          inviteToken: randomBytes(18).toString('base64url'),
          createdAt: now,
          updatedAt: now,
        },
      ]);
      if (!row) throw new Error('event insert returned no row');
      return detail(hostId, row);
    },

    /**
     * The host's edit. A change of time or place is told to everyone who answered; a capacity raised
     * (or lifted) gives spots to the first waiting, who are told.
     */
    async update(hostId: string, id: string, body: EventUpdateBody): Promise<EventDetail> {
      const row = await hosted(hostId, id);
      if (row.status !== 'live')
        throw conflict('This event is cancelled and can no longer change.');
      const changes: Partial<NewEvent> = {};
      if (body.title !== undefined) changes.title = body.title;
      if (body.details !== undefined) changes.details = body.details;
      if (body.kind !== undefined) changes.kind = body.kind;
      if (body.visibility !== undefined) changes.visibility = body.visibility;
      if (body.attendeeList !== undefined) changes.attendeeList = body.attendeeList;
      if (body.capacity !== undefined) changes.capacity = body.capacity;
      if (body.ticketUrl !== undefined) changes.ticketUrl = body.ticketUrl;
      if (body.coverPhotoId !== undefined) {
        await assertCover(hostId, body.coverPhotoId);
        changes.coverPhotoId = body.coverPhotoId;
      }
      const placeChanged = body.venueId !== undefined || body.city !== undefined;
      let zone = row.timeZone;
      if (placeChanged) {
        const place = await placeOf(hostId, body.venueId, body.city, body.timeZone ?? row.timeZone);
        Object.assign(changes, place);
        zone = place.timeZone!;
      } else if (body.timeZone !== undefined) {
        if (row.venueId) throw bad("A venue's events use the venue's time zone.");
        if (!isTimeZone(body.timeZone))
          throw bad('Pick the time zone the times are in (for example Europe/Berlin).');
        zone = body.timeZone;
        changes.timeZone = zone;
      }
      if (body.startsAt !== undefined || body.endsAt !== undefined || zone !== row.timeZone)
        Object.assign(
          changes,
          timesOf(
            body.startsAt ?? instantToZoned(row.startsAt, row.timeZone),
            body.endsAt ?? instantToZoned(endOf(row), row.timeZone),
            zone,
            body.startsAt !== undefined,
          ),
        );
      assertTicketsOrCapacity(
        changes.ticketUrl !== undefined ? changes.ticketUrl : row.ticketUrl,
        changes.capacity !== undefined ? changes.capacity : row.capacity,
      );
      const done = await repo.update(id, hostId, changes, clock.now());
      if (!done) throw eventGone();
      const after = done.row;
      const moved =
        after.startsAt.getTime() !== row.startsAt.getTime() ||
        endOf(after).getTime() !== endOf(row).getTime() ||
        after.venueId !== row.venueId ||
        after.city !== row.city ||
        after.latitude !== row.latitude ||
        after.longitude !== row.longitude;
      if (moved)
        await tell(
          'event_updated',
          after,
          (await repo.answeredIds(id)).filter((u) => !done.promoted.includes(u)),
        );
      await tell('event_spot', after, done.promoted);
      return detail(hostId, after);
    },

    /** The host calls it off: everyone who answered is told; it stays visible to them, marked cancelled. */
    async cancel(hostId: string, id: string): Promise<EventDetail> {
      const row = await hosted(hostId, id);
      if (row.status !== 'live') throw conflict('This event is already cancelled.');
      const done = await repo.update(id, hostId, { status: 'cancelled' }, clock.now());
      if (!done) throw eventGone();
      await tell('event_cancelled', done.row, await repo.answeredIds(id));
      return detail(hostId, done.row);
    },

    /**
     * Going or interested. Going takes a free spot or joins the waitlist (decided under the event's
     * lock); a ticketed event takes 'interested' only. A spot he gives up goes to the first waiting.
     */
    async rsvp(viewerId: string, id: string, body: RsvpBody): Promise<EventDetail> {
      const row = await visible(viewerId, id, body.invite);
      if (row.hostId === viewerId) throw bad("You're the host of this event.");
      if (row.status !== 'live') throw conflict('This event is cancelled.');
      if (endOf(row).getTime() <= clock.now().getTime()) throw conflict('This event is over.');
      if (row.ticketUrl && body.status === 'going')
        throw bad(
          'Tickets for this event are sold by the organiser: use Get Tickets, or mark yourself interested.',
        );
      const outcome = await repo.rsvp(id, viewerId, body.status, clock.now());
      if (!outcome.ok)
        throw outcome.reason === 'gone' ? eventGone() : conflict('This event is cancelled.');
      await tell('event_spot', row, outcome.promoted);
      return detail(viewerId, row);
    },

    /** Takes his answer back (a spot he held goes to the first waiting). */
    async cancelRsvp(viewerId: string, id: string): Promise<EventDetail> {
      const row = await visible(viewerId, id);
      const done = await repo.cancelRsvp(id, viewerId, clock.now());
      if (!done) throw notFound("You haven't answered this event.");
      await tell('event_spot', row, done.promoted);
      // He may no longer see an invite-only or followers-only event once his answer is gone.
      const still = await repo.visible(viewerId, id, null);
      return detail(viewerId, still ?? row);
    },

    /** Who is going, interested and (for the host) waiting, as the host allows; blocked members left out. */
    async attendees(viewerId: string, id: string): Promise<EventAttendees> {
      const row = await visible(viewerId, id);
      const mine = (await repo.answersOf(viewerId, [id])).get(id)?.status;
      if (!mayListAttendees(row, viewerId, mine))
        throw new AppError(403, 'FORBIDDEN', 'The host keeps the guest list private.');
      const rows = await repo.attendees(id, viewerId, EVENT_ATTENDEES_MAX);
      const people = await profiles.authorsByIds(rows.map((r) => r.userId));
      const of = (status: string) =>
        rows
          .filter((r) => r.status === status)
          .slice(0, EVENT_ATTENDEES_MAX)
          .flatMap((r) => {
            const p = people.get(r.userId);
            return p
              ? [
                  {
                    id: p.id,
                    username: p.username,
                    displayName: p.displayName,
                    avatarUrl: p.avatarUrl,
                  },
                ]
              : [];
          });
      return {
        going: of('going'),
        interested: of('interested'),
        waitlist: row.hostId === viewerId ? of('waitlisted') : [],
      };
    },

    async report(viewerId: string, id: string, body: ContentReportBody): Promise<number> {
      const row = await visible(viewerId, id);
      if (row.hostId === viewerId) throw bad("You can't report your own event.");
      if (!row.hostId) throw bad('This event is part of the Blaze calendar: tell us through Help.');
      return safety.reportContent({
        reporterId: viewerId,
        reportedId: row.hostId,
        targetKind: 'event',
        targetId: row.id,
        evidence: JSON.stringify({
          title: row.title,
          details: row.details,
          venue: row.venue,
          city: row.city,
          startsAt: row.startsAt.toISOString(),
          ticketUrl: row.ticketUrl,
          coverPhotoId: row.coverPhotoId,
        }),
        reason: body.reason,
        details: body.details ?? null,
      });
    },

    /** Reminds everyone going or interested, once, when the start is EVENT_REMINDER_HOURS away. */
    sendReminders: eventReminders({ db, clock, activity }),

    /** Sends due event reminders every five minutes, once across the nodes (decision 033). */
    registerJobs(jobs: Pick<JobQueue, 'every'>): void {
      jobs.every('events.reminders', REMINDER_SWEEP_MS / 1000, () => this.sendReminders());
    },

    /**
     * Keeps the demo calendar alive: when most demo nights are over, the coming week is added as
     * ordinary events hosted by demo members, at the seeded venue of that name when there is one (else
     * in the city), with a few demo members' answers.
     */
    async ensureDemoEvents(): Promise<number> {
      const now = clock.now();
      if ((await repo.upcomingDemoCount(now)) >= DEMO_EVENTS.length / 2) return 0;
      const hostsByCity = await demoHostsByCity();
      const allDemo = [...hostsByCity.values()].flat();
      if (allDemo.length === 0) return 0;
      const today = new Date(now);
      today.setUTCHours(0, 0, 0, 0);
      const rows: NewEvent[] = [];
      for (const [i, e] of DEMO_EVENTS.entries()) {
        const local = new Date(today.getTime() + e.inDays * DAY_MS);
        const day = local.toISOString().slice(0, 10);
        const startsAt =
          zonedToInstant(`${day}T${String(e.hour).padStart(2, '0')}:00`, e.timeZone) ?? local;
        const city = CITIES.find((c) => c.name === e.city);
        const venue = await places.venueByName(e.venue, e.city);
        const locals = hostsByCity.get(e.city) ?? allDemo;
        // A venue run by a demo member hosts its own nights; nobody else is made a host unasked.
        const owner = venue?.ownerId && allDemo.includes(venue.ownerId) ? venue.ownerId : null;
        const hostId = owner ?? locals[i % locals.length]!;
        rows.push({
          id: randomUUID(),
          hostId,
          hostedByVenue: venue !== null && venue.ownerId === hostId,
          kind: e.kind,
          title: e.title,
          details: e.details,
          venueId: venue?.id ?? null,
          venue: venue?.name ?? '',
          address: venue?.address ?? '',
          city: e.city,
          latitude: venue?.latitude ?? city?.lat ?? e.lat,
          longitude: venue?.longitude ?? city?.lng ?? e.lng,
          timeZone: venue?.timeZone ?? e.timeZone,
          startsAt,
          endsAt: new Date(startsAt.getTime() + e.hours * HOUR_MS),
          badge: e.badge,
          capacity: e.capacity,
          ticketUrl: e.ticketUrl,
          inviteToken: randomBytes(18).toString('base64url'),
          isDemo: true,
          createdAt: now,
          updatedAt: now,
        });
      }
      const inserted = await repo.insert(rows);
      // A few demo members answer each (fewer than its capacity, so there is room for a newcomer).
      await repo.addDemoAnswers(
        inserted.flatMap((ev, i) => {
          const pool = (hostsByCity.get(ev.city) ?? allDemo).filter((id) => id !== ev.hostId);
          const n = Math.min(pool.length, ev.capacity === null ? 3 + (i % 4) : ev.capacity - 1);
          const from = pool.length > n ? (i * 3) % (pool.length - n) : 0;
          return pool.slice(from, from + n).map((userId, k) => ({
            eventId: ev.id,
            userId,
            status: ev.ticketUrl || k % 3 === 2 ? ('interested' as const) : ('going' as const),
            at: new Date(now.getTime() - (k + 1) * HOUR_MS),
          }));
        }),
      );
      return inserted.length;
    },

    /** A long-running demo server keeps having something on next week (once across the nodes). */
    registerDemoJobs(jobs: Pick<JobQueue, 'every'>): void {
      jobs.every('events.demo-calendar', DEMO_REFRESH_MS / 1000, () => this.ensureDemoEvents());
    },
  };

  /** Demo members by the city they are in (the hosts and guests of the demo calendar). */
  async function demoHostsByCity(): Promise<Map<string, string[]>> {
    const out = new Map<string, string[]>();
    for (const id of await profiles.demoMemberIds()) {
      const city = (await profiles.locationState(id)).city ?? '';
      out.set(city, [...(out.get(city) ?? []), id]);
    }
    return out;
  }
}

export type EventsService = ReturnType<typeof eventsService>;
