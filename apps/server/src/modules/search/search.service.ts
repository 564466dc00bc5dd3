import type { SearchPage, SearchQuery } from '@blaze/contracts';
import { SEARCH_PAGE_SIZE, SearchQuerySchema } from '@blaze/contracts';
import type { Database } from '../../db/client.ts';
import { decodeKeyCursor, encodeKeyCursor, numberKeyOf, timeKeyOf } from '../../lib/cursor.ts';
import type { EventsService } from '../events/events.service.ts';
import type { PostsService } from '../posts/posts.service.ts';
import type { ProfilesService } from '../profiles/profiles.service.ts';
import { searchRepository } from './search.repository.ts';

type Deps = {
  db: Database;
  profiles: ProfilesService;
  posts: PostsService;
  events: EventsService;
};

/** Ranked lists page by offset, up to this far (a search is for finding, not for listing everyone). */
const OFFSET_MAX = 200;
/** Text shorter than this matches too much to search posts and events by (a #tag has no minimum). */
const TEXT_MIN = 3;
/** A night that started a few hours ago is still worth finding (as the events list). */
const STILL_ON_MS = 6 * 3600 * 1000;

const offsetOf = (cursor: string | undefined) => {
  const key = decodeKeyCursor(cursor);
  return key ? Math.min(numberKeyOf(key), OFFSET_MAX) : 0;
};
const nextOffset = (offset: number, found: number) =>
  found === SEARCH_PAGE_SIZE && offset + found < OFFSET_MAX
    ? encodeKeyCursor({ k: offset + found, id: 'offset' })
    : null;

/**
 * Search (issue 14): members by username and display name (fuzzy), posts by text or #tag, events by
 * title, venue or city. Every result passes the rule of its own list (blocks both ways, the posts'
 * visibility) and carries no location: a member's name and avatar, a post as the feed shows it, an
 * event card without a distance.
 */
export function searchService({ db, profiles, posts, events }: Deps) {
  const repo = searchRepository(db);

  return {
    async search(viewerId: string, input: SearchQuery): Promise<SearchPage> {
      const { q, kind, cursor } = SearchQuerySchema.parse(input);

      if (kind === 'members') {
        const offset = offsetOf(cursor);
        const ids = await repo.members(viewerId, q, offset, SEARCH_PAGE_SIZE);
        const authors = await profiles.authorsByIds(ids);
        return {
          kind,
          members: ids.flatMap((id) => {
            const a = authors.get(id);
            return a ? [a] : [];
          }),
          nextCursor: nextOffset(offset, ids.length),
        };
      }

      if (kind === 'posts') {
        const tag = q.startsWith('#') ? q.slice(1).toLowerCase() : null;
        if (tag === '' || (tag === null && q.length < TEXT_MIN))
          return { kind, posts: [], nextCursor: null };
        const key = decodeKeyCursor(cursor);
        const rows = await repo.posts(
          viewerId,
          tag === null ? { text: q } : { tag },
          key && { at: timeKeyOf(key), id: key.id },
          SEARCH_PAGE_SIZE,
        );
        const last = rows.at(-1);
        return {
          kind,
          posts: await posts.hydrate(
            viewerId,
            rows.map((r) => r.id),
          ),
          nextCursor:
            last && rows.length === SEARCH_PAGE_SIZE
              ? encodeKeyCursor({ k: last.at, id: last.id })
              : null,
        };
      }

      if (q.length < TEXT_MIN) return { kind, events: [], nextCursor: null };
      const offset = offsetOf(cursor);
      const ids = await repo.events(
        viewerId,
        q,
        new Date(Date.now() - STILL_ON_MS),
        offset,
        SEARCH_PAGE_SIZE,
      );
      return {
        kind,
        events: await events.cardsByIds(viewerId, ids),
        nextCursor: nextOffset(offset, ids.length),
      };
    },
  };
}

export type SearchService = ReturnType<typeof searchService>;
