import { TAP_SLOP_PX } from '@/config/ui';

/** How far a card must travel before letting go commits the swipe. */
export const SWIPE_COMMIT_PX = 100;
/** When this few cards are left, the deck asks the server for more. */
export const DECK_REFILL_AT = 3;
export const DECK_PAGE = 20;

export type SwipeDirection = 'like' | 'pass';

/** What letting go of a card at this offset does. */
export function swipeOutcome(dx: number): SwipeDirection | 'tap' | 'back' {
  if (Math.abs(dx) <= TAP_SLOP_PX) return 'tap';
  if (dx >= SWIPE_COMMIT_PX) return 'like';
  if (dx <= -SWIPE_COMMIT_PX) return 'pass';
  return 'back';
}

/** The card's tilt while dragged: a few degrees, more the further it goes. */
export function swipeRotation(dx: number): number {
  return Math.max(-15, Math.min(15, dx / 12));
}
