import type { MessageSettings } from '@blaze/contracts/messaging';

export type ChatFontSize = MessageSettings['theme']['fontSize'];

/** Message text in the bubbles, as the member's 'Text size in chats' says. */
export const BUBBLE_TEXT_SIZE: Record<ChatFontSize, string> = {
  small: 'text-sm',
  medium: 'text-[15px]',
  large: 'text-lg',
};

/** The composer never goes below 16 px: iOS zooms into any smaller field when it gets focus. */
export const COMPOSER_TEXT_SIZE: Record<ChatFontSize, string> = {
  small: 'text-base',
  medium: 'text-base',
  large: 'text-lg',
};
