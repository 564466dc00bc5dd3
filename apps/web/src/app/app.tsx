import { BrowserRouter } from 'react-router';
import { setUnauthorizedHandler } from '@/lib/api-client';
import { forgetSession } from '@/lib/auth';
import { createQueryClient } from '@/lib/query-client';
import { AppProvider } from '@/app/provider';
import { AppRoutes } from '@/app/router';

const queryClient = createQueryClient();

// A data call answered 401: the session ended elsewhere. Forgetting it makes the protected
// wrapper send the member to /auth?redirect=<where they were>.
setUnauthorizedHandler(() => forgetSession(queryClient));

export function App() {
  return (
    <AppProvider queryClient={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProvider>
  );
}
