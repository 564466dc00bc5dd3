import type { ActivityItem } from '@blaze/contracts/activity';

/**
 * The realtime connection (messaging's) hands 'activity' frames to the activity feature through this
 * window event, so neither feature imports the other.
 */
export const ACTIVITY_FRAME_EVENT = 'blaze:activity-frame';

export type ActivityFrame = { item: ActivityItem | null; unread: number };

export function announceActivityFrame(frame: ActivityFrame): void {
  window.dispatchEvent(new CustomEvent<ActivityFrame>(ACTIVITY_FRAME_EVENT, { detail: frame }));
}

export function onActivityFrame(listener: (frame: ActivityFrame) => void): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<ActivityFrame>).detail);
  window.addEventListener(ACTIVITY_FRAME_EVENT, handler);
  return () => window.removeEventListener(ACTIVITY_FRAME_EVENT, handler);
}
