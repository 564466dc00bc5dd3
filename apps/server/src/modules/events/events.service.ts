import { randomUUID } from 'node:crypto';
import type { EventCard, EventsPage } from '@blaze/contracts';
import {
  EVENT_KINDS,
  EVENTS_WINDOW_DAYS,
  formatDistance,
  NEARBY_DEFAULT_RADIUS_KM,
  PARTIES_COUNT_DAYS,
  type EventKind,
} from '@blaze/contracts';
import type { Database } from '../../db/client.ts';
import { distanceM, type Point } from '../../lib/geo.ts';
import type { ProfilesService } from '../profiles/profiles.service.ts';
import { DEMO_EVENTS } from './demo-events.ts';
import { eventsRepository, type EventRow } from './events.repository.ts';

const DAY_MS = 24 * 3600 * 1000;
const LIST_MAX = 100;
/** A night that started a few hours ago is still worth showing. */
const STILL_ON_MS = 6 * 3600 * 1000;
const DEMO_REFRESH_MS = 6 * 3600 * 1000;

const kindOf = (k: string): EventKind =>
  (EVENT_KINDS as readonly string[]).includes(k) ? (k as EventKind) : 'party';

function toCard(row: EventRow, here: Point | null): EventCard {
  return {
    id: row.id,
    kind: kindOf(row.kind),
    title: row.title,
    details: row.details,
    venue: row.venue,
    city: row.city,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt?.toISOString() ?? null,
    imageUrl: row.imageUrl,
    badge: row.badge,
    ticketUrl: row.ticketUrl,
    distance: here
      ? formatDistance(distanceM(here, { lat: row.latitude, lng: row.longitude }))
      : null,
  };
}

export function eventsService(db: Database, profiles: ProfilesService) {
  const repo = eventsRepository(db);

  async function myPoint(viewerId: string): Promise<Point | null> {
    const me = await profiles.locationState(viewerId);
    return me.latitude !== null && me.longitude !== null
      ? { lat: me.latitude, lng: me.longitude }
      : null;
  }

  return {
    /** Cards of these events in the order of `ids`, without a distance (search results). */
    async cardsByIds(ids: string[]): Promise<EventCard[]> {
      const byId = new Map((await repo.byIds(ids)).map((r) => [r.id, r]));
      return ids.flatMap((id) => {
        const row = byId.get(id);
        return row ? [toCard(row, null)] : [];
      });
    },

    /** Upcoming events around me (everywhere while I have no location), soonest first. */
    async upcoming(
      viewerId: string,
      q: { kind?: EventKind; radiusKm: number },
    ): Promise<EventsPage> {
      const here = await myPoint(viewerId);
      const now = Date.now();
      const rows = await repo.upcoming(
        {
          kind: q.kind,
          from: new Date(now - STILL_ON_MS),
          until: new Date(now + EVENTS_WINDOW_DAYS * DAY_MS),
          around: here && { ...here, radiusM: q.radiusKm * 1000 },
        },
        LIST_MAX,
      );
      return { events: rows.map((r) => toCard(r, here)), radiusKm: here ? q.radiusKm : null };
    },

    /** The home strip's 'Parties': parties in the coming week within the nearby radius. */
    async partiesCount(viewerId: string): Promise<number> {
      const here = await myPoint(viewerId);
      const now = Date.now();
      return repo.count({
        kind: 'party',
        from: new Date(now - STILL_ON_MS),
        until: new Date(now + PARTIES_COUNT_DAYS * DAY_MS),
        around: here && { ...here, radiusM: NEARBY_DEFAULT_RADIUS_KM * 1000 },
      });
    },

    /** Keeps the demo calendar alive: when most demo nights are over, the coming week is added. */
    async ensureDemoEvents(): Promise<number> {
      if ((await repo.upcomingDemoCount(new Date())) >= DEMO_EVENTS.length / 2) return 0;
      const today = new Date();
      today.setUTCHours(0, 0, 0, 0);
      await repo.insert(
        DEMO_EVENTS.map((e) => {
          const startsAt = new Date(today.getTime() + e.inDays * DAY_MS + e.hour * 3600 * 1000);
          return {
            id: randomUUID(),
            kind: e.kind,
            title: e.title,
            details: e.details,
            venue: e.venue,
            city: e.city,
            latitude: e.lat,
            longitude: e.lng,
            startsAt,
            endsAt: new Date(startsAt.getTime() + e.hours * 3600 * 1000),
            badge: e.badge,
            isDemo: true,
          };
        }),
      );
      return DEMO_EVENTS.length;
    },

    /** A long-running demo server keeps having something on next week. */
    startDemoCalendar(onError: (err: unknown) => void): () => void {
      const timer = setInterval(() => {
        this.ensureDemoEvents().catch(onError);
      }, DEMO_REFRESH_MS);
      timer.unref();
      return () => clearInterval(timer);
    },
  };
}

export type EventsService = ReturnType<typeof eventsService>;
