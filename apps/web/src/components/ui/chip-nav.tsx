import { Link } from 'react-router';
import { cn } from '@/lib/cn';

export interface ChipNavItem {
  label: string;
  to: string;
  current: boolean;
}

/** A row of pill links that switch what a page shows (aria-current marks the one shown). */
export function ChipNav({ label, items }: { label: string; items: readonly ChipNavItem[] }) {
  return (
    <nav aria-label={label} className="scrollbar-none flex gap-2 overflow-x-auto px-4">
      {items.map((item) => (
        <Link
          key={item.label}
          to={item.to}
          replace
          aria-current={item.current ? 'page' : undefined}
          className={cn(
            'inline-flex h-9 shrink-0 items-center rounded-full border px-4 text-sm font-semibold transition-colors',
            item.current
              ? 'border-transparent bg-brand text-brand-foreground'
              : 'border-zinc-800 bg-zinc-900 text-zinc-300 hover:border-zinc-700',
          )}
        >
          {item.label}
        </Link>
      ))}
    </nav>
  );
}
