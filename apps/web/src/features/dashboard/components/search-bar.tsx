import { Search } from 'lucide-react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';

/**
 * spec section 2: the sticky search box. Search itself is its own screen (/search, issue 14): the first
 * key typed here goes there with the text, where results come as he types.
 */
export function SearchBar() {
  const navigate = useNavigate();
  return (
    <div className="sticky top-(--shell-top) z-30 bg-zinc-950/90 px-4 pt-3 pb-2 backdrop-blur-xl">
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          const q = new FormData(event.currentTarget).get('q');
          void navigate(paths.search.to(typeof q === 'string' ? q.trim() : ''));
        }}
        className="relative"
      >
        <Search
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-zinc-400"
        />
        <input
          type="search"
          name="q"
          defaultValue=""
          onChange={(event) => {
            if (event.target.value.trim()) void navigate(paths.search.to(event.target.value));
          }}
          placeholder="Search posts, users..."
          aria-label="Search posts, users..."
          enterKeyHint="search"
          className="h-11 w-full rounded-full border border-zinc-800 bg-zinc-900 pr-4 pl-11 text-base text-zinc-50 placeholder:text-zinc-400 focus-visible:border-brand-text focus-visible:ring-2 focus-visible:ring-brand-text/30 focus-visible:outline-none"
        />
      </form>
    </div>
  );
}
