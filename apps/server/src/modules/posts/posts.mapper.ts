import type { Post, PostAuthor, PostComment, PostPhoto, PostVisibility } from '@blaze/contracts';
import type { CommentRow, SeenPost } from './posts.repository.ts';

const visibilityOf = (v: string): PostVisibility => (v === 'followers' ? 'followers' : 'everyone');

/**
 * A post as this viewer sees it: counts without members blocked either way, his like, and explicit
 * photos flagged blurred unless he chose to see explicit content (his own posts never are).
 */
export function toPost(
  row: SeenPost,
  viewer: { id: string; showExplicit: boolean },
  author: PostAuthor,
  photos: PostPhoto[],
): Post {
  const isOwn = row.authorId === viewer.id;
  return {
    id: row.id,
    author,
    text: row.body,
    tags: row.tags,
    photos,
    visibility: visibilityOf(row.visibility),
    isExplicit: row.isExplicit,
    blurred: row.isExplicit && !isOwn && !viewer.showExplicit,
    place: row.place,
    likeCount: row.seenLikes,
    commentCount: row.seenComments,
    isLiked: row.likedByMe,
    isOwn,
    createdAt: row.createdAt.toISOString(),
    editedAt: row.editedAt?.toISOString() ?? null,
  };
}

export function toComment(
  row: CommentRow,
  viewerId: string,
  postAuthorId: string,
  author: PostAuthor,
): PostComment {
  return {
    id: row.id,
    postId: row.postId,
    author,
    text: row.body,
    createdAt: row.createdAt.toISOString(),
    canDelete: row.authorId === viewerId || postAuthorId === viewerId,
  };
}
