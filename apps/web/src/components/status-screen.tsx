import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Spinner } from '@/components/ui/spinner';

interface StatusProps {
  title: string;
  description?: ReactNode;
  /** An icon, or 'spinner' for a loading state. */
  icon?: ReactNode | 'spinner';
  tone?: 'neutral' | 'danger' | 'brand';
  children?: ReactNode;
  className?: string;
}

const TONE_RING = {
  neutral: 'bg-zinc-900 text-zinc-300 ring-zinc-800',
  danger: 'bg-red-500/10 text-red-300 ring-red-500/25',
  brand: 'bg-brand/10 text-brand-text ring-brand/25',
} as const;

/** The body of a loading, error or empty state: icon, title, words, actions. */
export function StatusPanel({
  title,
  description,
  icon,
  tone = 'neutral',
  children,
  className,
}: StatusProps) {
  const loading = icon === 'spinner';
  return (
    <div
      className={cn(
        'mx-auto flex max-w-sm flex-col items-center px-6 py-12 text-center',
        className,
      )}
      role={loading ? 'status' : undefined}
      aria-live={loading ? 'polite' : undefined}
    >
      {icon ? (
        <div
          className={cn(
            'mb-5 flex size-16 items-center justify-center rounded-full ring-1 [&_svg]:size-7',
            TONE_RING[tone],
          )}
        >
          {loading ? <Spinner className="size-7" /> : icon}
        </div>
      ) : null}
      <h1 className="text-xl font-bold text-zinc-50">{title}</h1>
      {description ? (
        <p className="mt-2 text-sm leading-relaxed text-zinc-400">{description}</p>
      ) : null}
      {children ? (
        <div className="mt-6 flex w-full flex-col items-center gap-3">{children}</div>
      ) : null}
    </div>
  );
}

/** A whole-page status (guards, first load, fatal errors): it is the page's one <main>. */
export function FullScreenStatus(props: StatusProps) {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-zinc-950 pt-safe pb-safe">
      <StatusPanel {...props} />
    </main>
  );
}

/** The Suspense fallback while a page's code downloads. */
export function PageLoading({ fullScreen = false }: { fullScreen?: boolean }) {
  const Status = fullScreen ? FullScreenStatus : StatusPanel;
  return <Status title="Loading..." icon="spinner" />;
}
