import {
  LISTING_CATEGORIES,
  LISTING_CONDITIONS,
  LISTING_CURRENCIES,
  LISTING_SORTS,
  type ListingCategory,
  type ListingCondition,
  type ListingCurrency,
  type ListingQuery,
  type ListingSort,
} from '@blaze/contracts/marketplace';
import { CITIES } from '@blaze/contracts/catalogues';

/** Where the browse looks: near my city (the default), one city, or everywhere. */
export type ListingScope =
  { kind: 'near'; km: number } | { kind: 'city'; city: string } | { kind: 'everywhere' };

export type ListingFiltersState = {
  q: string;
  category: ListingCategory | null;
  condition: ListingCondition | null;
  currency: ListingCurrency | null;
  minPrice: number | null;
  maxPrice: number | null;
  scope: ListingScope;
  sort: ListingSort;
};

export const NEAR_CHOICES_KM = [25, 100, 300] as const;
export const DEFAULT_NEAR_KM = 100;

const pick = <T extends string>(list: readonly T[], value: string | null): T | null =>
  list.includes(value as T) ? (value as T) : null;
const cents = (value: string | null): number | null =>
  value && /^\d{1,12}$/.test(value) ? Number(value) : null;

/** The filters kept in the address (so a search can be shared and Back restores it). */
export function filtersFromSearch(search: URLSearchParams): ListingFiltersState {
  const city = search.get('city');
  const near = search.get('near');
  let scope: ListingScope = { kind: 'near', km: DEFAULT_NEAR_KM };
  if (city && CITIES.some((c) => c.name === city)) scope = { kind: 'city', city };
  else if (near === 'all') scope = { kind: 'everywhere' };
  else if (near && /^\d{1,4}$/.test(near)) scope = { kind: 'near', km: Number(near) };
  const currency = pick(LISTING_CURRENCIES, search.get('currency'));
  const sort = pick(LISTING_SORTS, search.get('sort')) ?? 'newest';
  return {
    q: search.get('q') ?? '',
    category: pick(LISTING_CATEGORIES, search.get('category')),
    condition: pick(LISTING_CONDITIONS, search.get('condition')),
    currency,
    // Price filters and sorts mean something only within one currency.
    minPrice: currency ? cents(search.get('min')) : null,
    maxPrice: currency ? cents(search.get('max')) : null,
    scope,
    sort: currency ? sort : 'newest',
  };
}

export function filtersToSearch(f: ListingFiltersState): URLSearchParams {
  const out = new URLSearchParams();
  if (f.q.trim()) out.set('q', f.q.trim());
  if (f.category) out.set('category', f.category);
  if (f.condition) out.set('condition', f.condition);
  if (f.currency) out.set('currency', f.currency);
  if (f.currency && f.minPrice !== null) out.set('min', String(f.minPrice));
  if (f.currency && f.maxPrice !== null) out.set('max', String(f.maxPrice));
  if (f.scope.kind === 'city') out.set('city', f.scope.city);
  if (f.scope.kind === 'everywhere') out.set('near', 'all');
  if (f.scope.kind === 'near' && f.scope.km !== DEFAULT_NEAR_KM)
    out.set('near', String(f.scope.km));
  if (f.currency && f.sort !== 'newest') out.set('sort', f.sort);
  return out;
}

/** The API query for these filters. */
export function toListingQuery(f: ListingFiltersState): Omit<ListingQuery, 'cursor'> {
  return {
    q: f.q.trim() || undefined,
    category: f.category ?? undefined,
    condition: f.condition ?? undefined,
    currency: f.currency ?? undefined,
    minPrice: f.currency ? (f.minPrice ?? undefined) : undefined,
    maxPrice: f.currency ? (f.maxPrice ?? undefined) : undefined,
    city: f.scope.kind === 'city' ? f.scope.city : undefined,
    nearKm: f.scope.kind === 'near' ? f.scope.km : undefined,
    sort: f.currency ? f.sort : 'newest',
  };
}

/** How many filters beyond the words are set (the Filters button's badge). */
export function activeFilterCount(f: ListingFiltersState): number {
  return [
    f.category,
    f.condition,
    f.currency,
    f.minPrice,
    f.maxPrice,
    f.scope.kind === 'near' && f.scope.km === DEFAULT_NEAR_KM ? null : f.scope.kind,
    f.sort === 'newest' ? null : f.sort,
  ].filter((v) => v !== null).length;
}
