import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  filtersFromSearch,
  filtersToSearch,
  toListingQuery,
} from '@/features/marketplace/lib/listing-filters';

describe('listing filters in the address', () => {
  it('defaults to near my city, newest first, nothing else', () => {
    const f = filtersFromSearch(new URLSearchParams());
    expect(f).toMatchObject({ q: '', scope: { kind: 'near', km: 100 }, sort: 'newest' });
    expect(toListingQuery(f)).toMatchObject({ nearKm: 100, sort: 'newest' });
    expect(filtersToSearch(f).toString()).toBe('');
    expect(activeFilterCount(f)).toBe(0);
  });

  it('round-trips every filter', () => {
    const qs =
      'q=harness&category=gear&condition=good&currency=EUR&min=1000&max=5000&city=Berlin&sort=price_asc';
    const f = filtersFromSearch(new URLSearchParams(qs));
    expect(toListingQuery(f)).toEqual({
      q: 'harness',
      category: 'gear',
      condition: 'good',
      currency: 'EUR',
      minPrice: 1000,
      maxPrice: 5000,
      city: 'Berlin',
      nearKm: undefined,
      sort: 'price_asc',
    });
    expect(filtersToSearch(f).toString()).toBe(qs);
    expect(activeFilterCount(f)).toBe(7);
  });

  it('drops price filters and sorts without a currency, and unknown values', () => {
    const f = filtersFromSearch(
      new URLSearchParams('min=100&sort=price_desc&category=cars&city=Atlantis&near=all'),
    );
    expect(toListingQuery(f)).toMatchObject({
      minPrice: undefined,
      sort: 'newest',
      category: undefined,
      city: undefined,
      nearKm: undefined,
    });
    expect(f.scope).toEqual({ kind: 'everywhere' });
  });
});
