import { useState } from 'react';
import { Search } from 'lucide-react';

/** spec section 2: the sticky search box. It holds what is typed; search itself comes later. */
export function SearchBar() {
  const [query, setQuery] = useState('');
  return (
    <div className="sticky top-(--shell-top) z-30 bg-zinc-950/90 px-4 pt-3 pb-2 backdrop-blur-xl">
      <form role="search" onSubmit={(event) => event.preventDefault()} className="relative">
        <Search
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-zinc-400"
        />
        <input
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder="Search posts, users..."
          aria-label="Search posts, users..."
          enterKeyHint="search"
          className="h-11 w-full rounded-full border border-zinc-800 bg-zinc-900 pr-4 pl-11 text-base text-zinc-50 placeholder:text-zinc-400 focus-visible:border-brand-text focus-visible:ring-2 focus-visible:ring-brand-text/30 focus-visible:outline-none"
        />
      </form>
    </div>
  );
}
