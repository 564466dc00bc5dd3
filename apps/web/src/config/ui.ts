/** spec section 9: tooltip open delay and the skip delay between neighbouring tooltips. */
export const TOOLTIP_DELAYS = { delayMs: 700, skipDelayMs: 300 } as const;

/** How long the 'Access Denied' screen stays before the member is sent to the dashboard. */
export const ADMIN_DENIED_REDIRECT_MS = 2_000;

/** spec section 9: stat bar tiles are 90 px wide. */
export const STAT_TILE_WIDTH_PX = 90;

/** Shown when a member has no photo, or their photo fails to load. */
export const DEFAULT_AVATAR_URL = '/default-avatar.svg';
