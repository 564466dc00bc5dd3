/** Search's constants without zod, for the web app's first chunks (as messaging-constants). */
export const SEARCH_KINDS = ['members', 'posts', 'events'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export const SEARCH_QUERY_MAX = 100;
export const SEARCH_PAGE_SIZE = 20;
/** Searches per member per minute (as discovery's nearby searches: results as you type). */
export const SEARCHES_PER_MINUTE = 60;
/** The web app waits this long after the last key before it asks. */
export const SEARCH_DEBOUNCE_MS = 250;
