import { lazy, Suspense, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
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
  const [options] = useState(() => persistOptions(idbPersister()));
  return (
    <AppErrorBoundary>
      <PersistQueryClientProvider
        client={queryClient}
        persistOptions={options}
        onSuccess={() => void afterRestore(queryClient)}
        onError={() => void afterRestore(queryClient)}
      >
        {children}
        <OnlineBanner />
        <SyncQueueSession queryClient={queryClient} />
        {toasterWanted ? (
          <Suspense fallback={null}>
            <Toaster />
          </Suspense>
        ) : null}
      </PersistQueryClientProvider>
    </AppErrorBoundary>
  );
}
