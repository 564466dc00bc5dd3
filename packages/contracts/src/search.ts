import { z } from 'zod';
import { EventCardSchema } from './events.ts';
import { PostAuthorSchema, PostSchema } from './posts.ts';
import { SEARCH_KINDS, SEARCH_QUERY_MAX } from './search-constants.ts';

/** Issue 14: /search and the dashboard's box. Members, posts and events; no location in any result. */
export * from './search-constants.ts';

export const SearchKindSchema = z.enum(SEARCH_KINDS);

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
