import type { FollowList, FollowState, FollowsPage } from '@blaze/contracts';
import { FOLLOWS_PAGE_SIZE } from '@blaze/contracts';
import type { Database } from '../../db/client.ts';
import { decodeKeyCursor, encodeKeyCursor, timeKeyOf } from '../../lib/cursor.ts';
import { AppError } from '../../lib/errors.ts';
import type { ProfilesService } from '../profiles/profiles.service.ts';
import { followsMember, followsRepository } from './follows.repository.ts';

/** The follow relation in SQL, for other modules' repositories (events' followers-only rule). */
export { followsMember };

/**
 * Following members: public (his followers and followings are listed on his profile card), but a
 * block hides each from the other's lists and counts, and refuses a follow either way.
 */
/** The activity module's port (it drops repeats and blocked pairs). */
export type FollowActivityPort = {
  record(item: { kind: 'follow'; recipientId: string; actorId: string }): Promise<void>;
};

export function followsService(
  db: Database,
  profiles: ProfilesService,
  activity?: FollowActivityPort,
) {
  const repo = followsRepository(db);
  return {
    async follow(viewerId: string, targetId: string): Promise<FollowState> {
      await profiles.assertOtherReachable(viewerId, targetId, "You can't follow yourself.");
      if (await repo.follow(viewerId, targetId))
        await activity?.record({ kind: 'follow', recipientId: targetId, actorId: viewerId });
      return repo.state(viewerId, targetId);
    },

    async unfollow(viewerId: string, targetId: string): Promise<FollowState> {
      if (viewerId === targetId)
        throw new AppError(400, 'BAD_REQUEST', "You can't follow yourself.");
      await profiles.assertReachable(viewerId, targetId);
      await repo.unfollow(viewerId, targetId);
      return repo.state(viewerId, targetId);
    },

    /** Whom he follows (ids), for lists built from them (the stories row). */
    followedIds: (viewerId: string) => repo.followedIds(viewerId),

    async state(viewerId: string, memberId: string): Promise<FollowState> {
      await profiles.assertReachable(viewerId, memberId);
      return repo.state(viewerId, memberId);
    },

    async list(
      viewerId: string,
      memberId: string,
      which: FollowList,
      cursor: string | undefined,
    ): Promise<FollowsPage> {
      await profiles.assertReachable(viewerId, memberId);
      const key = decodeKeyCursor(cursor);
      const rows = await repo.list(
        viewerId,
        memberId,
        which,
        key && { at: timeKeyOf(key), id: key.id },
        FOLLOWS_PAGE_SIZE,
      );
      const cards = await profiles.cardsByIds(rows.map((r) => r.memberId));
      const last = rows.at(-1);
      return {
        members: rows.flatMap((r) => {
          const card = cards.get(r.memberId);
          return card ? [card] : [];
        }),
        nextCursor:
          last && rows.length === FOLLOWS_PAGE_SIZE
            ? encodeKeyCursor({ k: last.at, id: last.memberId })
            : null,
      };
    },
  };
}

export type FollowsService = ReturnType<typeof followsService>;
