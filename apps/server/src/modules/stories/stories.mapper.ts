import type { PostAuthor, PostPhoto, Story, StoryRing } from '@blaze/contracts';
import type { RingRow, SeenStory } from './stories.repository.ts';

/** A story as this viewer sees it: the view count only on his own. */
export function toStory(
  row: SeenStory,
  viewerId: string,
  author: PostAuthor,
  photo: PostPhoto,
): Story {
  const isOwn = row.authorId === viewerId;
  return {
    id: row.id,
    slug: row.slug,
    author,
    photo,
    text: row.body,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    seen: isOwn || row.seen,
    isOwn,
    viewCount: isOwn ? row.viewCount : null,
  };
}

export function toRing(row: RingRow, viewerId: string, author: PostAuthor): StoryRing {
  return {
    author,
    storyCount: row.storyCount,
    hasUnseen: row.hasUnseen,
    latestAt: row.latestAt.toISOString(),
    isOwn: row.authorId === viewerId,
  };
}
