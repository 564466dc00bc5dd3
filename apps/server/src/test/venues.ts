import { randomUUID } from 'node:crypto';
import type { Database } from '../db/client.ts';
import { venues } from '../db/schema.ts';

/**
 * A venue row for tests of modules that read venues (events): approved unless told otherwise. The
 * places module's own API creates venues in its tests.
 */
export async function insertVenue(
  db: Database,
  values: Partial<typeof venues.$inferInsert> = {},
): Promise<typeof venues.$inferSelect> {
  const [row] = await db
    .insert(venues)
    .values({
      id: randomUUID(),
      name: `Venue ${randomUUID().slice(0, 6)}`,
      category: 'bar',
      address: 'Motzstraße 1',
      city: 'Berlin',
      country: 'Germany',
      latitude: 52.4996,
      longitude: 13.3512,
      timeZone: 'Europe/Berlin',
      status: 'approved',
      ...values,
    })
    .returning();
  if (!row) throw new Error('venue insert returned no row');
  return row;
}
