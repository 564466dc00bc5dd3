import { CITIES, type City } from '@blaze/contracts/catalogues';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How long a roam has left, as the countdown says it: '6 days 23 h left', '5 h 12 min left'. */
export function timeLeftText(endsAt: string, now = Date.now()): string {
  const ms = Date.parse(endsAt) - now;
  if (ms < MINUTE) return 'Less than a minute left';
  const days = Math.floor(ms / DAY);
  const hours = Math.floor((ms % DAY) / HOUR);
  const minutes = Math.floor((ms % HOUR) / MINUTE);
  if (days > 0) return `${days} ${days === 1 ? 'day' : 'days'}${hours ? ` ${hours} h` : ''} left`;
  if (hours > 0) return `${hours} h${minutes ? ` ${minutes} min` : ''} left`;
  return `${minutes} min left`;
}

/** The city list filtered by what he typed (any part of the city's or the country's name, any case). */
export function matchCities(query: string, cities: readonly City[] = CITIES): City[] {
  const q = query.trim().toLowerCase();
  if (!q) return [...cities];
  return cities.filter(
    (c) => c.name.toLowerCase().includes(q) || c.country.toLowerCase().includes(q),
  );
}
