import { describe, expect, it } from 'vitest';
import type { MapArea, NearbyMember } from '@blaze/contracts/discovery';
import {
  cellTitle,
  hiddenDistanceNote,
  markerLabel,
  mergeOverlappingCells,
  placeMembers,
} from '@/features/discovery/lib/map-cells';

const SOHO: MapArea = { lat: 51.5125, lng: -0.1325 };
const SHOREDITCH: MapArea = { lat: 51.5275, lng: -0.0775 };

function member(
  id: string,
  overrides: Partial<NearbyMember> & Pick<NearbyMember, 'area'>,
): NearbyMember {
  return {
    id,
    username: id,
    displayName: null,
    age: 30,
    avatarUrl: null,
    isOnline: false,
    profileType: 'dating',
    tribe: null,
    bodyType: null,
    isVerified: false,
    distance: overrides.area ? '1.5 km' : null,
    lastActive: null,
    isFavourite: false,
    visitingFrom: null,
    isBoosted: false,
    isNew: false,
    ...overrides,
  };
}

describe('placeMembers', () => {
  it('puts members of the same cell behind one marker, in list order', () => {
    const { cells } = placeMembers([
      member('marco', { area: SOHO, displayName: 'Marco' }),
      member('ben', { area: SHOREDITCH }),
      member('luis', { area: { ...SOHO } }),
      member('tom', { area: SOHO }),
    ]);

    expect(cells).toHaveLength(2);
    expect(cells[0]!.area).toEqual(SOHO);
    expect(cells[0]!.members.map((m) => m.id)).toEqual(['marco', 'luis', 'tom']);
    expect(cells[1]!.members.map((m) => m.id)).toEqual(['ben']);
  });

  it('leaves members who hide their distance off the map and counts them', () => {
    const { cells, hiddenCount } = placeMembers([
      member('marco', { area: SOHO }),
      member('shy', { area: null }),
      member('shyer', { area: null }),
    ]);

    expect(cells.flatMap((c) => c.members.map((m) => m.id))).toEqual(['marco']);
    expect(hiddenCount).toBe(2);
  });

  it('has nothing to place when nobody shares an area', () => {
    const { cells, hiddenCount } = placeMembers([member('shy', { area: null })]);
    expect(cells).toEqual([]);
    expect(hiddenCount).toBe(1);
  });
});

describe('mergeOverlappingCells', () => {
  // One pixel per thousandth of a degree: Soho and Shoreditch are 55 px apart.
  const project = (a: MapArea) => ({ x: a.lng * 1000, y: -a.lat * 1000 });

  it('joins a cell whose marker would cover an earlier one, keeping the list order', () => {
    const placement = placeMembers([
      member('marco', { area: SOHO }),
      member('ben', { area: SHOREDITCH }),
      member('tom', { area: SOHO }),
    ]);

    const merged = mergeOverlappingCells(placement, project, 60);

    expect(merged).toHaveLength(1);
    expect(merged[0]!.area).toEqual(SOHO);
    expect(merged[0]!.members.map((m) => m.id)).toEqual(['marco', 'ben', 'tom']);
  });

  it('keeps one marker per cell once they no longer overlap', () => {
    const placement = placeMembers([
      member('marco', { area: SOHO }),
      member('ben', { area: SHOREDITCH }),
    ]);

    expect(mergeOverlappingCells(placement, project, 44)).toEqual(placement.cells);
  });
});

describe('markerLabel', () => {
  it("names the first member and his distance when he is alone: 'Marco, 1.5 km'", () => {
    expect(markerLabel([member('m1', { area: SOHO, displayName: 'Marco' })])).toBe('Marco, 1.5 km');
  });

  it("says how many more share the marker: 'Marco and 2 more, 1.5 km'", () => {
    const label = markerLabel([
      member('m1', { area: SOHO, displayName: 'Marco' }),
      member('m2', { area: SOHO, distance: '2.0 km' }),
      member('m3', { area: SOHO }),
    ]);
    expect(label).toBe('Marco and 2 more, 1.5 km');
  });

  it('falls back to the username when he has no display name', () => {
    expect(
      markerLabel([member('m1', { area: SOHO, username: 'marco_ldn', displayName: '  ' })]),
    ).toBe('marco_ldn, 1.5 km');
  });
});

describe('hiddenDistanceNote', () => {
  it('says nothing when everyone is on the map', () => {
    expect(hiddenDistanceNote(0)).toBeNull();
  });

  it('counts the guys who hide their distance, singular and plural', () => {
    expect(hiddenDistanceNote(1)).toBe('1 guy hides his distance and is not on the map');
    expect(hiddenDistanceNote(3)).toBe('3 guys hide their distance and are not on the map');
  });
});

describe('cellTitle', () => {
  it('is his name alone, or how many guys share the marker', () => {
    const marco = member('m1', { area: SOHO, displayName: 'Marco' });
    expect(cellTitle([marco])).toBe('Marco');
    expect(cellTitle([marco, member('m2', { area: SOHO })])).toBe('2 guys around here');
  });
});
