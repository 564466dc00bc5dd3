import { BrowserRouter } from 'react-router';
import { setUnauthorizedHandler } from '@/lib/api-client';
import { forgetSession, meQueryOptions, onSignedOut } from '@/lib/auth';
import { createQueryClient } from '@/lib/query-client';
import { AppProvider } from '@/app/provider';
import { AppRoutes, preloadOpeningScreen } from '@/app/router';
import { prefetchOpeningData } from '@/app/opening-data';
import { AppLockGate } from '@/features/app-lock/components/app-lock-gate';
import { removeAppLock } from '@/features/app-lock/lib/app-lock-session';
import { forgetAllBuilderDrafts } from '@/features/builder/lib/builder-draft';
import { onDeviceWipe } from '@/lib/offline-store';

const queryClient = createQueryClient();
// Every screen first asks who he is and needs its own code: both start now, while the entry runs,
// not after the first render, and the screen's first data once he is known (issue 29). What the
// device kept is restored beside the session (afterRestore keeps the newer answer).
const session = queryClient.prefetchQuery(meQueryOptions);
preloadOpeningScreen(window.location);
void prefetchOpeningData(queryClient, window.location, session);

// A data call answered 401: the session ended elsewhere. Forgetting it makes the protected
// wrapper send the member to /auth?redirect=<where they were>.
setUnauthorizedHandler(() => forgetSession(queryClient));
// The app lock belongs to the session on this device: signing out (or being signed out) removes it,
// so a forgotten PIN is mended by signing in again (decision 036).
onSignedOut(removeAppLock);
// The profile builder's unfinished answers are his private data on this device too.
onDeviceWipe(forgetAllBuilderDrafts);

export function App() {
  return (
    <AppProvider queryClient={queryClient}>
      <AppLockGate>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppLockGate>
    </AppProvider>
  );
}
