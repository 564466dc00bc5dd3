import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  aroundQuery,
  DEFAULT_FILTERS,
  readFilters,
  writeFilters,
} from '@/features/discovery/lib/browse-filters';

describe('browse filters in the address', () => {
  it('reads defaults from an empty address and writes nothing back for them', () => {
    expect(readFilters(new URLSearchParams())).toEqual(DEFAULT_FILTERS);
    expect(writeFilters(new URLSearchParams('view=map'), DEFAULT_FILTERS).toString()).toBe(
      'view=map',
    );
    expect(activeFilterCount(DEFAULT_FILTERS)).toBe(0);
  });

  it('round-trips every filter, keeping other parameters', () => {
    const filters = {
      radiusKm: 10,
      minAge: 25,
      maxAge: 40,
      onlineOnly: true,
      newOnly: true,
      types: ['dating' as const, 'escort' as const],
    };
    const search = writeFilters(new URLSearchParams('mode=quick'), filters);
    expect(search.get('mode')).toBe('quick');
    expect(readFilters(search)).toEqual(filters);
    expect(activeFilterCount(filters)).toBe(5);
    expect(aroundQuery(filters)).toEqual({
      radiusKm: 10,
      minAge: 25,
      maxAge: 40,
      onlineOnly: 'true',
      newOnly: 'true',
      types: 'dating,escort',
    });
  });

  it('ignores what it cannot read instead of sending the server a bad query', () => {
    const filters = readFilters(new URLSearchParams('radius=9999&ages=60-20&types=pilot,dating'));
    expect(filters.radiusKm).toBe(25);
    expect([filters.minAge, filters.maxAge]).toEqual([20, 60]);
    expect(filters.types).toEqual(['dating']);
    expect(readFilters(new URLSearchParams('radius=2.5&ages=x')).radiusKm).toBe(25);
  });
});
