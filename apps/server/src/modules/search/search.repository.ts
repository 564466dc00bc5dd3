import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { events, posts, profiles } from '../../db/schema.ts';
import { blockedEitherWay } from '../blocks/blocks.service.ts';
import { eventListedTo } from '../events/events.service.ts';
import { postVisibleTo } from '../posts/posts.service.ts';

type Raw = Record<string, unknown>;
const rowsOf = (result: unknown): Raw[] => (result as { rows: Raw[] }).rows;

/** A LIKE pattern that matches `text` anywhere, its wildcards taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A keyset position in a newest-first list: PostgreSQL's text of the time and the id. */
export type TimeKey = { at: string; id: string };

/** The text an event is found by: its title, venue and city (the `events_search_trgm_idx` expression). */
const eventText = sql`(${events.title} || ' ' || ${events.venue} || ' ' || ${events.city})`;

export function searchRepository(db: Database) {
  return {
    /**
     * Members whose username or display name contains a word like `q` (pg_trgm word similarity, on the
     * two GIN trigram indexes), best match first. Himself and members blocked either way are left out.
     */
    async members(viewerId: string, q: string, offset: number, limit: number) {
      const result = await db.execute(sql`
        select p.id from ${profiles} p
        where (${q} <% p.username or ${q} <% p.display_name)
          and p.id <> ${viewerId} and not ${blockedEitherWay(viewerId, sql`p.id`)}
        order by greatest(word_similarity(${q}, p.username),
          word_similarity(${q}, coalesce(p.display_name, ''))) desc, p.id
        offset ${offset} limit ${limit}`);
      return rowsOf(result).map((r) => String(r.id));
    },

    /**
     * Posts the viewer may see (the feed's rule: blocks both ways, followers-only for followers) with
     * the tag, or whose text contains `text` (the trigram index), newest first after the key.
     */
    async posts(
      viewerId: string,
      match: { tag: string } | { text: string },
      after: TimeKey | null,
      limit: number,
    ) {
      const where =
        'tag' in match
          ? sql`p.tags @> array[${match.tag}]::text[]`
          : sql`p.body ilike ${containsPattern(match.text)}`;
      const result = await db.execute(sql`
        select p.id, p.created_at::text as at from ${posts} p
        where ${where} and ${postVisibleTo(viewerId, 'p')}
          ${after ? sql`and (p.created_at, p.id) < (${after.at}::timestamptz, ${after.id})` : sql``}
        order by p.created_at desc, p.id desc
        limit ${limit}`);
      return rowsOf(result).map((r) => ({ id: String(r.id), at: String(r.at) }));
    },

    /**
     * Events still on or to come whose title, venue or city contains `text`, soonest first: only those
     * listed to the viewer (live, public or of a host he follows, no block either way; never invite-only).
     */
    async events(viewerId: string, text: string, from: Date, offset: number, limit: number) {
      const result = await db.execute(sql`
        select ${events.id} as id from ${events}
        where ${eventText} ilike ${containsPattern(text)} and ${events.startsAt} >= ${from.toISOString()}::timestamptz
          and ${eventListedTo(viewerId)}
        order by ${events.startsAt}, ${events.id}
        offset ${offset} limit ${limit}`);
      return rowsOf(result).map((r) => String(r.id));
    },
  };
}
