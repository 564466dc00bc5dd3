/** How long the 'Access Denied' screen stays before the member is sent to the dashboard. */
export const ADMIN_DENIED_REDIRECT_MS = 2_000;

/** Shown when a member has no photo, or their photo fails to load. */
export const DEFAULT_AVATAR_URL = '/default-avatar.svg';

/** Pointer movement under this many pixels is a tap, not a drag (cards, swipe deck, map markers). */
export const TAP_SLOP_PX = 8;
