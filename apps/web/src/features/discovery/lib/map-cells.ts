import type { MapArea, NearbyMember } from '@blaze/contracts/discovery';
import { memberName } from '@/lib/member-name';

/**
 * One marker on the map: the members whose area is the same privacy cell (or, zoomed out, cells
 * whose markers would cover each other). Members keep the order of the list they came from, so the
 * first one is the nearest and is the face of the marker.
 */
export interface MapCell {
  key: string;
  area: MapArea;
  members: NearbyMember[];
}

export interface MapPlacement {
  cells: MapCell[];
  /** Members who hide their distance: they have no area and are never placed. */
  hiddenCount: number;
  /** Each member's place in the list (nearest first), to keep that order when markers merge. */
  rank: ReadonlyMap<string, number>;
}

/** Areas are already cell centres; rounding only guards the key against float noise. */
function cellKey(area: MapArea): string {
  return `${area.lat.toFixed(5)},${area.lng.toFixed(5)}`;
}

export function placeMembers(members: readonly NearbyMember[]): MapPlacement {
  const byKey = new Map<string, MapCell>();
  const rank = new Map(members.map((m, i) => [m.id, i]));
  let hiddenCount = 0;
  for (const member of members) {
    if (!member.area) {
      hiddenCount += 1;
      continue;
    }
    const key = cellKey(member.area);
    const cell = byKey.get(key);
    if (cell) cell.members.push(member);
    else byKey.set(key, { key, area: member.area, members: [member] });
  }
  return { cells: [...byKey.values()], hiddenCount, rank };
}

export interface ScreenPoint {
  x: number;
  y: number;
}

/**
 * Zoomed out, markers of neighbouring cells would sit on top of each other and hide all but one.
 * A cell whose marker would fall within `minDistancePx` of an earlier marker joins it instead.
 */
export function mergeOverlappingCells(
  { cells, rank }: Pick<MapPlacement, 'cells' | 'rank'>,
  project: (area: MapArea) => ScreenPoint,
  minDistancePx: number,
): MapCell[] {
  const merged: { cell: MapCell; point: ScreenPoint }[] = [];
  for (const cell of cells) {
    const point = project(cell.area);
    const near = merged.find(
      (m) => Math.hypot(m.point.x - point.x, m.point.y - point.y) < minDistancePx,
    );
    if (near) near.cell = { ...near.cell, members: [...near.cell.members, ...cell.members] };
    else merged.push({ cell, point });
  }
  const byRank = (a: NearbyMember, b: NearbyMember) =>
    (rank.get(a.id) ?? Infinity) - (rank.get(b.id) ?? Infinity);
  return merged.map(({ cell }) => ({ ...cell, members: [...cell.members].sort(byRank) }));
}

/** The marker's accessible name: 'Marco, 1.5 km' or 'Marco and 2 more, 1.5 km'. */
export function markerLabel(members: readonly NearbyMember[]): string {
  const [first, ...others] = members;
  if (!first) return '';
  const who = others.length ? `${memberName(first)} and ${others.length} more` : memberName(first);
  return first.distance ? `${who}, ${first.distance}` : who;
}

/** Said above the map so nobody wonders where the rest of the list went. */
export function hiddenDistanceNote(hiddenCount: number): string | null {
  if (hiddenCount <= 0) return null;
  return hiddenCount === 1
    ? '1 guy hides his distance and is not on the map'
    : `${hiddenCount} guys hide their distance and are not on the map`;
}

/** The sheet's title for a marker: his name alone, or how many guys it holds. */
export function cellTitle(members: readonly NearbyMember[]): string {
  const [first] = members;
  if (!first) return '';
  return members.length === 1 ? memberName(first) : `${members.length} guys around here`;
}
