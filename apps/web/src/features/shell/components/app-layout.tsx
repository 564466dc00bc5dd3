import { lazy, Suspense, useEffect, type CSSProperties, type ReactNode } from 'react';
import { Link, Outlet } from 'react-router';
import { ShieldAlert } from 'lucide-react';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth';
import { useDataMode } from '@/lib/flags';
import { Button } from '@/components/ui/button';
import { FullScreenStatus, PageLoading } from '@/components/status-screen';
import { useServerDataMode } from '@/features/shell/api/data-mode';
import { BottomNav } from '@/features/shell/components/bottom-nav';
import { TestingBanner } from '@/features/shell/components/testing-banner';
import { TopBar } from '@/features/shell/components/top-bar';
import { useOverlay } from '@/features/shell/lib/use-overlay';

// The sheets load on first open (and in the background once the page is idle).
const loadAccountMenuSheet = () => import('@/features/shell/components/account-menu-sheet');
const loadSiteSwitcherSheet = () => import('@/features/shell/components/site-switcher-sheet');
const AccountMenuSheet = lazy(() =>
  loadAccountMenuSheet().then((m) => ({ default: m.AccountMenuSheet })),
);
const SiteSwitcherSheet = lazy(() =>
  loadSiteSwitcherSheet().then((m) => ({ default: m.SiteSwitcherSheet })),
);

const PREFETCH_AFTER_MS = 2_000;

/**
 * The authenticated shell: fixed top bar (+ testing banner), scrolling content, fixed bottom nav.
 * `--shell-top` is the header height so pages can stick things right under it.
 */
export function AppLayout({
  overlays,
  messagesBadge,
  bell,
}: {
  overlays?: ReactNode;
  /** The unread count on the nav's Messages item. */
  messagesBadge?: ReactNode;
  /** The top bar's activity bell. */
  bell?: ReactNode;
}) {
  const { me } = useSession();
  // The server keeps the data mode (decision 038); the flags follow it once he is signed in.
  useServerDataMode(Boolean(me));
  const testing = useDataMode() === 'testing';
  const menu = useOverlay();
  const switcher = useOverlay();

  useEffect(() => {
    const timer = setTimeout(() => {
      // A failed prefetch is not an error: the sheet loads again when it is opened.
      for (const load of [loadAccountMenuSheet, loadSiteSwitcherSheet]) {
        load().catch(() => undefined);
      }
    }, PREFETCH_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);

  if (!me) {
    return (
      <FullScreenStatus
        title="Authentication Error"
        description="Please log in again to continue."
        icon={<ShieldAlert aria-hidden />}
        tone="danger"
      >
        <Button asChild size="lg">
          <Link to={paths.auth.to()}>Go to Login</Link>
        </Button>
      </FullScreenStatus>
    );
  }

  const shellTop = `calc(3.5rem + env(safe-area-inset-top)${testing ? ' + 2.5rem' : ''})`;

  return (
    <div className="min-h-dvh" style={{ '--shell-top': shellTop } as CSSProperties}>
      <a
        href="#main-content"
        className="sr-only z-50 rounded-lg bg-zinc-100 px-3 py-2 text-sm font-semibold text-zinc-900 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <header className="fixed inset-x-0 top-0 z-40 border-b border-zinc-800/70 bg-zinc-950/85 pt-safe backdrop-blur-xl">
        <TopBar me={me} onOpenMenu={() => menu.setOpen(true)} bell={bell} />
        {testing ? <TestingBanner /> : null}
      </header>
      <main
        id="main-content"
        className="mx-auto w-full max-w-xl pt-(--shell-top) pb-[calc(5.5rem+env(safe-area-inset-bottom))]"
      >
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <BottomNav onOpenSiteSwitcher={() => switcher.setOpen(true)} messagesBadge={messagesBadge} />
      <Suspense fallback={null}>
        {menu.mounted ? (
          <AccountMenuSheet me={me} open={menu.open} onOpenChange={menu.setOpen} />
        ) : null}
        {switcher.mounted ? (
          <SiteSwitcherSheet open={switcher.open} onOpenChange={switcher.setOpen} />
        ) : null}
      </Suspense>
      {overlays}
    </div>
  );
}
