import type { EntitlementsSummary, Feature, Grant } from '@blaze/contracts';
import { FREE_RIGHT_NOW_PER_DAY, FREE_RIGHT_NOW_WINDOW_HOURS } from '@blaze/contracts';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import {
  entitlementsRepository,
  type GrantValues,
  type UsePlan,
  type UseSource,
} from './entitlements.repository.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Purchases keeps ended grants in view this long. */
const ENDED_SHOWN_DAYS = 30;

const NONE_LEFT: Record<Feature, string> = {
  right_now:
    'No free Right Now posts left today. Get a Right Now pack or Blaze Plus to post more now.',
  boost: 'You have no Boost left. Buy a Boost, or get Blaze Plus for one every week.',
  roam: 'You have no Roam pass. Buy one, or get Blaze Plus to roam as often as you like.',
  plus: 'You do not have Blaze Plus.',
};

export type Use = { source: UseSource };

/**
 * What each member may use, and the ledger of what he used (grants from orders and subscriptions, Blaze
 * Plus, the free allowance). Every add-on asks here in its own service before it does anything; the
 * client's idea of what is left is never trusted.
 */
export function entitlementsService(db: Database, clock: Clock) {
  const repo = entitlementsRepository(db);

  const planOf = (feature: Feature, now: Date): UsePlan => ({
    plusUnlimited: feature === 'right_now' || feature === 'roam',
    free:
      feature === 'right_now'
        ? {
            max: FREE_RIGHT_NOW_PER_DAY,
            since: new Date(now.getTime() - FREE_RIGHT_NOW_WINDOW_HOURS * HOUR_MS),
          }
        : null,
  });

  const toGrant = (g: Awaited<ReturnType<typeof repo.grantsOf>>[number]): Grant => ({
    id: g.id,
    feature: g.feature as Feature,
    source: g.source as Grant['source'],
    quantity: g.quantity,
    used: g.used,
    startsAt: g.startsAt.toISOString(),
    endsAt: g.endsAt?.toISOString() ?? null,
  });

  return {
    /**
     * Takes one use of `feature` for `ref` (the id of what he makes with it), or refuses with 403
     * NO_ALLOWANCE. The same ref twice is one use.
     */
    async use(userId: string, feature: Feature, ref: string): Promise<Use> {
      const now = clock.now();
      const row = await repo.use(userId, feature, ref, now, planOf(feature, now));
      if (!row) throw new AppError(403, 'NO_ALLOWANCE', NONE_LEFT[feature]);
      return { source: row.source as UseSource };
    },

    /** Gives a use back when what it was for could not be made. */
    release: (userId: string, ref: string) => repo.release(userId, ref),

    async hasPlus(userId: string): Promise<boolean> {
      return (await repo.plusGrant(userId, clock.now())).length > 0;
    },

    /** Grants uses (from a paid order, a subscription period or an admin). Idempotent per source. */
    grant: (values: GrantValues) => repo.grant(values),

    /** Ends what a source granted at `at` (a cancelled subscription, a refund). */
    endSource: (sourceId: string, at: Date) => repo.endSource(sourceId, at),

    async summary(userId: string): Promise<EntitlementsSummary> {
      const now = clock.now();
      const plan = planOf('right_now', now);
      const [plus, freeUsed, grants] = await Promise.all([
        repo.plusGrant(userId, now),
        repo.freeUsedSince(userId, 'right_now', plan.free!.since),
        repo.grantsOf(userId, new Date(now.getTime() - ENDED_SHOWN_DAYS * DAY_MS)),
      ]);
      const running = grants.filter((g) => g.startsAt <= now && (!g.endsAt || g.endsAt > now));
      const left = (feature: Feature) =>
        running
          .filter((g) => g.feature === feature && g.quantity !== null)
          .reduce((n, g) => n + Math.max(0, g.quantity! - g.used), 0);
      const plusActive = plus.length > 0;
      const oldestFree = freeUsed[0]?.usedAt;
      return {
        plus: { active: plusActive, endsAt: plus[0]?.endsAt?.toISOString() ?? null },
        rightNow: {
          freeLeft: plusActive ? 0 : Math.max(0, FREE_RIGHT_NOW_PER_DAY - freeUsed.length),
          freePerDay: FREE_RIGHT_NOW_PER_DAY,
          nextFreeAt: oldestFree
            ? new Date(oldestFree.getTime() + FREE_RIGHT_NOW_WINDOW_HOURS * HOUR_MS).toISOString()
            : null,
          packLeft: left('right_now'),
          unlimited: plusActive,
        },
        boost: { left: left('boost') },
        roam: { left: left('roam'), unlimited: plusActive },
        grants: grants.map(toGrant),
      };
    },
  };
}

export type EntitlementsService = ReturnType<typeof entitlementsService>;
