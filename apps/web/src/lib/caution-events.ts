import type { Caution } from '@blaze/contracts/signals';

/**
 * The realtime connection (messaging's) hands 'caution' frames to the signals feature through this
 * window event, so neither feature imports the other (as activity frames do).
 */
export const CAUTION_FRAME_EVENT = 'blaze:caution-frame';

export type CautionFrame = { conversationId: string; caution: Caution };

export function announceCautionFrame(frame: CautionFrame): void {
  window.dispatchEvent(new CustomEvent<CautionFrame>(CAUTION_FRAME_EVENT, { detail: frame }));
}

export function onCautionFrame(listener: (frame: CautionFrame) => void): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<CautionFrame>).detail);
  window.addEventListener(CAUTION_FRAME_EVENT, handler);
  return () => window.removeEventListener(CAUTION_FRAME_EVENT, handler);
}
