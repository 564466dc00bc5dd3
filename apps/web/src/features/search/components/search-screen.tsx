import { useCallback, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CalendarDays, Search, SearchX, UserRound } from 'lucide-react';
import {
  SEARCH_DEBOUNCE_MS,
  SEARCH_KINDS,
  SEARCH_QUERY_MAX,
  type SearchKind,
} from '@blaze/contracts/search-constants';
import type { EventCard as EventCardData } from '@blaze/contracts/events';
import type { SearchPage } from '@blaze/contracts/search';
import { paths } from '@/config/paths';
import { memberName } from '@/lib/member-name';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadFailed } from '@/components/load-failed';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { UserAvatar } from '@/components/ui/avatar';
import { useSearch } from '@/features/search/api/search';
import { useDebounced } from '@/features/search/components/use-debounced';

const TAB_LABELS: Record<SearchKind, string> = {
  members: 'Members',
  posts: 'Posts',
  events: 'Events',
};

const kindOf = (value: string | null): SearchKind =>
  (SEARCH_KINDS as readonly string[]).includes(value ?? '') ? (value as SearchKind) : 'members';

const eventDate = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });

function ResultLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <li>
      <Link
        to={to}
        className="flex items-center gap-3 px-4 py-3 transition-colors hover:bg-zinc-900"
      >
        {children}
      </Link>
    </li>
  );
}

/** How the app shows one event opened from the results (the events feature's card). */
export type EventDetail = (event: EventCardData) => ReactNode;

/** An event result: tapping it opens its card in place (it may be beyond the events list's radius). */
function EventResult({ event, detail }: { event: EventCardData; detail?: EventDetail }) {
  const [open, setOpen] = useState(false);
  return (
    <li>
      <button
        type="button"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
        className="flex w-full cursor-pointer items-center gap-3 px-4 py-3 text-left transition-colors hover:bg-zinc-900"
      >
        <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-zinc-900 text-zinc-300 ring-1 ring-zinc-800">
          <CalendarDays aria-hidden className="size-4" />
        </span>
        <span className="min-w-0">
          <span className="block truncate font-semibold text-zinc-50">{event.title}</span>
          <span className="block truncate text-sm text-zinc-400">
            {event.venue ? `${event.venue}, ` : ''}
            {event.city} · {eventDate(event.startsAt)}
          </span>
        </span>
      </button>
      {open ? (
        <div className="px-4 pb-3">
          {detail ? (
            detail(event)
          ) : (
            <Link to={paths.event.to(event.id)} className="text-sm text-brand-text underline">
              See event
            </Link>
          )}
        </div>
      ) : null}
    </li>
  );
}

function Results({ page, eventDetail }: { page: SearchPage; eventDetail?: EventDetail }) {
  switch (page.kind) {
    case 'members':
      return page.members.map((m) => (
        <ResultLink key={m.id} to={paths.profileById.to(m.id)}>
          <UserAvatar src={m.avatarUrl} name={memberName(m)} size="sm" />
          <span className="min-w-0">
            <span className="block truncate font-semibold text-zinc-50">{memberName(m)}</span>
            <span className="block truncate text-sm text-zinc-400">@{m.username}</span>
          </span>
        </ResultLink>
      ));
    case 'posts':
      return page.posts.map((p) => (
        <ResultLink key={p.id} to={paths.post.to(p.id)}>
          <UserAvatar src={p.author.avatarUrl} name={memberName(p.author)} size="sm" />
          <span className="min-w-0">
            <span className="block truncate text-sm font-semibold text-zinc-50">
              {memberName(p.author)}
            </span>
            <span className="line-clamp-2 text-sm text-zinc-300">
              {p.text || `${p.photos.length} photo${p.photos.length === 1 ? '' : 's'}`}
            </span>
          </span>
        </ResultLink>
      ));
    case 'events':
      return page.events.map((e) => <EventResult key={e.id} event={e} detail={eventDetail} />);
  }
}

const countOf = (page: SearchPage) =>
  page.kind === 'members'
    ? page.members.length
    : page.kind === 'posts'
      ? page.posts.length
      : page.events.length;

function ResultList({
  kind,
  q,
  eventDetail,
}: {
  kind: SearchKind;
  q: string;
  eventDetail?: EventDetail;
}) {
  const results = useSearch(kind, q);
  if (!q) {
    return (
      <EmptyState icon={<Search aria-hidden />} title="Find members, posts and events">
        Type a name, a word or a #tag.
      </EmptyState>
    );
  }
  if (results.isPending) {
    return (
      <ul aria-label="Searching" className="space-y-3 px-4 pt-3">
        {Array.from({ length: 4 }, (_, i) => (
          <li key={i} className="flex items-center gap-3">
            <Skeleton className="size-9 rounded-full" />
            <Skeleton className="h-4 flex-1" />
          </li>
        ))}
      </ul>
    );
  }
  if (results.isError) {
    return (
      <LoadFailed
        icon={<SearchX aria-hidden />}
        title="Search failed"
        error={results.error}
        onRetry={() => void results.refetch()}
      />
    );
  }
  const pages = results.data.pages;
  if (pages.every((p) => countOf(p) === 0)) {
    return (
      <EmptyState icon={<UserRound aria-hidden />} title="No results">
        {`Nothing matches '${q}' in ${TAB_LABELS[kind].toLowerCase()}. Try another spelling.`}
      </EmptyState>
    );
  }
  return (
    <>
      <ul aria-label={`${TAB_LABELS[kind]} results`} className="divide-y divide-zinc-900">
        {pages.map((page, i) => (
          <Results key={i} page={page} eventDetail={eventDetail} />
        ))}
      </ul>
      {results.hasNextPage ? (
        <div className="flex justify-center pt-4">
          <Button
            variant="secondary"
            onClick={() => void results.fetchNextPage()}
            disabled={results.isFetchingNextPage}
          >
            {results.isFetchingNextPage ? 'Loading...' : 'Load More'}
          </Button>
        </div>
      ) : null}
    </>
  );
}

/**
 * /search (issue 14): members by name, posts by text or #tag, events; results as he types (debounced,
 * the previous request cancelled), one tab per kind. The query and the tab live in the address, so
 * the dashboard's box lands here with what he typed, and Back returns to the same results.
 */
export function SearchScreen({ eventDetail }: { eventDetail?: EventDetail }) {
  const [params, setParams] = useSearchParams();
  const kind = kindOf(params.get('kind'));
  const [text, setText] = useState(params.get('q') ?? '');
  const q = useDebounced(text.trim(), SEARCH_DEBOUNCE_MS);
  const focusOnMount = useCallback((input: HTMLInputElement | null) => input?.focus(), []);

  const update = (next: { q?: string; kind?: SearchKind }) => {
    const search = new URLSearchParams(params);
    if (next.q !== undefined) {
      if (next.q) search.set('q', next.q);
      else search.delete('q');
    }
    if (next.kind) search.set('kind', next.kind);
    setParams(search, { replace: true });
  };

  return (
    <div className="mx-auto min-h-dvh w-full max-w-xl pb-8">
      <div className="sticky top-[calc(3.5rem+env(safe-area-inset-top))] z-30 bg-zinc-950/90 px-4 pt-3 pb-2 backdrop-blur-xl">
        <form role="search" onSubmit={(event) => event.preventDefault()} className="relative">
          <Search
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-zinc-400"
          />
          <input
            type="search"
            value={text}
            maxLength={SEARCH_QUERY_MAX}
            // He came here to type: the dashboard's box and the top bar hand over with the keyboard up.
            ref={focusOnMount}
            onChange={(event) => {
              setText(event.target.value);
              update({ q: event.target.value.trim() });
            }}
            placeholder="Search posts, users..."
            aria-label="Search posts, users..."
            enterKeyHint="search"
            className="h-11 w-full rounded-full border border-zinc-800 bg-zinc-900 pr-4 pl-11 text-base text-zinc-50 placeholder:text-zinc-400 focus-visible:border-brand-text focus-visible:ring-2 focus-visible:ring-brand-text/30 focus-visible:outline-none"
          />
        </form>
      </div>
      <Tabs value={kind} onValueChange={(value) => update({ kind: kindOf(value) })}>
        <TabsList className="mx-4 mt-1 mb-2">
          {SEARCH_KINDS.map((k) => (
            <TabsTrigger key={k} value={k}>
              {TAB_LABELS[k]}
            </TabsTrigger>
          ))}
        </TabsList>
        {SEARCH_KINDS.map((k) => (
          <TabsContent key={k} value={k}>
            <ResultList kind={k} q={q} eventDetail={eventDetail} />
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
