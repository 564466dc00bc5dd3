/** Wall-clock times in an IANA zone <-> instants, with Intl only (no time zone library). */

const WALL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

function wallParts(at: Date, zone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return {
    y: get('year'),
    mo: get('month'),
    d: get('day'),
    h: get('hour'),
    mi: get('minute'),
    s: get('second'),
  };
}

/** How far the zone's wall clock is ahead of UTC at this instant, in ms. */
function offsetMs(zone: string, at: Date): number {
  const p = wallParts(at, zone);
  const wallAsUtc = Date.UTC(p.y, p.mo - 1, p.d, p.h, p.mi, p.s);
  return wallAsUtc - Math.floor(at.getTime() / 1000) * 1000;
}

/**
 * The instant of a wall-clock time ('2026-05-01T22:00') in the zone, or null when the text is no real
 * date. A time skipped by a clock change lands just after it; a repeated one takes the first.
 */
export function zonedToInstant(local: string, zone: string): Date | null {
  const m = WALL.exec(local);
  if (!m) return null;
  const [y, mo, d, h, mi] = m.slice(1).map(Number) as [number, number, number, number, number];
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  if (new Date(wall).toISOString().slice(0, 16) !== local) return null;
  let t = wall - offsetMs(zone, new Date(wall));
  t = wall - offsetMs(zone, new Date(t));
  return new Date(t);
}

/** The wall-clock time of an instant in the zone, as 'YYYY-MM-DDTHH:MM'. */
export function instantToZoned(at: Date, zone: string): string {
  const p = wallParts(at, zone);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${p.y}-${two(p.mo)}-${two(p.d)}T${two(p.h)}:${two(p.mi)}`;
}
