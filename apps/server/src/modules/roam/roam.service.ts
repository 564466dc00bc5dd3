import { randomUUID } from 'node:crypto';
import type { Roam, RoamStart, RoamState } from '@blaze/contracts';
import { cityByName, ROAM_UNKNOWN_HOME } from '@blaze/contracts';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { DiscoveryService } from '../discovery/discovery.service.ts';
import type { EntitlementsService } from '../entitlements/entitlements.service.ts';
import { roamRepository, type RoamRow } from './roam.repository.ts';

const HOUR_MS = 3_600_000;

const roamNotFound = () => notFound("This roam isn't available.");

/** A roam as its owner sees it. */
function toRoam(row: RoamRow, now: Date): Roam {
  const endsAt = row.endedAt ?? row.endsAt;
  return {
    id: row.id,
    city: row.city,
    country: row.country,
    visitingFrom: row.homeCity ?? ROAM_UNKNOWN_HOME,
    startsAt: row.startsAt.toISOString(),
    endsAt: endsAt.toISOString(),
    endedEarly: row.endedAt !== null,
    active: row.endedAt === null && row.endsAt > now,
  };
}

/**
 * Roam (issue 15, decision 022): his profile in a listed city from now for up to 7 days, paid with one
 * use of the 'roam' entitlement (Blaze Plus: unlimited; else a Roam pass). Where he shows is the
 * discovery module's rule (his public point on the city's centre, his true point kept for him, lapsed
 * roams put home); this module keeps the roams, their allowance and their ends.
 */
export function roamService({
  db,
  discovery,
  entitlements,
  clock,
}: {
  db: Database;
  discovery: DiscoveryService;
  entitlements: EntitlementsService;
  clock: Clock;
}) {
  const repo = roamRepository(db);

  /** His roam, 404 when it is not his (or does not exist). */
  async function ownRoam(userId: string, roamId: string): Promise<RoamRow> {
    const row = await repo.findById(roamId);
    if (!row || row.userId !== userId) throw roamNotFound();
    return row;
  }

  return {
    /** /app/roam: my current roam, how many I may start, and the city I am in. */
    async state(userId: string): Promise<RoamState> {
      await discovery.settleRoams();
      const now = clock.now();
      const [current, summary, homeCity] = await Promise.all([
        repo.current(userId, now),
        entitlements.summary(userId),
        discovery.homeCityOf(userId),
      ]);
      return {
        current: current && toRoam(current, now),
        allowance: { unlimited: summary.roam.unlimited, left: summary.roam.left },
        homeCity,
      };
    },

    /**
     * Starts a roam now: one use of his allowance (403 NO_ALLOWANCE without one), given back when he
     * cannot be placed (422 without a location, 409 when roaming already or already in that city).
     */
    async start(userId: string, body: RoamStart): Promise<Roam> {
      const city = cityByName(body.city);
      if (!city) throw new AppError(400, 'VALIDATION_FAILED', 'city: pick a city from the list');
      const now = clock.now();
      if (await repo.current(userId, now))
        throw new AppError(409, 'ROAM_ACTIVE', 'You are roaming already. End that roam first.');
      const id = randomUUID();
      const endsAt = new Date(now.getTime() + body.hours * HOUR_MS);
      await entitlements.use(userId, 'roam', id);
      try {
        const { homeCity } = await discovery.roamTo(userId, city.name, endsAt);
        try {
          const row = await repo.insert({
            id,
            userId,
            city: city.name,
            country: city.country,
            homeCity,
            startsAt: now,
            endsAt,
          });
          return toRoam(row, now);
        } catch (err) {
          await discovery.endRoam(userId);
          throw err;
        }
      } catch (err) {
        await entitlements.release(userId, id);
        throw err;
      }
    },

    async get(userId: string, roamId: string): Promise<Roam> {
      return toRoam(await ownRoam(userId, roamId), clock.now());
    },

    /** He ends his roam: he shows at home again at once. Ending one that is over changes nothing. */
    async end(userId: string, roamId: string): Promise<Roam> {
      const row = await ownRoam(userId, roamId);
      const now = clock.now();
      if (row.endedAt !== null || row.endsAt <= now) return toRoam(row, now);
      // Home first: if recording the end fails, the roam still shows as running and ending it again
      // finishes the job (one roam runs at a time, so his placement is this roam's).
      await discovery.endRoam(userId);
      const ended = (await repo.end(row.id, now)) ?? (await ownRoam(userId, roamId));
      return toRoam(ended, now);
    },
  };
}

export type RoamService = ReturnType<typeof roamService>;
