import type { NearbyMember, PostPhoto, RightNowPost, RightNowSuit } from '@blaze/contracts';
import { RIGHT_NOW_SUITS } from '@blaze/contracts';
import type { RightNowRow } from './right-now.repository.ts';

const isSuit = (s: string): s is RightNowSuit => (RIGHT_NOW_SUITS as readonly string[]).includes(s);

/**
 * A Right Now post as this viewer sees it: the member as nearby lists show him, less his map marker
 * (no coordinate of any kind leaves with a post); null on his own.
 */
export function toRightNowPost(
  row: RightNowRow,
  viewerId: string,
  member: NearbyMember | null,
  photo: PostPhoto | null,
): RightNowPost {
  const isOwn = row.authorId === viewerId;
  let shown: RightNowPost['member'] = null;
  if (!isOwn && member) {
    const { area: _area, ...rest } = member;
    shown = rest;
  }
  return {
    id: row.id,
    text: row.body,
    suits: row.suits.filter(isSuit),
    photo,
    createdAt: row.createdAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    isOwn,
    member: shown,
  };
}
