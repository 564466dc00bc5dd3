import type { ActivityService } from '../activity/activity.service.ts';
import { randomBytes, randomUUID } from 'node:crypto';
import type {
  ContentReportBody,
  MemberStories,
  StoriesRow,
  Story,
  StoryAnswer,
  StoryReactionBody,
  StoryReplyBody,
  StoryViewers,
} from '@blaze/contracts';
import {
  STORIES_DAILY_LIMIT_MESSAGE,
  STORIES_PER_DAY,
  STORY_LIFETIME_HOURS,
  StoryCreateFieldsSchema,
} from '@blaze/contracts';
import type { Database } from '../../db/client.ts';
import { AppError, forbidden, notFound } from '../../lib/errors.ts';
import type { DiscoveryService } from '../discovery/discovery.service.ts';
import type { FollowsService } from '../follows/follows.service.ts';
import type { MessagingService } from '../messaging/messaging.service.ts';
import type { PhotosService } from '../photos/photos.service.ts';
import type { ProfilesService } from '../profiles/profiles.service.ts';
import type { SafetyService } from '../safety/safety.service.ts';
import { toRing, toStory } from './stories.mapper.ts';
import { storiesRepository, type SeenStory } from './stories.repository.ts';
import type { JobQueue } from '../jobs/jobs.service.ts';

const storyGone = () => notFound('This story is no longer available.');
/** Members near me whose stories the row reads (with everyone I follow), as Feed does. */
const NEAR_AUTHORS = 200;
const ROW_MAX = 100;
const VIEWERS_MAX = 500;
const SWEEP_BATCH = 200;
const SWEEP_EVERY_MS = 60_000;
const HOUR_MS = 3_600_000;

type Deps = {
  db: Database;
  profiles: ProfilesService;
  photos: PhotosService;
  follows: FollowsService;
  discovery: DiscoveryService;
  messaging: MessagingService;
  safety: SafetyService;
  /** The activity record: a reply becomes a 'story_reply' item for the author. */
  activity: Pick<ActivityService, 'storyReply'>;
};

/** A short, unguessable slug for the shareable /app/raw-af/story/{slug} link. */
const newSlug = () => randomBytes(9).toString('base64url');

function dailyLimitReached(oldestExpiresAt: Date | null): AppError {
  const hours = oldestExpiresAt
    ? Math.max(1, Math.ceil((oldestExpiresAt.getTime() - Date.now()) / HOUR_MS))
    : STORY_LIFETIME_HOURS;
  return new AppError(
    429,
    'RATE_LIMITED',
    `${STORIES_DAILY_LIMIT_MESSAGE} You can add the next one in about ${hours} hour${hours === 1 ? '' : 's'}.`,
  );
}

/**
 * The sweep of expired stories: their photos' files, then the photo rows, which take the stories (and
 * their views) along. They left every list when they expired (SQL checks expires_at); this frees the
 * storage. Idempotent, so every node may run it.
 */
export function expiredStoriesSweep({ db, photos }: Pick<Deps, 'db' | 'photos'>) {
  const repo = storiesRepository(db);
  return async (limit = SWEEP_BATCH): Promise<number> => {
    const gone = await repo.expired(limit);
    if (gone.length === 0) return 0;
    await photos.removeStoryPhotos(gone.map((g) => g.photoId));
    // A story whose photo row was already gone goes too.
    for (const g of gone) await repo.remove(g.id);
    return gone.length;
  };
}

/**
 * Stories: a photo (through the photo pipeline) with optional words, live for 24 hours. Every read
 * passes one rule (`storyVisibleTo`: live, and no block either way); the row adds mutes and the
 * member's own setting; expired stories' files go with the sweep.
 */
export function storiesService({
  db,
  profiles,
  photos,
  follows,
  discovery,
  messaging,
  safety,
  activity,
}: Deps) {
  const repo = storiesRepository(db);

  /** Stories as the viewer sees them, in the order given (any whose author or photo is gone left out). */
  async function hydrate(viewerId: string, rows: SeenStory[]): Promise<Story[]> {
    if (rows.length === 0) return [];
    const [authors, photoMap] = await Promise.all([
      profiles.authorsByIds(rows.map((r) => r.authorId)),
      photos.storyPhotos(
        viewerId,
        rows.map((r) => r.photoId),
      ),
    ]);
    return rows.flatMap((row) => {
      const author = authors.get(row.authorId);
      const photo = photoMap.get(row.photoId);
      return author && photo ? [toStory(row, viewerId, author, photo)] : [];
    });
  }

  /** The live story when the viewer may see it, else 404 (missing, expired or blocked). */
  async function visibleStory(viewerId: string, storyId: string): Promise<SeenStory> {
    const row = await repo.visible(viewerId, storyId);
    if (!row) throw storyGone();
    return row;
  }

  async function otherMembersStory(viewerId: string, storyId: string, what: string) {
    const row = await visibleStory(viewerId, storyId);
    if (row.authorId === viewerId)
      throw new AppError(400, 'BAD_REQUEST', `You can't ${what} your own story.`);
    return row;
  }

  async function ownStory(viewerId: string, storyId: string): Promise<SeenStory> {
    const row = await visibleStory(viewerId, storyId);
    if (row.authorId !== viewerId) throw forbidden('You can only do this with your own stories.');
    return row;
  }

  const sweepExpired = expiredStoriesSweep({ db, photos });

  return {
    /**
     * A new story: the words are checked first, then the 20-a-day cap (before the photo is decoded),
     * then the photo goes through the pipeline (content check, re-encode, no EXIF), then the insert
     * decides the cap under its lock; a refused insert takes its photo away again.
     */
    async create(
      authorId: string,
      fields: Record<string, string>,
      bytes: Buffer | null,
    ): Promise<Story> {
      const parsed = StoryCreateFieldsSchema.safeParse(fields);
      if (!parsed.success)
        throw new AppError(
          400,
          'VALIDATION_FAILED',
          parsed.error.issues[0]?.message ?? 'Check the story and try again.',
        );
      if (!bytes) throw new AppError(400, 'BAD_REQUEST', 'Choose a photo for your story.');
      const live = await repo.liveCount(authorId);
      if (live.count >= STORIES_PER_DAY) throw dailyLimitReached(live.oldestExpiresAt);
      const photo = await photos.uploadStoryPhoto(authorId, bytes);
      const now = new Date();
      const row = await repo
        .insertWithinCap(
          {
            id: randomUUID(),
            authorId,
            photoId: photo.id,
            body: parsed.data.text || null,
            slug: newSlug(),
            createdAt: now,
            expiresAt: new Date(now.getTime() + STORY_LIFETIME_HOURS * HOUR_MS),
          },
          STORIES_PER_DAY,
        )
        .catch(async (err: unknown) => {
          await photos.removeStoryPhotos([photo.id]);
          throw err;
        });
      if (!row) {
        await photos.removeStoryPhotos([photo.id]);
        throw dailyLimitReached((await repo.liveCount(authorId)).oldestExpiresAt);
      }
      const seen = await repo.visible(authorId, row.id);
      const [story] = seen ? await hydrate(authorId, [seen]) : [];
      if (!story) throw storyGone();
      return story;
    },

    /**
     * The stories row: my own ring first, then members I follow and members near me (discovery's own
     * rule, ids only) with a live story, unseen first. Blocks both ways and my mutes of stories hold
     * in SQL. With the row turned off, only my own ring comes.
     */
    async row(viewerId: string): Promise<StoriesRow> {
      const { storiesRowOff } = await profiles.socialSettings(viewerId);
      const authorIds = storiesRowOff
        ? []
        : [
            ...new Set([
              ...(await follows.followedIds(viewerId)),
              ...(await discovery.nearbyMemberIds(viewerId, NEAR_AUTHORS)),
            ]),
          ];
      const rings = await repo.rings(viewerId, authorIds, ROW_MAX);
      const authors = await profiles.authorsByIds(rings.map((r) => r.authorId));
      return {
        off: storiesRowOff,
        rings: rings.flatMap((r) => {
          const author = authors.get(r.authorId);
          return author ? [toRing(r, viewerId, author)] : [];
        }),
      };
    },

    /** One member's live stories, oldest first (404 when he is blocked either way or gone). */
    async ofMember(viewerId: string, memberId: string): Promise<MemberStories> {
      await profiles.assertReachable(viewerId, memberId);
      const author = (await profiles.authorsByIds([memberId])).get(memberId);
      if (!author) throw storyGone();
      return { author, stories: await hydrate(viewerId, await repo.ofAuthor(viewerId, memberId)) };
    },

    /** The shareable link: 404 once expired, or when either has blocked the other. */
    async bySlug(viewerId: string, slug: string): Promise<Story> {
      const row = await repo.visibleBySlug(viewerId, slug);
      const [story] = row ? await hydrate(viewerId, [row]) : [];
      if (!story) throw storyGone();
      return story;
    },

    /** He watched it: counted once per viewer (his own views are not counted). */
    async view(viewerId: string, storyId: string): Promise<void> {
      const row = await visibleStory(viewerId, storyId);
      if (row.authorId !== viewerId) await repo.recordView(storyId, viewerId);
    },

    /** Who watched my story (the author only): blocked members left out. */
    async viewers(viewerId: string, storyId: string): Promise<StoryViewers> {
      await ownStory(viewerId, storyId);
      const rows = await repo.viewers(storyId, viewerId, VIEWERS_MAX);
      const cards = await profiles.cardsByIds(rows.map((r) => r.viewerId));
      return {
        viewers: rows.flatMap((r) => {
          const member = cards.get(r.viewerId);
          return member
            ? [{ member, viewedAt: r.viewedAt.toISOString(), reaction: r.reaction }]
            : [];
        }),
      };
    },

    /** A reaction: shown to the author among the viewers, and sent to him in our chat. */
    async react(viewerId: string, storyId: string, body: StoryReactionBody): Promise<StoryAnswer> {
      const row = await otherMembersStory(viewerId, storyId, 'react to');
      await repo.react(storyId, viewerId, body.emoji);
      const { conversationId } = await messaging.sendStoryMessage(viewerId, row.authorId, {
        slug: row.slug,
        photoId: row.photoId,
        text: body.emoji,
        reaction: true,
        clientId: `story-reaction-${randomUUID()}`,
      });
      return { conversationId };
    },

    /** A reply: lands in the 1:1 chat with the author, as a message showing the story. */
    async reply(viewerId: string, storyId: string, body: StoryReplyBody): Promise<StoryAnswer> {
      const row = await otherMembersStory(viewerId, storyId, 'reply to');
      await repo.recordView(storyId, viewerId);
      const { conversationId } = await messaging.sendStoryMessage(viewerId, row.authorId, {
        slug: row.slug,
        photoId: row.photoId,
        text: body.text,
        reaction: false,
        clientId: body.clientId,
      });
      await activity.storyReply({
        authorId: row.authorId,
        replierId: viewerId,
        storyId: row.id,
        conversationId,
      });
      return { conversationId };
    },

    async remove(viewerId: string, storyId: string): Promise<void> {
      const row = await ownStory(viewerId, storyId);
      await photos.removeStoryPhotos([row.photoId]);
      await repo.remove(row.id);
    },

    async report(viewerId: string, storyId: string, body: ContentReportBody): Promise<number> {
      const row = await otherMembersStory(viewerId, storyId, 'report');
      return safety.reportContent({
        reporterId: viewerId,
        reportedId: row.authorId,
        targetKind: 'story',
        targetId: storyId,
        evidence: JSON.stringify({ text: row.body, photoId: row.photoId, slug: row.slug }),
        reason: body.reason,
        details: body.details ?? null,
      });
    },

    muteStories: (viewerId: string, memberId: string) => safety.muteStories(viewerId, memberId),
    unmuteStories: (viewerId: string, memberId: string) => safety.unmuteStories(viewerId, memberId),

    sweepExpired,

    /** Removes expired stories' files every minute, once across the nodes (decision 033). */
    registerJobs(jobs: Pick<JobQueue, 'every'>): void {
      jobs.every('stories.expire', SWEEP_EVERY_MS / 1000, () => sweepExpired());
    },
  };
}

export type StoriesService = ReturnType<typeof storiesService>;
