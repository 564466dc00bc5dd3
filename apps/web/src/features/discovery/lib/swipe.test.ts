import { describe, expect, it } from 'vitest';
import { SWIPE_COMMIT_PX, swipeOutcome, swipeRotation } from '@/features/discovery/lib/swipe';

describe('swipe gestures', () => {
  it('likes to the right and passes to the left past the commit distance', () => {
    expect(swipeOutcome(SWIPE_COMMIT_PX)).toBe('like');
    expect(swipeOutcome(-SWIPE_COMMIT_PX - 30)).toBe('pass');
  });

  it('springs back from a short drag and treats a tiny one as a tap', () => {
    expect(swipeOutcome(SWIPE_COMMIT_PX - 1)).toBe('back');
    expect(swipeOutcome(-40)).toBe('back');
    expect(swipeOutcome(3)).toBe('tap');
  });

  it('tilts the card a little, never past 15 degrees', () => {
    expect(swipeRotation(0)).toBe(0);
    expect(swipeRotation(60)).toBe(5);
    expect(swipeRotation(-1000)).toBe(-15);
  });
});
