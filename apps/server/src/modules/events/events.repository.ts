import { and, asc, count, eq, gt, gte, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { earthAt, withinRadius } from '../../db/earth.ts';
import { eventRsvps, events } from '../../db/schema.ts';
import { blockedEitherWay } from '../blocks/blocks.service.ts';
import { followsMember } from '../follows/follows.service.ts';

export type NewEvent = typeof events.$inferInsert;
export type EventRow = typeof events.$inferSelect;
export type RsvpStatus = 'going' | 'interested' | 'waitlisted';
export type EventsFilter = {
  kind: string | undefined;
  from: Date;
  until: Date;
  around: { lat: number; lng: number; radiusM: number } | null;
  venueId?: string | undefined;
  /** The feed and the home strip: public events only. */
  publicOnly?: boolean;
};
export type RsvpCounts = { going: number; interested: number; waitlisted: number };
export type MyRsvp = { status: RsvpStatus; remindedAt: Date | null };

const venuePoint = sql`ll_to_earth(${events.latitude}, ${events.longitude})`;
const hostNotBlocked = (viewer: unknown) =>
  sql`(${events.hostId} is null or not ${blockedEitherWay(viewer, events.hostId)})`;
const hasRsvp = (viewer: unknown) =>
  sql`exists (select 1 from ${eventRsvps} r where r.event_id = ${events.id} and r.user_id = ${viewer})`;

/**
 * An event listed to a viewer (lists and search): live, no block either way with the host, and public
 * or (followers-only) of a host he follows. Invite-only events are never listed to anyone but their
 * host and those who answered (the Going and Hosting tabs).
 */
export const eventListedTo = (viewer: unknown): SQL =>
  sql`(${events.status} = 'live' and ${hostNotBlocked(viewer)} and (${events.visibility} = 'public'
    or (${events.visibility} = 'followers' and (${events.hostId} = ${viewer} or ${followsMember(viewer, events.hostId)}))))`;

/**
 * The one rule for opening an event by id: the host; else no block either way with the host, and either
 * he answered it (also once cancelled) or it is live and public, followers-only of a host he follows,
 * or invite-only with its token.
 */
const eventVisibleTo = (viewer: string, invite: string | null): SQL =>
  sql`(${events.hostId} = ${viewer} or (${hostNotBlocked(viewer)} and (${hasRsvp(viewer)}
    or (${events.status} = 'live' and (${events.visibility} = 'public'
      or (${events.visibility} = 'followers' and ${followsMember(viewer, events.hostId)})
      or (${events.visibility} = 'invite' and ${events.inviteToken} = ${invite}))))))`;

function where(q: EventsFilter, viewerId: string | null) {
  return and(
    // Still on (started a few hours ago at most), or coming up within the window.
    gte(events.startsAt, q.from),
    lt(events.startsAt, q.until),
    q.kind ? eq(events.kind, q.kind) : undefined,
    q.venueId ? eq(events.venueId, q.venueId) : undefined,
    q.around ? withinRadius(venuePoint, earthAt(q.around), q.around.radiusM) : undefined,
    q.publicOnly || viewerId === null
      ? and(eq(events.visibility, 'public'), eq(events.status, 'live'))
      : undefined,
    viewerId === null ? undefined : eventListedTo(viewerId),
  );
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Locks the event's row for this transaction: every RSVP change of one event runs one at a time. */
async function lockEvent(tx: Tx, eventId: string): Promise<EventRow | null> {
  const [row] = await tx.select().from(events).where(eq(events.id, eventId)).for('update');
  return row ?? null;
}

async function goingCount(tx: Tx, eventId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(eventRsvps)
    .where(and(eq(eventRsvps.eventId, eventId), eq(eventRsvps.status, 'going')));
  return Number(row?.n ?? 0);
}

/**
 * Fills free spots from the waitlist, first come first served (under the event's lock). Answers who got
 * a spot, in order.
 */
async function promote(tx: Tx, event: EventRow, now: Date): Promise<string[]> {
  if (event.status !== 'live' || event.ticketUrl) return [];
  const free =
    event.capacity === null
      ? Number.MAX_SAFE_INTEGER
      : event.capacity - (await goingCount(tx, event.id));
  if (free <= 0) return [];
  const next = await tx
    .select({ userId: eventRsvps.userId })
    .from(eventRsvps)
    .where(and(eq(eventRsvps.eventId, event.id), eq(eventRsvps.status, 'waitlisted')))
    .orderBy(asc(eventRsvps.waitlistPosition), asc(eventRsvps.userId))
    .limit(Math.min(free, 10_000));
  const ids = next.map((r) => r.userId);
  if (ids.length === 0) return [];
  await tx
    .update(eventRsvps)
    .set({ status: 'going', waitlistPosition: null, updatedAt: now })
    .where(and(eq(eventRsvps.eventId, event.id), inArray(eventRsvps.userId, ids)));
  return ids;
}

export type RsvpOutcome =
  | { ok: true; status: RsvpStatus; promoted: string[] }
  | { ok: false; reason: 'gone' | 'cancelled' };

export function eventsRepository(db: Database) {
  return {
    /** His data export (decision 032): the events he hosts and his RSVPs (others' events by name). */
    async exportOf(userId: string) {
      const [hosted, rsvps] = await Promise.all([
        db
          .select({
            id: events.id,
            kind: events.kind,
            title: events.title,
            details: events.details,
            venue: events.venue,
            address: events.address,
            city: events.city,
            timeZone: events.timeZone,
            startsAt: events.startsAt,
            endsAt: events.endsAt,
            capacity: events.capacity,
            visibility: events.visibility,
            attendeeList: events.attendeeList,
            status: events.status,
            createdAt: events.createdAt,
          })
          .from(events)
          .where(eq(events.hostId, userId))
          .orderBy(asc(events.startsAt)),
        db
          .select({
            eventId: events.id,
            title: events.title,
            venue: events.venue,
            city: events.city,
            startsAt: events.startsAt,
            status: eventRsvps.status,
            waitlistPosition: eventRsvps.waitlistPosition,
            answeredAt: eventRsvps.createdAt,
          })
          .from(eventRsvps)
          .innerJoin(events, eq(events.id, eventRsvps.eventId))
          .where(eq(eventRsvps.userId, userId))
          .orderBy(asc(events.startsAt)),
      ]);
      return { hosted, rsvps };
    },

    upcoming(q: EventsFilter, viewerId: string | null, limit: number): Promise<EventRow[]> {
      return db
        .select()
        .from(events)
        .where(where(q, viewerId))
        .orderBy(asc(events.startsAt), asc(events.id))
        .limit(limit);
    },

    async count(q: EventsFilter, viewerId: string | null): Promise<number> {
      const [row] = await db.select({ n: count() }).from(events).where(where(q, viewerId));
      return Number(row?.n ?? 0);
    },

    /** Events he answered (going, interested or waitlisted), not yet over, hosts blocked either way left out. */
    answeredBy(viewerId: string, from: Date, limit: number): Promise<EventRow[]> {
      return db
        .select()
        .from(events)
        .where(
          and(
            hasRsvp(viewerId),
            hostNotBlocked(viewerId),
            or(
              gte(events.endsAt, from),
              and(sql`${events.endsAt} is null`, gte(events.startsAt, from)),
            ),
          ),
        )
        .orderBy(asc(events.startsAt), asc(events.id))
        .limit(limit);
    },

    /** His own events, not yet over, cancelled ones too. */
    hostedBy(hostId: string, from: Date, limit: number): Promise<EventRow[]> {
      return db
        .select()
        .from(events)
        .where(
          and(
            eq(events.hostId, hostId),
            or(
              gte(events.endsAt, from),
              and(sql`${events.endsAt} is null`, gte(events.startsAt, from)),
            ),
          ),
        )
        .orderBy(asc(events.startsAt), asc(events.id))
        .limit(limit);
    },

    async visible(viewerId: string, id: string, invite: string | null): Promise<EventRow | null> {
      const [row] = await db
        .select()
        .from(events)
        .where(and(eq(events.id, id), eventVisibleTo(viewerId, invite)))
        .limit(1);
      return row ?? null;
    },

    async upcomingDemoCount(from: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(events)
        .where(and(eq(events.isDemo, true), gte(events.startsAt, from)));
      return Number(row?.n ?? 0);
    },

    /** These events as the viewer may find them listed (search), in any order. */
    listedByIds(viewerId: string, ids: string[]): Promise<EventRow[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(events)
        .where(and(inArray(events.id, ids), eventListedTo(viewerId)));
    },

    async insert(rows: NewEvent[]): Promise<EventRow[]> {
      if (rows.length === 0) return [];
      return db.insert(events).values(rows).returning();
    },

    /** How many are going, interested and waitlisted, by event. */
    async counts(eventIds: string[]): Promise<Map<string, RsvpCounts>> {
      const out = new Map<string, RsvpCounts>();
      if (eventIds.length === 0) return out;
      const rows = await db
        .select({ eventId: eventRsvps.eventId, status: eventRsvps.status, n: count() })
        .from(eventRsvps)
        .where(inArray(eventRsvps.eventId, eventIds))
        .groupBy(eventRsvps.eventId, eventRsvps.status);
      for (const r of rows) {
        const c = out.get(r.eventId) ?? { going: 0, interested: 0, waitlisted: 0 };
        c[r.status as RsvpStatus] = Number(r.n);
        out.set(r.eventId, c);
      }
      return out;
    },

    /** His answers to these events, by event. */
    async answersOf(userId: string, eventIds: string[]): Promise<Map<string, MyRsvp>> {
      if (eventIds.length === 0) return new Map();
      const rows = await db
        .select({
          eventId: eventRsvps.eventId,
          status: eventRsvps.status,
          remindedAt: eventRsvps.remindedAt,
        })
        .from(eventRsvps)
        .where(and(eq(eventRsvps.userId, userId), inArray(eventRsvps.eventId, eventIds)));
      return new Map(
        rows.map((r) => [r.eventId, { status: r.status as RsvpStatus, remindedAt: r.remindedAt }]),
      );
    },

    /** 1 when he is next for a spot; null when he is not waitlisted. */
    async waitlistPlace(eventId: string, userId: string): Promise<number | null> {
      const result = await db.execute(sql`
        select count(*)::int as n from ${eventRsvps} w, ${eventRsvps} me
        where me.event_id = ${eventId} and me.user_id = ${userId} and me.status = 'waitlisted'
          and w.event_id = me.event_id and w.status = 'waitlisted'
          and (w.waitlist_position, w.user_id) <= (me.waitlist_position, me.user_id)`);
      const n = Number((result as { rows: Array<{ n: number }> }).rows[0]?.n ?? 0);
      return n > 0 ? n : null;
    },

    /**
     * His answer, decided under the event's lock: 'going' takes a spot while one is free (no limit:
     * always), else joins the end of the waitlist; 'interested' gives up a spot or a waitlist place.
     * A spot he gives up goes to the first waiting.
     */
    rsvp(eventId: string, userId: string, choice: 'going' | 'interested', now: Date) {
      return db.transaction(async (tx): Promise<RsvpOutcome> => {
        const event = await lockEvent(tx, eventId);
        if (!event) return { ok: false, reason: 'gone' };
        if (event.status !== 'live') return { ok: false, reason: 'cancelled' };
        const [mine] = await tx
          .select()
          .from(eventRsvps)
          .where(and(eq(eventRsvps.eventId, eventId), eq(eventRsvps.userId, userId)));
        const was = (mine?.status ?? null) as RsvpStatus | null;
        let status: RsvpStatus = choice;
        let position: number | null = null;
        if (choice === 'going' && (was === 'going' || was === 'waitlisted'))
          return { ok: true, status: was, promoted: [] };
        if (choice === 'going' && event.capacity !== null) {
          if ((await goingCount(tx, eventId)) >= event.capacity) {
            status = 'waitlisted';
            const [last] = await tx
              .select({ p: sql<number>`coalesce(max(${eventRsvps.waitlistPosition}), 0)::int` })
              .from(eventRsvps)
              .where(eq(eventRsvps.eventId, eventId));
            position = Number(last?.p ?? 0) + 1;
          }
        }
        await tx
          .insert(eventRsvps)
          .values({
            eventId,
            userId,
            status,
            waitlistPosition: position,
            createdAt: now,
            updatedAt: now,
          })
          .onConflictDoUpdate({
            target: [eventRsvps.eventId, eventRsvps.userId],
            set: { status, waitlistPosition: position, updatedAt: now },
          });
        const promoted = was === 'going' && status !== 'going' ? await promote(tx, event, now) : [];
        return { ok: true, status, promoted };
      });
    },

    /** Takes his answer back; a spot he held goes to the first waiting. Null when he had none. */
    cancelRsvp(eventId: string, userId: string, now: Date) {
      return db.transaction(async (tx): Promise<{ promoted: string[] } | null> => {
        const event = await lockEvent(tx, eventId);
        if (!event) return null;
        const [gone] = await tx
          .delete(eventRsvps)
          .where(and(eq(eventRsvps.eventId, eventId), eq(eventRsvps.userId, userId)))
          .returning({ status: eventRsvps.status });
        if (!gone) return null;
        return { promoted: gone.status === 'going' ? await promote(tx, event, now) : [] };
      });
    },

    /**
     * The host's change, under the event's lock (a capacity raised or lifted fills spots from the
     * waitlist). Null when it is not his.
     */
    update(eventId: string, hostId: string, changes: Partial<NewEvent>, now: Date) {
      return db.transaction(async (tx) => {
        const event = await lockEvent(tx, eventId);
        if (!event || event.hostId !== hostId) return null;
        const [row] = await tx
          .update(events)
          .set({ ...changes, updatedAt: now })
          .where(eq(events.id, eventId))
          .returning();
        if (!row) return null;
        return { before: event, row, promoted: await promote(tx, row, now) };
      });
    },

    /** Who answered the event (any state), to be told of a change. */
    async answeredIds(eventId: string): Promise<string[]> {
      const rows = await db
        .select({ userId: eventRsvps.userId })
        .from(eventRsvps)
        .where(eq(eventRsvps.eventId, eventId));
      return rows.map((r) => r.userId);
    },

    /**
     * The attendee rows the viewer may see (members blocked either way with him left out), going and
     * interested by when they answered, the waitlist in its order.
     */
    async attendees(eventId: string, viewerId: string, limit: number) {
      const rows = await db
        .select({ userId: eventRsvps.userId, status: eventRsvps.status })
        .from(eventRsvps)
        .where(
          and(
            eq(eventRsvps.eventId, eventId),
            sql`not ${blockedEitherWay(viewerId, eventRsvps.userId)}`,
          ),
        )
        .orderBy(
          asc(eventRsvps.waitlistPosition),
          asc(eventRsvps.createdAt),
          asc(eventRsvps.userId),
        )
        .limit(limit * 3);
      return rows as Array<{ userId: string; status: RsvpStatus }>;
    },

    /**
     * Members to remind now: going or interested in a live event with a host that starts within the
     * window, not reminded yet. Marks them reminded in the same statement, so each is told once even
     * with two server nodes sweeping.
     */
    async takeDueReminders(now: Date, until: Date) {
      // A second sweeper waits on the rows the first updates, then finds them reminded: once each.
      const result = await db.execute(sql`
        update ${eventRsvps} r set reminded_at = ${now.toISOString()}::timestamptz
        from ${events} e
        where r.event_id = e.id and r.reminded_at is null and r.status in ('going', 'interested')
          and e.status = 'live' and e.host_id is not null
          and e.starts_at > ${now.toISOString()}::timestamptz
          and e.starts_at <= ${until.toISOString()}::timestamptz
        returning r.event_id, r.user_id, e.host_id`);
      return (result as { rows: Array<Record<string, string>> }).rows.map((r) => ({
        eventId: String(r.event_id),
        userId: String(r.user_id),
        hostId: String(r.host_id),
      }));
    },

    /** Demo answers (demo members), added once. */
    async addDemoAnswers(
      rows: Array<{ eventId: string; userId: string; status: RsvpStatus; at: Date }>,
    ): Promise<void> {
      if (rows.length === 0) return;
      await db
        .insert(eventRsvps)
        .values(
          rows.map((r) => ({
            eventId: r.eventId,
            userId: r.userId,
            status: r.status,
            createdAt: r.at,
            updatedAt: r.at,
          })),
        )
        .onConflictDoNothing();
    },

    /** Upcoming demo events at most this far ahead, for the demo answers. */
    demoEventsBetween(from: Date, until: Date): Promise<EventRow[]> {
      return db
        .select()
        .from(events)
        .where(
          and(eq(events.isDemo, true), gt(events.startsAt, from), lte(events.startsAt, until)),
        );
    },
  };
}
