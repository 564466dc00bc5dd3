import type { ViewedMe } from '@blaze/contracts';
import { PROFILE_VIEWS } from '@blaze/contracts';
import type { Database } from '../../db/client.ts';
import { systemClock, type Clock } from '../../lib/clock.ts';
import type { ProfilesService } from '../profiles/profiles.service.ts';
import { profileViewsRepository } from './profile-views.repository.ts';
import type { JobQueue } from '../jobs/jobs.service.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const PRUNE_EVERY_MS = 60 * 60 * 1000;

/** What Viewed Me needs of the entitlements module: whether he has Plus (all viewers). */
export type PlusCheck = (userId: string) => Promise<boolean>;

/**
 * Viewed Me (issue 15): a view is recorded when a member opens another's profile, at most once per 30
 * seconds per viewer per profile, never of himself, never between blocked members. The list of the last
 * 7 days shows the most recent viewer to everyone (none when he is blocked either way) and all of them
 * with Plus. Boost results count the
 * same rows (`countIn`).
 */
export function profileViewsService(deps: {
  db: Database;
  profiles: Pick<ProfilesService, 'cardsByIds'>;
  hasPlus: PlusCheck;
  clock?: Clock;
}) {
  const repo = profileViewsRepository(deps.db);
  const clock = deps.clock ?? systemClock;
  const prune = () =>
    repo.pruneBefore(new Date(clock.now().getTime() - PROFILE_VIEWS.keepDays * DAY_MS));
  return {
    /**
     * He opened her profile at `at` (the profile was served to him, so he may see it; recorded once
     * the answer is out, at the time it was served): true when recorded.
     */
    record: (viewerId: string, viewedId: string, at: Date = clock.now()) =>
      viewerId === viewedId
        ? Promise.resolve(false)
        : repo.record(viewerId, viewedId, at, PROFILE_VIEWS.repeatAfterSeconds * 1000),

    async viewedMe(userId: string): Promise<ViewedMe> {
      const now = clock.now();
      const since = new Date(now.getTime() - PROFILE_VIEWS.listDays * DAY_MS);
      const plus = await deps.hasPlus(userId);
      const { total, rows: listed } = await repo.viewers(
        userId,
        since,
        now,
        plus ? PROFILE_VIEWS.listMax : 1,
      );
      // Without Plus, his one viewer is the newest of all: when that one is blocked either way he sees
      // none, never the one before, so blocking and unblocking cannot walk him down the hidden list.
      let rows = listed;
      if (!plus) {
        const newest = await repo.newestViewer(userId, since, now);
        rows = newest && !newest.blocked ? [newest] : [];
      }
      const cards = await deps.profiles.cardsByIds(rows.map((r) => r.viewerId));
      const viewers = rows.flatMap((r) => {
        const member = cards.get(r.viewerId);
        return member ? [{ member, viewedAt: r.lastAt.toISOString(), views: r.views }] : [];
      });
      return {
        viewers,
        hiddenCount: plus ? 0 : Math.max(0, total - viewers.length),
        total,
        plus,
        days: PROFILE_VIEWS.listDays,
      };
    },

    /** Views of him in each window [from, to): for his boosts' results. */
    countIn: (userId: string, windows: Array<{ from: Date; to: Date }>) =>
      repo.countIn(userId, windows),

    /** Deletes views older than `PROFILE_VIEWS.keepDays` (boosts keep their results). */
    prune,

    /** Prunes old views every hour, once across the nodes (decision 033). */
    registerJobs(jobs: Pick<JobQueue, 'every'>): void {
      jobs.every('profile-views.prune', PRUNE_EVERY_MS / 1000, () => prune());
    },
  };
}

export type ProfileViewsService = ReturnType<typeof profileViewsService>;
