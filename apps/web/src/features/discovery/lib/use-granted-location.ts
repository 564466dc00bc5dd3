import { useEffect, useSyncExternalStore } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useSession } from '@/lib/auth';
import { updateLocation } from '@/features/discovery/api/update-location';
import {
  currentPosition,
  DeviceLocationError,
  locationPermission,
} from '@/features/discovery/lib/device-location';

/**
 * Ask once (issue 35): a member without a stored location whose browser already allows Blaze his
 * position gets it read and stored without the 'Share my location' screen. One reading per member
 * and page load, shared by every screen that needs a location (Discover, Hookup, Right Now, the
 * check-in, the home strip), so two of them open at once never read twice. Without that permission
 * nothing happens here: the screens show their choices and the browser asks only when he taps.
 */
type Stage = 'checking' | 'locating' | 'done' | 'failed';

let attempt: { memberId: string; stage: Stage; problem: string | null } | null = null;
const listeners = new Set<() => void>();

function setAttempt(next: typeof attempt): void {
  attempt = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

async function locate(memberId: string, queryClient: QueryClient): Promise<void> {
  const stage = (next: Stage, problem: string | null = null) => {
    if (attempt?.memberId === memberId) setAttempt({ memberId, stage: next, problem });
  };
  setAttempt({ memberId, stage: 'checking', problem: null });
  if ((await locationPermission()) !== 'granted') return stage('failed');
  stage('locating');
  try {
    const point = await currentPosition();
    await updateLocation({ lat: point.lat, lng: point.lng, accuracy: point.accuracy });
    await queryClient.invalidateQueries();
    stage('done');
  } catch (error) {
    // A reading that fails is said on the location screen, where he can try again or pick a city.
    stage('failed', error instanceof DeviceLocationError ? error.message : null);
  }
}

export interface GrantedLocation {
  /** Reading the already-allowed position: show that, not the choices. */
  locating: boolean;
  /** Why the automatic reading gave nothing, if the browser said. */
  problem: string | null;
}

export function useGrantedLocation(): GrantedLocation {
  const { me } = useSession();
  const queryClient = useQueryClient();
  const memberId = me?.user.id ?? null;
  const needed = memberId !== null && me?.profile != null && me.profile.latitude == null;
  const current = useSyncExternalStore(subscribe, () => attempt);

  useEffect(() => {
    if (!needed || memberId === null || attempt?.memberId === memberId) return;
    void locate(memberId, queryClient);
  }, [needed, memberId, queryClient]);

  const mine = current?.memberId === memberId ? current : null;
  return {
    locating: needed && (mine === null || mine.stage === 'checking' || mine.stage === 'locating'),
    problem: mine?.problem ?? null,
  };
}
