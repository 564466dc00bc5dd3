import { lazy, Suspense, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { preloadable } from '@/lib/preloadable';
import { PROFILE_BUILDER_OPEN_EVENT, PROFILE_PANEL_OPEN_EVENT } from '@/lib/overlay-events';
import { useOverlay } from '@/features/shell/lib/use-overlay';

const OwnProfilePanel = lazy(() =>
  import('@/features/profiles/components/own-profile-panel').then((m) => ({
    default: m.OwnProfilePanel,
  })),
);
// Usually fetched already (the protected wrapper starts it for `?builder=1`): then it opens at once.
const BuilderSheet = preloadable(() =>
  import('@/features/builder/components/builder-sheet').then((m) => ({
    default: m.BuilderSheet,
  })),
);

/** `?builder=1` opens the builder sheet (a fresh sign-up lands on /dashboard?builder=1). */
export const BUILDER_QUERY = 'builder';

/**
 * The app-wide sheets that open from anywhere through a window event: the own-profile panel and
 * the profile builder. Their code downloads on first open.
 */
export function GlobalSheets() {
  const panel = useOverlay();
  const builder = useOverlay();
  const [search, setSearch] = useSearchParams();
  const openPanel = panel.setOpen;
  const openBuilder = builder.setOpen;
  const builderAsked = search.get(BUILDER_QUERY) === '1';

  useEffect(() => {
    const onPanel = () => openPanel(true);
    const onBuilder = () =>
      void BuilderSheet.preload().then(
        () => openBuilder(true),
        () => openBuilder(true),
      );
    window.addEventListener(PROFILE_PANEL_OPEN_EVENT, onPanel);
    window.addEventListener(PROFILE_BUILDER_OPEN_EVENT, onBuilder);
    return () => {
      window.removeEventListener(PROFILE_PANEL_OPEN_EVENT, onPanel);
      window.removeEventListener(PROFILE_BUILDER_OPEN_EVENT, onBuilder);
    };
  }, [openPanel, openBuilder]);

  useEffect(() => {
    if (!builderAsked) return;
    // Opened once its code is here, so it never waits behind a suspended (throttled) fallback.
    BuilderSheet.preload().then(
      () => openBuilder(true),
      () => openBuilder(true),
    );
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(BUILDER_QUERY);
        return next;
      },
      { replace: true },
    );
  }, [builderAsked, openBuilder, setSearch]);

  return (
    <Suspense fallback={null}>
      {panel.mounted ? <OwnProfilePanel open={panel.open} onOpenChange={panel.setOpen} /> : null}
      {builder.mounted ? <BuilderSheet open={builder.open} onOpenChange={builder.setOpen} /> : null}
    </Suspense>
  );
}
