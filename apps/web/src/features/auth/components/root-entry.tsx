import { Navigate, useSearchParams } from 'react-router';
import { TIMEOUTS } from '@blaze/contracts/constants';
import { paths, protocolTargets, startupShortcuts } from '@/config/paths';
import { useSession } from '@/lib/auth';
import { FullScreenStatus } from '@/components/status-screen';
import { useSettledAfter } from '@/features/auth/lib/use-settled-after';

/** spec section 2, Startup shortcuts: `?shortcut=`, `?files` and the web+blaze:// handler. */
export function startupTarget(search: URLSearchParams): string | null {
  const shortcut = search.get('shortcut');
  if (shortcut && startupShortcuts[shortcut]) return startupShortcuts[shortcut];
  if (search.has('files')) return paths.mediaUpload.to();
  const protocol = search.get('protocol');
  if (protocol !== null) {
    const target =
      protocol
        .replace(/^web\+blaze:\/*/i, '')
        .split(/[/?#]/)[0]
        ?.toLowerCase() ?? '';
    return protocolTargets[target] ?? paths.dashboard.to();
  }
  return null;
}

/** '/': 'Initializing...' for 300 ms after the session is known, then the dashboard or /auth. */
export function RootEntry() {
  const [search] = useSearchParams();
  const session = useSession();
  const settled = useSettledAfter(!session.isLoading, TIMEOUTS.rootInitDelayMs);

  const shortcut = startupTarget(search);
  if (shortcut) return <Navigate to={shortcut} replace />;
  if (!settled) return <FullScreenStatus title="Initializing..." icon="spinner" tone="brand" />;
  return (
    <Navigate
      to={session.status === 'signed-in' ? paths.dashboard.to() : paths.auth.to()}
      replace
    />
  );
}
