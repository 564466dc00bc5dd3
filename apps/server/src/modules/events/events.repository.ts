import { and, asc, count, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { earthAt, withinRadius } from '../../db/earth.ts';
import { events } from '../../db/schema.ts';

export type NewEvent = typeof events.$inferInsert;
export type EventRow = typeof events.$inferSelect;
export type EventsFilter = {
  kind: string | undefined;
  from: Date;
  until: Date;
  around: { lat: number; lng: number; radiusM: number } | null;
};

const venuePoint = sql`ll_to_earth(${events.latitude}, ${events.longitude})`;

function where(q: EventsFilter) {
  return and(
    // Still on (started a few hours ago at most), or coming up within the window.
    gte(events.startsAt, q.from),
    lt(events.startsAt, q.until),
    q.kind ? eq(events.kind, q.kind) : undefined,
    q.around ? withinRadius(venuePoint, earthAt(q.around), q.around.radiusM) : undefined,
  );
}

export function eventsRepository(db: Database) {
  return {
    upcoming(q: EventsFilter, limit: number): Promise<EventRow[]> {
      return db.select().from(events).where(where(q)).orderBy(asc(events.startsAt)).limit(limit);
    },

    async count(q: EventsFilter): Promise<number> {
      const [row] = await db.select({ n: count() }).from(events).where(where(q));
      return Number(row?.n ?? 0);
    },

    async upcomingDemoCount(from: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(events)
        .where(and(eq(events.isDemo, true), gte(events.startsAt, from)));
      return Number(row?.n ?? 0);
    },

    byIds(ids: string[]): Promise<EventRow[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return db.select().from(events).where(inArray(events.id, ids));
    },

    async insert(rows: NewEvent[]): Promise<void> {
      if (rows.length) await db.insert(events).values(rows);
    },
  };
}
