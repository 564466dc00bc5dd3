import type {
  CreatorProfile,
  CreatorProfileUpdate,
  CreatorStats,
  PostViewsBody,
} from '@blaze/contracts';
import {
  CREATOR_STATS_DAYS,
  CREATOR_TOP_POSTS,
  CreatorProfileUpdateSchema,
  NOT_A_CREATOR_MESSAGE,
  PostViewsBodySchema,
} from '@blaze/contracts';
import type { Database } from '../../db/client.ts';
import { forbidden } from '../../lib/errors.ts';
import type { PostsService } from '../posts/posts.service.ts';
import type { ProfilesService } from '../profiles/profiles.service.ts';
import { creatorsRepository, type PageKey } from './creators.repository.ts';

type Deps = { db: Database; profiles: ProfilesService; posts: PostsService };

/** The last `days` UTC dates, oldest first (YYYY-MM-DD), ending today. */
export function lastDays(days: number, now = new Date()): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: days }, (_, i) =>
    new Date(today - (days - 1 - i) * 86_400_000).toISOString().slice(0, 10),
  );
}

/**
 * Creator profiles (a badge and a tagline, on or off at any time), the Creators tab's posts, post views
 * (once per viewer per post per day) and the creator dashboard's numbers, for creators only. Nothing
 * here takes money: payment processors forbid adult content.
 */
export function creatorsService({ db, profiles, posts }: Deps) {
  const repo = creatorsRepository(db);

  return {
    profile: (userId: string): Promise<CreatorProfile> => profiles.creatorProfile(userId),

    async setProfile(userId: string, input: CreatorProfileUpdate): Promise<CreatorProfile> {
      const body = CreatorProfileUpdateSchema.parse(input);
      return profiles.setCreatorProfile(userId, {
        isCreator: body.isCreator,
        ...(body.tagline !== undefined ? { tagline: body.tagline || null } : {}),
      });
    },

    /** For the feed's Creators tab: ids and keys, newest first, strictly after the cursor. */
    postIds: (viewerId: string, after: PageKey | null, limit: number) =>
      repo.postIds(viewerId, after, limit),

    /** Posts shown to him: counted once per post per UTC day; unseen ids and his own are skipped. */
    async recordViews(viewerId: string, input: PostViewsBody): Promise<number> {
      const { postIds } = PostViewsBodySchema.parse(input);
      return repo.recordViews(viewerId, [...new Set(postIds)]);
    },

    /** His numbers; `targetId` must be his own id (no one reads another member's numbers). */
    async stats(viewerId: string, targetId: string): Promise<CreatorStats> {
      if (targetId !== viewerId) throw forbidden('You can only see your own creator numbers.');
      const me = await profiles.creatorProfile(viewerId);
      if (!me.isCreator) throw forbidden(NOT_A_CREATOR_MESSAGE);
      const days = CREATOR_STATS_DAYS;
      const [followers, views, likes, comments, storyViews, postCount, top] = await Promise.all([
        repo.followers(viewerId, days),
        repo.postViews(viewerId, days),
        repo.likes(viewerId, days),
        repo.comments(viewerId, days),
        repo.storyViews(viewerId, days),
        repo.postCount(viewerId),
        repo.topPosts(viewerId, CREATOR_TOP_POSTS),
      ]);
      const dates = lastDays(days);
      // Followers at the end of each day: today's total less those who followed later.
      let running = followers.total;
      const followersByDay = dates
        .slice()
        .reverse()
        .map((day) => {
          const count = running;
          running -= followers.newByDay.get(day) ?? 0;
          return { day, count };
        })
        .reverse();
      const hydrated = new Map(
        (
          await posts.hydrate(
            viewerId,
            top.map((t) => t.id),
          )
        ).map((p) => [p.id, p]),
      );
      return {
        followers: { total: followers.total, byDay: followersByDay },
        postViews: {
          total: views.total,
          last30Days: views.last30Days,
          byDay: dates.map((day) => ({ day, count: views.byDay.get(day) ?? 0 })),
        },
        likes,
        comments,
        storyViews,
        posts: postCount,
        topPosts: top.flatMap((t) => {
          const post = hydrated.get(t.id);
          return post ? [{ post, views: t.views }] : [];
        }),
      };
    },
  };
}

export type CreatorsService = ReturnType<typeof creatorsService>;
