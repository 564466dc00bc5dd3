import { useEffect, useRef } from 'react';
import type { OwnProfile } from '@blaze/contracts/profiles';
import { useUpdateLocation } from '@/features/discovery/api/update-location';
import {
  locationPermission,
  watchPosition,
  worthSending,
  type DevicePoint,
} from '@/features/discovery/lib/device-location';

/**
 * While a discovery screen is open, keeps a member who shares his device's location up to date:
 * only when the browser already allows it (never a surprise prompt), and only after a real move or
 * when the stored point has grown old.
 */
export function useFollowDevice(profile: OwnProfile | undefined): void {
  const update = useUpdateLocation({ errors: 'silent' });
  const send = update.mutate;
  const enabled = profile?.locationSource === 'device' && profile.latitude !== null;
  const last = useRef<{ point: DevicePoint; at: number } | null>(null);
  const lat = profile?.latitude ?? null;
  const lng = profile?.longitude ?? null;
  const storedAt = profile?.locationUpdatedAt ?? null;

  // What the server already has: a reading close to it, soon after, is not worth sending.
  useEffect(() => {
    if (lat === null || lng === null) return;
    last.current = { point: { lat, lng, accuracy: 0 }, at: Date.parse(storedAt ?? '') || 0 };
  }, [lat, lng, storedAt]);

  useEffect(() => {
    if (!enabled) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void locationPermission().then((permission) => {
      if (cancelled || permission !== 'granted') return;
      stop = watchPosition((point) => {
        const now = Date.now();
        if (!worthSending(last.current, point, now)) return;
        last.current = { point, at: now };
        send({ lat: point.lat, lng: point.lng, accuracy: point.accuracy });
      });
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [enabled, send]);
}
