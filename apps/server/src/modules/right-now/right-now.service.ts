import { randomUUID } from 'node:crypto';
import type {
  ContentReportBody,
  MyRightNow,
  NearbyMember,
  PostPhoto,
  RightNowCreateBody,
  RightNowFilters,
  RightNowPage,
  RightNowPost,
} from '@blaze/contracts';
import {
  AGE_MAX,
  AGE_MIN,
  RIGHT_NOW_LIFETIME_MINUTES,
  RIGHT_NOW_LIVE_MESSAGE,
} from '@blaze/contracts';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { DiscoveryService } from '../discovery/discovery.service.ts';
import type { EntitlementsService } from '../entitlements/entitlements.service.ts';
import type { PhotosService } from '../photos/photos.service.ts';
import type { ProfilesService } from '../profiles/profiles.service.ts';
import type { SafetyService } from '../safety/safety.service.ts';
import { toRightNowPost } from './right-now.mapper.ts';
import { rightNowRepository, type RightNowRow } from './right-now.repository.ts';
import type { JobQueue } from '../jobs/jobs.service.ts';

const MINUTE_MS = 60_000;

type Deps = {
  db: Database;
  clock: Clock;
  profiles: Pick<ProfilesService, 'locationState' | 'demoMemberIds'>;
  photos: Pick<PhotosService, 'publicPhotos'>;
  discovery: Pick<DiscoveryService, 'nearbyAmong'>;
  safety: Pick<SafetyService, 'reportContent'>;
  /** Every post takes one use of his Right Now allowance (the post id is the use's ref). */
  entitlements: Pick<EntitlementsService, 'use' | 'release'>;
  /** A post went live (push tells him when it ends; decision 034). */
  onPosted?: (post: { authorId: string; id: string; endsAt: Date }) => void;
};

/** What demo members say when they go live (a newcomer's Right Now list is not empty). */
const DEMO_POSTS: Array<{ text: string; suits: Array<'hosting' | 'can_travel' | 'at_venue'> }> = [
  { text: 'Home alone till late. Drinks first?', suits: ['hosting'] },
  { text: 'Just finished the gym, up for a coffee nearby', suits: ['can_travel'] },
  { text: 'At the bar on the corner with friends, come say hi', suits: ['at_venue'] },
  { text: 'Free for the next hour, can come to you', suits: ['can_travel'] },
  { text: 'Rainy evening, films and company welcome', suits: ['hosting', 'can_travel'] },
  { text: 'In town for one night, show me around?', suits: ['can_travel', 'at_venue'] },
];
/** Every how many demo members one goes live, and how often the demo posts are renewed. */
const DEMO_EVERY = 5;
const DEMO_REFRESH_MS = 5 * MINUTE_MS;

const postGone = () => notFound('This Right Now has ended or is not available.');
const notYours = () => notFound('You have no live Right Now with this id.');

/**
 * Right Now (issue 15, decision 020): "available now" for 60 minutes, one at a time, each taking one use
 * of his allowance. Who sees a post: live (by the clock), and no block either way; the list asks the
 * discovery module who of the live authors is near, by its rules (rounded distances, coarse order).
 */
export function rightNowService({
  db,
  clock,
  profiles,
  photos,
  discovery,
  safety,
  entitlements,
  onPosted,
}: Deps) {
  const repo = rightNowRepository(db);

  /** The photos of these posts that are still in their author's public album. */
  async function photosOf(rows: RightNowRow[]): Promise<Map<string, PostPhoto>> {
    const ids = rows.flatMap((r) => (r.photoId ? [r.photoId] : []));
    if (ids.length === 0) return new Map();
    const found = await photos.publicPhotos(ids);
    const byPost = new Map<string, PostPhoto>();
    for (const r of rows) {
      const p = r.photoId ? found.get(r.photoId) : undefined;
      if (p && p.ownerId === r.authorId) byPost.set(r.id, p.photo);
    }
    return byPost;
  }

  async function asOwn(row: RightNowRow): Promise<RightNowPost> {
    const photo = (await photosOf([row])).get(row.id) ?? null;
    return toRightNowPost(row, row.authorId, null, photo);
  }

  /** Another member's post with him as the viewer sees him (any distance: opened by id). */
  async function asSeen(viewerId: string, row: RightNowRow): Promise<RightNowPost> {
    if (row.authorId === viewerId) return asOwn(row);
    const { members } = await discovery.nearbyAmong(viewerId, repo.authorOf(row.id), {
      radiusKm: null,
      minAge: AGE_MIN,
      maxAge: AGE_MAX,
      limit: 1,
    });
    const member = members.find((m) => m.id === row.authorId);
    if (!member) throw postGone();
    const photo = (await photosOf([row])).get(row.id) ?? null;
    return toRightNowPost(row, viewerId, member, photo);
  }

  async function visible(viewerId: string, id: string): Promise<RightNowRow> {
    const row = await repo.visible(viewerId, id, clock.now());
    if (!row) throw postGone();
    return row;
  }

  return {
    /**
     * Goes live: the words and the photo are checked first (the photo must be in his public album), he
     * needs a location (the post is shown by place) and no live post; then one use of his allowance is
     * taken (403 NO_ALLOWANCE when none is left), then the insert decides under a lock; a refused or
     * failed insert gives the use back.
     */
    async create(userId: string, body: RightNowCreateBody): Promise<RightNowPost> {
      const me = await profiles.locationState(userId);
      if (me.latitude === null || me.longitude === null)
        throw new AppError(
          422,
          'LOCATION_REQUIRED',
          'Share your location or pick a city first: Right Now shows you to the men near you.',
        );
      const photoId = body.photoId ?? null;
      if (photoId) {
        const found = (await photos.publicPhotos([photoId])).get(photoId);
        if (!found || found.ownerId !== userId)
          throw notFound('Pick a photo from your public album.');
      }
      if (await repo.liveOf(userId, clock.now()))
        throw new AppError(409, 'RIGHT_NOW_LIVE', RIGHT_NOW_LIVE_MESSAGE);
      const id = randomUUID();
      await entitlements.use(userId, 'right_now', id);
      const now = clock.now();
      const row = await repo
        .insertIfNoneLive({
          id,
          authorId: userId,
          body: body.text.trim(),
          suits: [...new Set(body.suits)],
          photoId,
          createdAt: now,
          endsAt: new Date(now.getTime() + RIGHT_NOW_LIFETIME_MINUTES * MINUTE_MS),
        })
        .catch(async (err: unknown) => {
          await entitlements.release(userId, id);
          throw err;
        });
      if (!row) {
        await entitlements.release(userId, id);
        throw new AppError(409, 'RIGHT_NOW_LIVE', RIGHT_NOW_LIVE_MESSAGE);
      }
      onPosted?.({ authorId: userId, id: row.id, endsAt: row.endsAt });
      return asOwn(row);
    },

    async mine(userId: string): Promise<MyRightNow> {
      const row = await repo.liveOf(userId, clock.now());
      return { post: row ? await asOwn(row) : null };
    },

    /**
     * Who is available now near me: members with a live post, by discovery's nearby rules (rounded
     * distance then id; the radius by rounded distance; hidden locations never listed; blocks both
     * ways; age filters). Never my own.
     */
    async list(viewerId: string, q: RightNowFilters): Promise<RightNowPage> {
      const now = clock.now();
      const { members, nextCursor } = await discovery.nearbyAmong(
        viewerId,
        repo.liveAuthors(now),
        q,
      );
      const rows = await repo.liveOfAuthors(
        members.map((m) => m.id),
        now,
      );
      const photoMap = await photosOf([...rows.values()]);
      return {
        posts: members.flatMap((m: NearbyMember) => {
          const row = rows.get(m.id);
          return row ? [toRightNowPost(row, viewerId, m, photoMap.get(row.id) ?? null)] : [];
        }),
        nextCursor,
      };
    },

    /** One live post (404 once ended, or when either has blocked the other). */
    async byId(viewerId: string, id: string): Promise<RightNowPost> {
      return asSeen(viewerId, await visible(viewerId, id));
    },

    /** He ends his live post early. */
    /** His post `id` was still live just before `endsAt` (not ended early, not removed). */
    async ranToEnd(userId: string, id: string, endsAt: Date): Promise<boolean> {
      return (await repo.liveOf(userId, new Date(endsAt.getTime() - 1)))?.id === id;
    },

    async end(userId: string, id: string): Promise<void> {
      if (!(await repo.end(userId, id, clock.now()))) throw notYours();
    },

    /**
     * Demo content: one demo member in DEMO_EVERY keeps a live post, renewed when it ends, started at
     * staggered times so the countdowns differ. Demo members use no allowance (nobody can sign in as
     * them).
     */
    async ensureDemoPosts(): Promise<number> {
      const members = (await profiles.demoMemberIds()).filter((_, i) => i % DEMO_EVERY === 0);
      const now = clock.now().getTime();
      let added = 0;
      for (const [i, authorId] of members.entries()) {
        const demo = DEMO_POSTS[i % DEMO_POSTS.length]!;
        const createdAt = new Date(now - ((i * 13) % 45) * MINUTE_MS);
        const row = await repo.insertIfNoneLive({
          id: randomUUID(),
          authorId,
          body: demo.text,
          suits: demo.suits,
          photoId: null,
          createdAt,
          endsAt: new Date(createdAt.getTime() + RIGHT_NOW_LIFETIME_MINUTES * MINUTE_MS),
        });
        if (row) added += 1;
      }
      return added;
    },

    /** Keeps demo Right Now posts live on a long-running demo server (once across the nodes). */
    registerDemoJobs(jobs: Pick<JobQueue, 'every'>): void {
      jobs.every('right-now.demo-refresh', DEMO_REFRESH_MS / 1000, () => this.ensureDemoPosts());
    },

    async report(viewerId: string, id: string, body: ContentReportBody): Promise<number> {
      const row = await visible(viewerId, id);
      if (row.authorId === viewerId)
        throw new AppError(400, 'BAD_REQUEST', "You can't report your own Right Now.");
      return safety.reportContent({
        reporterId: viewerId,
        reportedId: row.authorId,
        targetKind: 'right_now',
        targetId: row.id,
        evidence: JSON.stringify({ text: row.body, suits: row.suits, photoId: row.photoId }),
        reason: body.reason,
        details: body.details ?? null,
      });
    },
  };
}

export type RightNowService = ReturnType<typeof rightNowService>;
