import {
  lazy,
  startTransition,
  Suspense,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { IsRestoringProvider, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import {
  persistQueryClientRestore,
  persistQueryClientSubscribe,
  type Persister,
} from '@tanstack/react-query-persist-client';
import { AppErrorBoundary } from '@/features/diagnostics/components/app-error-boundary';
import { OnlineBanner } from '@/features/shell/components/online-banner';
import { isToasterWanted, subscribeToasterWanted } from '@/lib/notify';
import { useSession } from '@/lib/auth';
import { afterRestore, idbPersister, persistOptions } from '@/lib/offline-cache';
import { onPendingChangesOpen, useSyncQueueForSession } from '@/lib/sync';

const Toaster = lazy(() => import('@/components/ui/toaster').then((m) => ({ default: m.Toaster })));
const PendingChangesSheet = lazy(() =>
  import('@/features/sync/components/pending-changes-sheet').then((m) => ({
    default: m.PendingChangesSheet,
  })),
);

/** The sync queue of whoever is signed in, and its panel, loaded the first time it is opened. */
function SyncQueueSession({ queryClient }: { queryClient: QueryClient }) {
  useSyncQueueForSession(queryClient, useSession().me?.user.id);
  const [panelWanted, setPanelWanted] = useState(false);
  useEffect(() => onPendingChangesOpen(() => setPanelWanted(true)), []);
  return panelWanted ? (
    <Suspense fallback={null}>
      <PendingChangesSheet initiallyOpen />
    </Suspense>
  ) : null;
}

/**
 * TanStack's PersistQueryClientProvider, except that the end of the restore is a transition. Every
 * query waits for the restore; when it ends, every screen on the page renders with what came from
 * the device at once, which React renders in one long task unless it is a transition (issue 29: a
 * 90-100 ms task on a repeat visit here, four times that on a phone).
 */
function RestoringQueryClientProvider({
  client,
  persister,
  children,
}: {
  client: QueryClient;
  persister: Persister;
  children: ReactNode;
}) {
  const [restoring, setRestoring] = useState(true);
  const [options] = useState(() => ({ ...persistOptions(persister), queryClient: client }));
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return; // once, StrictMode's second run included
    started.current = true;
    void persistQueryClientRestore(options)
      .catch(() => undefined)
      .then(() => {
        // The session's owner is watched, and what came from the device marked stale, before
        // any screen reads it.
        afterRestore(client);
        startTransition(() => setRestoring(false));
      });
  }, [client, options]);
  useEffect(
    () => (restoring ? undefined : persistQueryClientSubscribe(options)),
    [restoring, options],
  );
  return (
    <QueryClientProvider client={client}>
      <IsRestoringProvider value={restoring}>{children}</IsRestoringProvider>
    </QueryClientProvider>
  );
}

export function AppProvider({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  // The Toaster (and sonner with it) loads on the first toast, not with the first screen.
  const toasterWanted = useSyncExternalStore(subscribeToasterWanted, isToasterWanted, () => false);
  // What he last saw comes back from IndexedDB before the first query runs (decision 037).
  const [persister] = useState(() => idbPersister());
  return (
    <AppErrorBoundary>
      <RestoringQueryClientProvider client={queryClient} persister={persister}>
        {children}
        <OnlineBanner />
        <SyncQueueSession queryClient={queryClient} />
        {toasterWanted ? (
          <Suspense fallback={null}>
            <Toaster />
          </Suspense>
        ) : null}
      </RestoringQueryClientProvider>
    </AppErrorBoundary>
  );
}
