import { describe, expect, it } from 'vitest';
import type { FeedPage, Post } from '@blaze/contracts/posts';
import { dropPosts, patchPost, toggledLike } from '@/features/dashboard/lib/feed-cache';

const post = (id: string, authorId = 'a'): Post => ({
  id,
  author: {
    id: authorId,
    username: authorId,
    displayName: null,
    avatarUrl: null,
    isCreator: false,
    isVerified: false,
  },
  text: id,
  tags: [],
  photos: [],
  visibility: 'everyone',
  isExplicit: false,
  blurred: false,
  place: null,
  likeCount: 2,
  commentCount: 0,
  isLiked: false,
  isOwn: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  editedAt: null,
});
const data = (...pages: Post[][]) => ({
  pageParams: pages.map(() => undefined),
  pages: pages.map((posts): FeedPage => ({
    items: posts.map((p) => ({ kind: 'post' as const, post: p })),
    nextCursor: null,
  })),
});

describe('feed cache', () => {
  it('flips a like once, however often it is applied', () => {
    const liked = toggledLike(post('p'), true);
    expect(liked).toMatchObject({ isLiked: true, likeCount: 3 });
    expect(toggledLike(liked, true)).toBe(liked);
    expect(toggledLike(liked, false)).toMatchObject({ isLiked: false, likeCount: 2 });
  });

  it('patches the post on whichever page holds it', () => {
    const next = patchPost(data([post('p1')], [post('p2')]), 'p2', (p) => toggledLike(p, true));
    const second = next?.pages[1]?.items[0];
    expect(second?.kind === 'post' && second.post.isLiked).toBe(true);
  });

  it("drops a muted member's posts from every page", () => {
    const next = dropPosts(
      data([post('p1', 'm'), post('p2')], [post('p3', 'm')]),
      (p) => p.author.id === 'm',
    );
    expect(next?.pages.map((p) => p.items.length)).toEqual([1, 0]);
  });
});
