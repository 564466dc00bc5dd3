import type { InfiniteData } from '@tanstack/react-query';
import type { FeedPage, Post } from '@blaze/contracts/posts';

type FeedData = InfiniteData<FeedPage, string | undefined>;

/** Patches one post wherever it appears in a tab's pages (a like, an edit, a new comment count). */
export function patchPost(
  data: FeedData | undefined,
  postId: string,
  patch: (post: Post) => Post,
): FeedData | undefined {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      items: page.items.map((item) =>
        item.kind === 'post' && item.post.id === postId
          ? { ...item, post: patch(item.post) }
          : item,
      ),
    })),
  };
}

/** Drops posts from a tab's pages: a deleted post, or every post of a muted member. */
export function dropPosts(
  data: FeedData | undefined,
  drop: (post: Post) => boolean,
): FeedData | undefined {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      items: page.items.filter((item) => item.kind !== 'post' || !drop(item.post)),
    })),
  };
}

/** Drops a sponsored card the member hid. */
export function dropPromotion(data: FeedData | undefined, id: string): FeedData | undefined {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      items: page.items.filter((item) => item.kind !== 'sponsored' || item.promotion.id !== id),
    })),
  };
}

/** A like flipped: is_liked and like_count by one (spec section 4), before the server answers. */
export const toggledLike = (post: Post, liked: boolean): Post =>
  post.isLiked === liked
    ? post
    : { ...post, isLiked: liked, likeCount: Math.max(0, post.likeCount + (liked ? 1 : -1)) };
