import { z } from 'zod';
import { EventCardSchema } from './events.ts';
import { PostAuthorSchema, PostSchema } from './posts.ts';

/** Issue 14: /search and the dashboard's box. Members, posts and events; no location in any result. */
export const SEARCH_KINDS = ['members', 'posts', 'events'] as const;
export const SearchKindSchema = z.enum(SEARCH_KINDS);
export type SearchKind = z.infer<typeof SearchKindSchema>;

export const SEARCH_QUERY_MAX = 100;
export const SEARCH_PAGE_SIZE = 20;
/** Searches per member per minute (as discovery's nearby searches: results as you type). */
export const SEARCHES_PER_MINUTE = 60;
/** The web app waits this long after the last key before it asks. */
export const SEARCH_DEBOUNCE_MS = 250;

export const SearchQuerySchema = z.strictObject({
  q: z
    .string()
    .trim()
    .min(1, 'Type something to search for.')
    .max(SEARCH_QUERY_MAX, `A search can be up to ${SEARCH_QUERY_MAX} characters.`),
  kind: SearchKindSchema.default('members'),
  cursor: z.string().max(300).optional(),
});
export type SearchQuery = z.input<typeof SearchQuerySchema>;

/** A member found by name: who he is, never where (no city, distance or point). */
export const MemberResultSchema = PostAuthorSchema;
export type MemberResult = z.infer<typeof MemberResultSchema>;

export const SearchPageSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('members'),
    members: z.array(MemberResultSchema),
    nextCursor: z.string().nullable(),
  }),
  z.object({
    kind: z.literal('posts'),
    posts: z.array(PostSchema),
    nextCursor: z.string().nullable(),
  }),
  z.object({
    kind: z.literal('events'),
    /** Cards without a distance: a search tells nothing about where the searcher is. */
    events: z.array(EventCardSchema),
    nextCursor: z.string().nullable(),
  }),
]);
export type SearchPage = z.infer<typeof SearchPageSchema>;
