import { randomUUID } from 'node:crypto';
import type {
  ActivityKind,
  CommentBody,
  CommentsPage,
  ContentReportBody,
  FollowsPage,
  LikeResult,
  Post,
  PostComment,
  PostCreateBody,
  PostUpdateBody,
  PostsPage,
} from '@blaze/contracts';
import {
  COMMENTS_PAGE_SIZE,
  CommentBodySchema,
  FEED_PAGE_SIZE,
  FOLLOWS_PAGE_SIZE,
  PostCreateBodySchema,
  PostUpdateBodySchema,
} from '@blaze/contracts';
import type { Database } from '../../db/client.ts';
import type { EventBus } from '../../realtime/event-bus.ts';
import type { PostRow } from '../../db/schema.ts';
import { decodeKeyCursor, encodeKeyCursor, timeKeyOf } from '../../lib/cursor.ts';
import { AppError, forbidden, notFound } from '../../lib/errors.ts';
import type { PhotosService } from '../photos/photos.service.ts';
import type { ProfilesService } from '../profiles/profiles.service.ts';
import type { SafetyService } from '../safety/safety.service.ts';
import { DEMO_POSTS } from './demo-posts.ts';
import { mentionsOf, tagsOf } from './post-text.ts';
import { toComment, toPost } from './posts.mapper.ts';
import { postsRepository, postVisibleTo, type PageKey } from './posts.repository.ts';

const postGone = () => notFound('This post is no longer available.');
const commentGone = () => notFound('This comment is no longer available.');

/** The activity module's port: it drops items to oneself, between blocked members and repeats. */
export type ActivityPort = {
  record(item: {
    kind: ActivityKind;
    recipientId: string;
    actorId: string;
    postId?: string | null;
    commentId?: string | null;
  }): Promise<void>;
};

type Deps = {
  db: Database;
  /** Tells followers' apps that a new post is there (after it is committed). */
  bus: Pick<EventBus, 'publish'>;
  profiles: ProfilesService;
  photos: PhotosService;
  safety: SafetyService;
  activity?: ActivityPort;
};

/** The one visibility rule, for other modules' queries (activity, search, creators). */
export { postVisibleTo };

/** A page key from a cursor (null for the first page). */
export function pageKeyOf(cursor: string | undefined): PageKey | null {
  const key = decodeKeyCursor(cursor);
  return key && { at: timeKeyOf(key), id: key.id };
}

export const cursorAfter = (rows: Array<{ id: string; at: string }>, limit: number) => {
  const last = rows.at(-1);
  return last && rows.length === limit ? encodeKeyCursor({ k: last.at, id: last.id }) : null;
};

/**
 * Posts, likes and comments. Every read passes the one visibility rule (postVisibleTo: blocks both
 * ways, followers-only posts for followers); every write is the author's, or for a comment the
 * author's or the post owner's.
 */
export function postsService({ db, bus, profiles, photos, safety, activity }: Deps) {
  const repo = postsRepository(db);

  /** The post when the viewer may see it, else 404 (missing, blocked or followers-only). */
  async function visiblePost(viewerId: string, postId: string): Promise<PostRow> {
    const row = await repo.findById(postId);
    if (!row || !(await repo.isVisible(viewerId, postId))) throw postGone();
    return row;
  }

  /** His own post: 404 when he may not see it, 403 when he sees it but it is another member's. */
  async function ownPost(viewerId: string, postId: string): Promise<PostRow> {
    const row = await visiblePost(viewerId, postId);
    if (row.authorId !== viewerId) throw forbidden('You can only change your own posts.');
    return row;
  }

  /** Posts of `ids` as the viewer sees them, in the order of `ids` (invisible ones left out). */
  async function hydrate(viewerId: string, ids: string[]): Promise<Post[]> {
    if (ids.length === 0) return [];
    const [rows, settings] = await Promise.all([
      repo.seenBy(viewerId, ids),
      profiles.socialSettings(viewerId),
    ]);
    const [authors, photoMap] = await Promise.all([
      profiles.authorsByIds(rows.map((r) => r.authorId)),
      photos.postPhotos(
        viewerId,
        rows.filter((r) => r.photoCount > 0).map((r) => r.id),
      ),
    ]);
    const byId = new Map(rows.map((r) => [r.id, r]));
    const viewer = { id: viewerId, showExplicit: settings.showExplicit };
    return ids.flatMap((id) => {
      const row = byId.get(id);
      const author = row && authors.get(row.authorId);
      return row && author ? [toPost(row, viewer, author, photoMap.get(id) ?? [])] : [];
    });
  }

  /** Tells members named by @username in a post or comment, when they may see the post. */
  async function recordMentions(
    actorId: string,
    text: string,
    postId: string,
    commentId: string | null = null,
  ) {
    if (!activity) return;
    const ids = await profiles.idsByUsernames(mentionsOf(text));
    for (const id of ids) {
      if (!(await repo.isVisible(id, postId))) continue;
      await activity.record({ kind: 'mention', recipientId: id, actorId, postId, commentId });
    }
  }

  /** The comment an earlier write with the same client key made (it may have been deleted since). */
  async function sameComment(viewerId: string, commentId: string): Promise<PostComment> {
    const row = await repo.findComment(commentId);
    if (!row) throw commentGone();
    const post = await visiblePost(viewerId, row.postId);
    const author = (await profiles.authorsByIds([viewerId])).get(viewerId);
    if (!author) throw postGone();
    return toComment(row, viewerId, post.authorId, author);
  }

  async function one(viewerId: string, postId: string): Promise<Post> {
    const [post] = await hydrate(viewerId, [postId]);
    if (!post) throw postGone();
    return post;
  }

  return {
    /** His data export (decision 032): his posts, the comments he wrote, the posts he liked. */
    exportOf(userId: string) {
      return repo.exportOf(userId);
    },

    hydrate,

    /**
     * The demo community's posts, once: text posts spread over the last two days, liked and commented on
     * by other demo members (so Trending has something), and a few creators.
     */
    async ensureDemoPosts(): Promise<number> {
      if ((await repo.demoCount()) > 0) return 0;
      const members = await profiles.demoMemberIds();
      if (members.length < 3) return 0;
      for (const [i, demo] of DEMO_POSTS.entries()) {
        const authorId = members[(i * 7) % members.length]!;
        const row = await repo.insert({
          id: randomUUID(),
          authorId,
          body: demo.text,
          tags: tagsOf(demo.text),
          place: demo.place ?? null,
          isDemo: true,
          createdAt: new Date(Date.now() - demo.hoursAgo * 3600_000),
        });
        const fans = members.filter((m) => m !== authorId).slice(i % 5, (i % 5) + 2 + (i % 4));
        for (const fan of fans) await repo.like(row.id, fan);
        if (i % 3 === 0 && fans[0])
          await repo.addComment({
            id: randomUUID(),
            postId: row.id,
            authorId: fans[0],
            body: '🔥',
          });
      }
      await profiles.makeDemoCreators(members.filter((_, i) => i % 6 === 2));
      return DEMO_POSTS.length;
    },

    async create(authorId: string, input: PostCreateBody): Promise<Post> {
      const body = PostCreateBodySchema.parse(input);
      await photos.assertPostPhotosFree(authorId, body.photoIds);
      const inserted = await repo.insertOnce(
        {
          id: randomUUID(),
          authorId,
          body: body.text,
          tags: tagsOf(body.text),
          visibility: body.visibility,
          isExplicit: body.isExplicit,
          place: body.place || null,
          photoCount: body.photoIds.length,
        },
        body.clientKey,
      );
      // The same write again (the sync queue's replay): the first post, not a second.
      if ('existingId' in inserted) return one(authorId, inserted.existingId);
      const row = inserted;
      try {
        await photos.claimForPost(authorId, body.photoIds, row.id);
      } catch (err) {
        await repo.remove(row.id);
        if (body.clientKey) await repo.releaseKey(authorId, 'post', body.clientKey);
        throw err;
      }
      const followers = await repo.followerIds(authorId);
      if (followers.length) bus.publish(followers, { type: 'posts', authorId });
      await recordMentions(authorId, body.text, row.id);
      return one(authorId, row.id);
    },

    get: one,

    async update(viewerId: string, postId: string, input: PostUpdateBody): Promise<Post> {
      const changes = PostUpdateBodySchema.parse(input);
      const row = await ownPost(viewerId, postId);
      const text = changes.text ?? row.body;
      if (text.length === 0 && row.photoCount === 0)
        throw new AppError(400, 'BAD_REQUEST', 'Write something or add a photo.');
      await repo.update(postId, {
        ...(changes.text !== undefined ? { body: text, tags: tagsOf(text) } : {}),
        ...(changes.visibility ? { visibility: changes.visibility } : {}),
        ...(changes.isExplicit !== undefined ? { isExplicit: changes.isExplicit } : {}),
        ...(changes.place !== undefined ? { place: changes.place || null } : {}),
      });
      if (changes.text !== undefined) await recordMentions(viewerId, text, postId);
      return one(viewerId, postId);
    },

    async remove(viewerId: string, postId: string): Promise<void> {
      await ownPost(viewerId, postId);
      await photos.removePostFiles(postId);
      await repo.remove(postId);
    },

    async ofAuthor(viewerId: string, authorId: string, cursor?: string): Promise<PostsPage> {
      await profiles.assertReachable(viewerId, authorId);
      const ids = await repo.ofAuthor(viewerId, authorId, pageKeyOf(cursor), FEED_PAGE_SIZE);
      return {
        posts: await hydrate(
          viewerId,
          ids.map((r) => r.id),
        ),
        nextCursor: cursorAfter(ids, FEED_PAGE_SIZE),
      };
    },

    async setLike(viewerId: string, postId: string, liked: boolean): Promise<LikeResult> {
      const post = await visiblePost(viewerId, postId);
      if (liked && (await repo.like(postId, viewerId)))
        await activity?.record({
          kind: 'like',
          recipientId: post.authorId,
          actorId: viewerId,
          postId,
        });
      if (!liked) await repo.unlike(postId, viewerId);
      const [seen] = await repo.seenBy(viewerId, [postId]);
      return { liked: seen?.likedByMe ?? false, likeCount: seen?.seenLikes ?? 0 };
    },

    async likers(viewerId: string, postId: string, cursor?: string): Promise<FollowsPage> {
      await visiblePost(viewerId, postId);
      const rows = await repo.likers(viewerId, postId, pageKeyOf(cursor), FOLLOWS_PAGE_SIZE);
      const cards = await profiles.cardsByIds(rows.map((r) => r.id));
      return {
        members: rows.flatMap((r) => {
          const card = cards.get(r.id);
          return card ? [card] : [];
        }),
        nextCursor: cursorAfter(rows, FOLLOWS_PAGE_SIZE),
      };
    },

    async comments(viewerId: string, postId: string, cursor?: string): Promise<CommentsPage> {
      const post = await visiblePost(viewerId, postId);
      const rows = await repo.comments(viewerId, postId, pageKeyOf(cursor), COMMENTS_PAGE_SIZE);
      const authors = await profiles.authorsByIds(rows.map((r) => r.authorId));
      const last = rows.at(-1);
      return {
        comments: rows.flatMap((r) => {
          const author = authors.get(r.authorId);
          return author ? [toComment(r, viewerId, post.authorId, author)] : [];
        }),
        nextCursor:
          last && rows.length === COMMENTS_PAGE_SIZE
            ? encodeKeyCursor({ k: last.key, id: last.id })
            : null,
      };
    },

    async addComment(viewerId: string, postId: string, input: CommentBody): Promise<PostComment> {
      const { text, clientKey } = CommentBodySchema.parse(input);
      const post = await visiblePost(viewerId, postId);
      const added = await repo.addComment(
        { id: randomUUID(), postId, authorId: viewerId, body: text },
        clientKey,
      );
      if ('existingId' in added) return sameComment(viewerId, added.existingId);
      const row = added;
      await activity?.record({
        kind: 'comment',
        recipientId: post.authorId,
        actorId: viewerId,
        postId,
        commentId: row.id,
      });
      await recordMentions(viewerId, text, postId, row.id);
      const author = (await profiles.authorsByIds([viewerId])).get(viewerId);
      if (!author) throw postGone();
      return toComment(row, viewerId, post.authorId, author);
    },

    /** The comment's author or the post's owner may delete it; anyone else gets 403 (404 if unseen). */
    async removeComment(viewerId: string, commentId: string): Promise<void> {
      const comment = await repo.findComment(commentId);
      if (!comment) throw commentGone();
      const post = await visiblePost(viewerId, comment.postId).catch(() => {
        throw commentGone();
      });
      if (comment.authorId !== viewerId && post.authorId !== viewerId)
        throw forbidden('Only its author or the owner of the post can delete a comment.');
      await repo.removeComment(comment);
    },

    async reportPost(viewerId: string, postId: string, body: ContentReportBody): Promise<number> {
      const post = await visiblePost(viewerId, postId);
      if (post.authorId === viewerId)
        throw new AppError(400, 'BAD_REQUEST', "You can't report yourself.");
      const photoIds = (await photos.postPhotos(viewerId, [postId])).get(postId) ?? [];
      return safety.reportContent({
        reporterId: viewerId,
        reportedId: post.authorId,
        targetKind: 'post',
        targetId: postId,
        evidence: JSON.stringify({ text: post.body, photoIds: photoIds.map((p) => p.id) }),
        reason: body.reason,
        details: body.details ?? null,
      });
    },

    async reportComment(
      viewerId: string,
      commentId: string,
      body: ContentReportBody,
    ): Promise<number> {
      const comment = await repo.findComment(commentId);
      if (!comment) throw commentGone();
      await visiblePost(viewerId, comment.postId).catch(() => {
        throw commentGone();
      });
      if (comment.authorId === viewerId)
        throw new AppError(400, 'BAD_REQUEST', "You can't report yourself.");
      return safety.reportContent({
        reporterId: viewerId,
        reportedId: comment.authorId,
        targetKind: 'comment',
        targetId: commentId,
        evidence: JSON.stringify({ text: comment.body, postId: comment.postId }),
        reason: body.reason,
        details: body.details ?? null,
      });
    },

    // ---- the tabs' post lists (the feed module composes Feed) ----
    following: (viewerId: string, key: PageKey | null, limit: number) =>
      repo.following(viewerId, key, limit),
    byAuthors: (viewerId: string, authorIds: string[], key: PageKey | null, limit: number) =>
      repo.byAuthors(viewerId, authorIds, key, limit),
    everyone: (viewerId: string, key: PageKey | null, limit: number) =>
      repo.everyone(viewerId, key, limit),
    followedIds: (viewerId: string) => repo.followedIds(viewerId),
    trending: (viewerId: string, after: { rank: number; id: string } | null, limit: number) =>
      repo.trending(viewerId, after, limit),
    liked: (viewerId: string, key: PageKey | null, limit: number) =>
      repo.liked(viewerId, key, limit),
  };
}

export type PostsService = ReturnType<typeof postsService>;
