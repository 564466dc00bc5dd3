import { STORAGE_PREFIX } from '@blaze/contracts/constants';

/**
 * Window events that open the app-wide sheets (the own-profile panel and the profile builder)
 * from anywhere, without the caller importing the feature that draws them.
 */
export const PROFILE_PANEL_OPEN_EVENT = `${STORAGE_PREFIX}:profile-panel:open`;
export const PROFILE_BUILDER_OPEN_EVENT = `${STORAGE_PREFIX}:profile-builder:open`;

export function openProfilePanel(): void {
  window.dispatchEvent(new CustomEvent(PROFILE_PANEL_OPEN_EVENT));
}

export function openProfileBuilder(): void {
  window.dispatchEvent(new CustomEvent(PROFILE_BUILDER_OPEN_EVENT));
}
