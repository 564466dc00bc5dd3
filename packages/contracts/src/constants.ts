/** Business constants from spec section 9: written once here, imported by the web app and the server. */

export const PRODUCT_NAME = 'Blaze';
export const STORAGE_PREFIX = 'blaze';

export const TIMEOUTS = {
  sessionLoadMs: 10_000,
  profileLoadMs: 5_000,
  rootInitDelayMs: 300,
  protectedLoadingDelayMs: 500,
  imageLoadMs: 10_000,
} as const;

export const GESTURES = {
  longPressMs: 500,
  centreLongPressMs: 520,
  cardLongPressMs: 500,
  doublePressMs: 260,
  centreDoublePressMs: 250,
  doubleTapZoomMs: 300,
  dragThresholdPx: 80,
} as const;

export const HAPTICS_MS = { light: 10, medium: 20, heavy: 30 } as const;

export const TOASTS = { limit: 1, durationMs: 4_000 } as const;

export const ONLINE_BANNER_MS = 3_000;

/**
 * The one sync queue of spec sections 3, 4 and 9 (decision 037): a synced item shows for 5 s, a try
 * that found no network waits with backoff between these bounds.
 */
export const SYNC_QUEUE = {
  successRemoveMs: 5_000,
  retryBaseMs: 1_000,
  retryMaxMs: 30_000,
} as const;

/** What he last saw, kept on the device for offline reading (decision 037). */
export const OFFLINE_CACHE = {
  maxAgeMs: 7 * 24 * 60 * 60 * 1000,
  /** Serialized size; past it the queries read longest ago are dropped first. */
  maxBytes: 5 * 1024 * 1024,
  /** At most one write to IndexedDB per this long. */
  throttleMs: 1_000,
} as const;

export const QUERY_DEFAULTS = {
  queryRetries: 3,
  mutationRetries: 2,
  refetchOnWindowFocus: false,
  staleTimeMs: 300_000,
} as const;

export const CLIENT_LOGGING = {
  queueMax: 100,
  batchSize: 10,
  flushIntervalMs: 30_000,
} as const;

/** Server-side caps for what the client logger and the error screen may send. */
export const LOG_LIMITS = {
  maxEntriesPerBatch: 100,
  maxMessageChars: 2_000,
  maxStackChars: 8_000,
  maxBodyBytes: 64 * 1024,
  /** Log batches a minute: a signed-in member's app, and an address with nobody signed in. */
  batchesPerMinute: { member: 20, anonymous: 5 },
  /** Error-screen reports an hour, likewise. */
  errorReportsPerHour: { member: 20, anonymous: 5 },
} as const;

export const THEME_COLOURS = {
  accent: '#9B87F5',
  brandPink: '#FF2D87',
  stealth: '#333333',
} as const;

export const PROFILE_COMPLETE_PERCENT = 70;
export const TEXT_SECTION_MAX = 500;
export const AGE_MIN = 18;
export const AGE_MAX = 99;
/** Height in centimetres, as the builder and the editor take it. */
export const HEIGHT_CM = { min: 120, max: 230 } as const;
export const UPLOAD_MAX_MB = 10;
export const UPLOAD_MAX_BYTES = UPLOAD_MAX_MB * 1024 * 1024;
export const PUBLIC_ALBUM_MAX = 6;
export const NEARBY_DEFAULT_RADIUS_KM = 25;
export const NEARBY_MAX_ROWS = 100;
export const EARTH_RADIUS_KM = 6371;
export const FEED_PAGE_SIZE = 10;
export const PHOTO_CACHE_SECONDS = 3600;

export const PASSWORD_RULES = { minLength: 8, maxLength: 128 } as const;
/** The code e-mailed at sign-up: digits, minutes it lives, wrong tries before it is spent. */
export const SIGN_UP_CODE = { length: 6, ttlMinutes: 15, attempts: 5 } as const;
export const USERNAME_RULES = {
  minLength: 3,
  maxLength: 30,
  pattern: /^[a-z0-9][a-z0-9_.]*$/,
} as const;

export const TOOLTIP_DELAYS = { delayMs: 700, skipDelayMs: 300 } as const;
export const STAT_TILE_WIDTH_PX = 90;

/**
 * Presence: the open app says so every minute; a member the server has not heard from for three
 * minutes is offline, and shows 'last active' instead. (Here, not in discovery.ts, because the shell
 * on the first screen needs it without the discovery schemas.)
 */
export const PRESENCE = { heartbeatMs: 60_000, offlineAfterMs: 180_000 } as const;

/** The install prompt (spec sections 4 and 9): hidden 7 days after 'Not now', or until 'Remind me in 7 days' passes. */
export const INSTALL_PROMPT = { dismissDays: 7, remindDays: 7 } as const;

/**
 * The app lock (issue 18, decision 036): a 4-6 digit PIN kept on the device as a PBKDF2-SHA-256
 * hash (OWASP's 2023 floor of 310,000 iterations), five wrong tries in a row sign him out, and
 * the choices of 'Lock after' time away (0: as soon as he leaves the app).
 */
export const APP_LOCK = {
  pinMinDigits: 4,
  pinMaxDigits: 6,
  pbkdf2Iterations: 310_000,
  maxWrongTries: 5,
  lockAfterMs: [0, 60_000, 300_000, 900_000, 3_600_000],
  defaultLockAfterMs: 60_000,
} as const;

/** The data modes a member can pick (decision 038); their schema is in data-modes.ts. */
export const DATA_MODES = ['production', 'testing', 'demo'] as const;

/** Browser geolocation options of spec section 9. */
export const GEOLOCATION = {
  once: { enableHighAccuracy: true, timeout: 10_000, maximumAge: 300_000 },
  watch: { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
} as const;
