import { GEOLOCATION } from '@blaze/contracts/constants';

export type LocationPermission = 'granted' | 'prompt' | 'denied' | 'unsupported';
export type DevicePoint = { lat: number; lng: number; accuracy: number };

/** Why the browser gave no position, in words a member can act on. */
export class DeviceLocationError extends Error {
  override readonly name = 'DeviceLocationError';
  constructor(
    readonly reason: 'denied' | 'unavailable' | 'timeout' | 'unsupported',
    message: string,
  ) {
    super(message);
  }
}

const MESSAGES = {
  denied:
    "Location is turned off for Blaze in your browser. Pick your city instead, or allow location in your browser's site settings.",
  unavailable: "Your device couldn't work out where you are. Try again outside, or pick your city.",
  timeout: 'Finding your location took too long. Try again, or pick your city.',
  unsupported: "This browser can't share a location. Pick your city instead.",
} as const;

function toError(error: GeolocationPositionError): DeviceLocationError {
  const reason =
    error.code === error.PERMISSION_DENIED
      ? 'denied'
      : error.code === error.TIMEOUT
        ? 'timeout'
        : 'unavailable';
  return new DeviceLocationError(reason, MESSAGES[reason]);
}

const toPoint = (position: GeolocationPosition): DevicePoint => ({
  lat: position.coords.latitude,
  lng: position.coords.longitude,
  accuracy: Math.min(position.coords.accuracy, 100_000),
});

export async function locationPermission(): Promise<LocationPermission> {
  if (!('geolocation' in navigator)) return 'unsupported';
  try {
    const status = await navigator.permissions.query({ name: 'geolocation' });
    return status.state;
  } catch {
    return 'prompt';
  }
}

/** One reading (spec section 9: high accuracy, 10 s timeout, at most 5 minutes old). */
export function currentPosition(): Promise<DevicePoint> {
  if (!('geolocation' in navigator)) {
    return Promise.reject(new DeviceLocationError('unsupported', MESSAGES.unsupported));
  }
  return new Promise((resolve, reject) => {
    navigator.geolocation.getCurrentPosition(
      (position) => resolve(toPoint(position)),
      (error) => reject(toError(error)),
      GEOLOCATION.once,
    );
  });
}

/** Follows the member while a discovery screen is open (15 s timeout, at most a minute old). */
export function watchPosition(onPoint: (point: DevicePoint) => void): () => void {
  if (!('geolocation' in navigator)) return () => undefined;
  const id = navigator.geolocation.watchPosition(
    (position) => onPoint(toPoint(position)),
    // A failed watch reading is not worth bothering the member: the last stored point still counts.
    () => undefined,
    GEOLOCATION.watch,
  );
  return () => navigator.geolocation.clearWatch(id);
}

/** Worth sending: a first reading, a move of more than 150 m, or five minutes since the last one. */
export const RESEND = { metres: 150, afterMs: 5 * 60_000 } as const;

export function worthSending(
  last: { point: DevicePoint; at: number } | null,
  point: DevicePoint,
  now: number,
): boolean {
  if (!last) return true;
  if (now - last.at >= RESEND.afterMs) return true;
  const dLat = ((point.lat - last.point.lat) * Math.PI) / 180;
  const dLng = ((point.lng - last.point.lng) * Math.PI) / 180;
  const x = dLng * Math.cos(((point.lat + last.point.lat) * Math.PI) / 360);
  return Math.sqrt(dLat * dLat + x * x) * 6_371_000 > RESEND.metres;
}
