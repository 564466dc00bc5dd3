import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
// TEMPORARY (issue 16): the places module is built in parallel; at merge this file is replaced by a
// port filled from the places service in app.ts. Until then it reads approved venues itself.
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import { venues } from '../../db/schema.ts';

/** A public venue as an event copies it (approved venues only). */
export type VenueRef = {
  id: string;
  name: string;
  address: string;
  city: string;
  country: string;
  latitude: number;
  longitude: number;
  timeZone: string;
  ownerId: string | null;
};

/** What the events module asks of places. */
export type PlacesPort = {
  venueRef(venueId: string): Promise<VenueRef | null>;
  venueByName(name: string, city: string): Promise<VenueRef | null>;
  ownsVenue(userId: string, venueId: string): Promise<boolean>;
};

const columns = {
  id: venues.id,
  name: venues.name,
  address: venues.address,
  city: venues.city,
  country: venues.country,
  latitude: venues.latitude,
  longitude: venues.longitude,
  timeZone: venues.timeZone,
  ownerId: venues.ownerId,
};
const approved = eq(venues.status, 'approved');

/** TEMPORARY: the places port read straight from the venues table (replaced at merge). */
export function venuesTablePort(db: Database): PlacesPort {
  return {
    async venueRef(venueId) {
      const [row] = await db
        .select(columns)
        .from(venues)
        .where(and(eq(venues.id, venueId), approved))
        .limit(1);
      return row ?? null;
    },
    async venueByName(name, city) {
      const [row] = await db
        .select(columns)
        .from(venues)
        .where(
          and(
            sql`lower(${venues.name}) = lower(${name})`,
            sql`lower(${venues.city}) = lower(${city})`,
            approved,
          ),
        )
        .limit(1);
      return row ?? null;
    },
    async ownsVenue(userId, venueId) {
      const [row] = await db
        .select({ id: venues.id })
        .from(venues)
        .where(and(eq(venues.id, venueId), eq(venues.ownerId, userId), approved))
        .limit(1);
      return row !== undefined;
    },
  };
}
