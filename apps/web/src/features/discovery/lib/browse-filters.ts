import { NEARBY_DEFAULT_RADIUS_KM, AGE_MAX, AGE_MIN } from '@blaze/contracts/constants';
import { RADIUS_MAX_KM, type AroundQuery, type NearbyQuery } from '@blaze/contracts/discovery';
import { PROFILE_TYPES, type ProfileType } from '@blaze/contracts/profiles';

/** The filters a member sets on discovery and hookup; they live in the address so Back keeps them. */
export interface BrowseFilters {
  radiusKm: number;
  minAge: number;
  maxAge: number;
  onlineOnly: boolean;
  newOnly: boolean;
  types: ProfileType[];
}

export const DEFAULT_FILTERS: BrowseFilters = {
  radiusKm: NEARBY_DEFAULT_RADIUS_KM,
  minAge: AGE_MIN,
  maxAge: AGE_MAX,
  onlineOnly: false,
  newOnly: false,
  types: [],
};

const PARAM = { radius: 'radius', ages: 'ages', online: 'online', new: 'new', types: 'types' };

function intIn(value: string | null, min: number, max: number): number | null {
  if (value === null || !/^\d+$/.test(value)) return null;
  const n = Number(value);
  return n >= min && n <= max ? n : null;
}

/** Reads the filters from the address; anything unreadable falls back to its default. */
export function readFilters(search: URLSearchParams): BrowseFilters {
  const [lo, hi] = (search.get(PARAM.ages) ?? '').split('-');
  const minAge = intIn(lo ?? null, AGE_MIN, AGE_MAX) ?? AGE_MIN;
  const maxAge = intIn(hi ?? null, AGE_MIN, AGE_MAX) ?? AGE_MAX;
  const types = (search.get(PARAM.types) ?? '')
    .split(',')
    .filter((t): t is ProfileType => (PROFILE_TYPES as readonly string[]).includes(t));
  return {
    radiusKm: intIn(search.get(PARAM.radius), 1, RADIUS_MAX_KM) ?? DEFAULT_FILTERS.radiusKm,
    minAge: Math.min(minAge, maxAge),
    maxAge: Math.max(minAge, maxAge),
    onlineOnly: search.get(PARAM.online) === '1',
    newOnly: search.get(PARAM.new) === '1',
    types: [...new Set(types)],
  };
}

/** Writes the filters into a copy of the address's parameters, leaving defaults out. */
export function writeFilters(search: URLSearchParams, filters: BrowseFilters): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const key of Object.values(PARAM)) next.delete(key);
  if (filters.radiusKm !== DEFAULT_FILTERS.radiusKm)
    next.set(PARAM.radius, String(filters.radiusKm));
  if (filters.minAge !== AGE_MIN || filters.maxAge !== AGE_MAX)
    next.set(PARAM.ages, `${filters.minAge}-${filters.maxAge}`);
  if (filters.onlineOnly) next.set(PARAM.online, '1');
  if (filters.newOnly) next.set(PARAM.new, '1');
  if (filters.types.length) next.set(PARAM.types, filters.types.join(','));
  return next;
}

/** How many filters differ from the defaults (the badge on the Filters button). */
export function activeFilterCount(filters: BrowseFilters): number {
  return [
    filters.radiusKm !== DEFAULT_FILTERS.radiusKm,
    filters.minAge !== AGE_MIN || filters.maxAge !== AGE_MAX,
    filters.onlineOnly,
    filters.newOnly,
    filters.types.length > 0,
  ].filter(Boolean).length;
}

/** The API's query for these filters (stats take exactly these; the list adds sort and paging). */
export function aroundQuery(filters: BrowseFilters): AroundQuery {
  return {
    radiusKm: filters.radiusKm,
    minAge: filters.minAge,
    maxAge: filters.maxAge,
    onlineOnly: filters.onlineOnly ? 'true' : undefined,
    newOnly: filters.newOnly ? 'true' : undefined,
    types: filters.types.length ? filters.types.join(',') : undefined,
  };
}

/** Members per page of the grid. */
const GRID_PAGE = 60;

/** The grid's query: these filters, an order, a page. One place, so what the app asks for as it
 * opens (opening-grid.ts) is the very query the grid then reads. */
export function gridQuery(
  filters: BrowseFilters,
  sort?: NearbyQuery['sort'],
): Omit<NearbyQuery, 'cursor'> {
  return { ...aroundQuery(filters), sort, limit: GRID_PAGE };
}
