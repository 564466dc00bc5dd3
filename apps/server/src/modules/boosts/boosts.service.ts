import { randomUUID } from 'node:crypto';
import type { Boost, BoostStatus } from '@blaze/contracts';
import { BOOST } from '@blaze/contracts';
import type { Database } from '../../db/client.ts';
import { systemClock, type Clock } from '../../lib/clock.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { ProfileViewsService } from '../profile-views/profile-views.service.ts';
import { boostedAt, boostsRepository, type BoostRow } from './boosts.repository.ts';

/** The boost rule in SQL for discovery's nearby lists (a member column, an ISO time). */
export { boostedAt };

const MINUTE_MS = 60_000;
const LENGTH_MS = BOOST.minutes * MINUTE_MS;

/** What Boost needs of the entitlements module: to take one Boost for a boost id, and how many are left. */
export type BoostAllowance = {
  /** Takes one Boost for `ref` (idempotent per ref); throws 403 NO_ALLOWANCE when he has none. */
  use(userId: string, ref: string): Promise<unknown>;
  left(userId: string): Promise<number>;
};

/** Whether other members can list him at all (a stored location he keeps visible). */
export type ListedCheck = (userId: string) => Promise<boolean>;

const boostNotFound = () => notFound("This boost isn't yours or doesn't exist.");

/**
 * Boost (issue 15): 30 minutes at the top of the nearby lists of members within the viewer's radius
 * (discovery reads `boostedAt`), one at a time, paid by one Boost grant (entitlements). Its result: the
 * profile views it brought against the same length of time just before it.
 */
export function boostsService(deps: {
  db: Database;
  allowance: BoostAllowance;
  views: Pick<ProfileViewsService, 'countIn'>;
  /** A boost of a member nobody can list would use a Boost for nothing: refused (422) first. */
  listed: ListedCheck;
  clock?: Clock;
  /** A boost began (push tells him when it ends; decision 034). */
  onStarted?: (boost: { memberId: string; id: string; endsAt: Date }) => void;
}) {
  const repo = boostsRepository(deps.db);
  const clock = deps.clock ?? systemClock;

  /**
   * Boosts with their results (views while it ran, or so far, against the same length before it). An
   * ended boost's result is final: counted once and kept on the row, since views are pruned later.
   */
  async function withResults(memberId: string, rows: BoostRow[], now: Date): Promise<Boost[]> {
    const kept = (r: BoostRow) =>
      r.endsAt <= now && r.viewsDuring !== null && r.viewsBefore !== null
        ? { viewsDuring: r.viewsDuring, viewsBefore: r.viewsBefore }
        : null;
    const counted = rows.filter((r) => !kept(r));
    const windows = counted.flatMap((r) => {
      const to = r.endsAt < now ? r.endsAt : now;
      const length = to.getTime() - r.startsAt.getTime();
      return [
        { from: r.startsAt, to },
        { from: new Date(r.startsAt.getTime() - length), to: r.startsAt },
      ];
    });
    const counts = await deps.views.countIn(memberId, windows);
    const fresh = new Map(
      counted.map((r, i) => [
        r.id,
        { viewsDuring: counts[2 * i] ?? 0, viewsBefore: counts[2 * i + 1] ?? 0 },
      ]),
    );
    await Promise.all(
      counted
        .filter((r) => r.endsAt <= now)
        .map((r) => {
          const result = fresh.get(r.id)!;
          return repo.saveResult(r.id, result.viewsDuring, result.viewsBefore);
        }),
    );
    return rows.map((r) => ({
      id: r.id,
      startedAt: r.startsAt.toISOString(),
      endsAt: r.endsAt.toISOString(),
      active: r.startsAt <= now && r.endsAt > now,
      result: kept(r) ?? fresh.get(r.id)!,
    }));
  }

  return {
    /**
     * Starts a boost now: 422 when nobody can list him (no location, or hidden), 409 while one runs, 403
     * NO_ALLOWANCE (from entitlements) when he has no Boost.
     * The boost's id is the entitlement's ref, so a retried use takes nothing twice.
     */
    async start(userId: string): Promise<Boost> {
      if (!(await deps.listed(userId)))
        throw new AppError(
          422,
          'LOCATION_REQUIRED',
          'Share your location (or pick a city) and keep it visible, so the men around you can see your Boost.',
        );
      const now = clock.now();
      const id = randomUUID();
      const row = await repo.startIfNone({
        id,
        memberId: userId,
        startsAt: now,
        endsAt: new Date(now.getTime() + LENGTH_MS),
      });
      if (!row)
        throw new AppError(
          409,
          'BOOST_RUNNING',
          'Your Boost is still running. You can start another when it ends.',
        );
      try {
        await deps.allowance.use(userId, id);
      } catch (err) {
        await repo.remove(id);
        throw err;
      }
      deps.onStarted?.({ memberId: userId, id: row.id, endsAt: row.endsAt });
      const [boost] = await withResults(userId, [row], now);
      return boost!;
    },

    async status(userId: string): Promise<BoostStatus> {
      const now = clock.now();
      const [rows, left] = await Promise.all([
        repo.recent(userId, now, BOOST.historyMax),
        deps.allowance.left(userId),
      ]);
      const recent = await withResults(userId, rows, now);
      return {
        current: recent.find((b) => b.active) ?? null,
        recent,
        left,
        minutes: BOOST.minutes,
        serverNow: now.toISOString(),
      };
    },

    /** One of his boosts with its result; another member's is a 404. */
    async one(userId: string, id: string): Promise<Boost> {
      const row = await repo.own(userId, id);
      if (!row) throw boostNotFound();
      const [boost] = await withResults(userId, [row], clock.now());
      return boost!;
    },
  };
}

export type BoostsService = ReturnType<typeof boostsService>;
