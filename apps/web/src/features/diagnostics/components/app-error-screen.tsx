import { Home, RefreshCw, RotateCcw, TriangleAlert } from 'lucide-react';
import { paths } from '@/config/paths';
import { Button } from '@/components/ui/button';

interface AppErrorScreenProps {
  errorId: string;
  onReset: () => void;
}

/** spec section 8: the error screen, with an id to quote, Try Again, Go Home and Reload Page. */
export function AppErrorScreen({ errorId, onReset }: AppErrorScreenProps) {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-zinc-950 px-5 pt-safe pb-safe">
      <div className="w-full max-w-sm text-center">
        <div className="mx-auto flex size-16 items-center justify-center rounded-full bg-red-500/10 text-red-300 ring-1 ring-red-500/25">
          <TriangleAlert aria-hidden className="size-7" />
        </div>
        <h1 className="mt-5 text-2xl font-black text-zinc-50">Something went wrong</h1>
        <p className="mt-2 text-sm leading-relaxed text-zinc-300">
          We've encountered an unexpected error. Our team has been notified.
        </p>
        <div className="mt-5 rounded-2xl border border-zinc-800 bg-zinc-900 px-4 py-3 text-left">
          <p className="text-xs font-semibold tracking-wide text-zinc-400 uppercase">Error ID</p>
          <p className="mt-1 font-mono text-sm break-all text-zinc-100 select-all">{errorId}</p>
          <p className="mt-2 text-xs text-zinc-400">
            Please include this ID when reporting the issue.
          </p>
        </div>
        <div className="mt-6 flex flex-col gap-2.5">
          <Button size="lg" onClick={onReset}>
            <RotateCcw aria-hidden />
            Try Again
          </Button>
          <Button
            size="lg"
            variant="secondary"
            onClick={() => window.location.assign(paths.dashboard.to())}
          >
            <Home aria-hidden />
            Go Home
          </Button>
          <Button size="lg" variant="ghost" onClick={() => window.location.reload()}>
            <RefreshCw aria-hidden />
            Reload Page
          </Button>
        </div>
      </div>
    </main>
  );
}
