import { describe, expect, it } from 'vitest';
import {
  DISCOVERY_LIMITS,
  LOCATION_PRIVACY,
  RADIUS_MAX_KM,
  roundDistanceM,
} from '@blaze/contracts';
import { destination, distanceM, mapArea } from '../../lib/geo.ts';
import {
  cityCentre,
  hoursTooSoon,
  nearestCity,
  placePublicPoint,
  publicCell,
  rememberLocation,
  type RecentLocation,
} from './geo.ts';

const berlin = { lat: 52.52, lng: 13.405 };
const MINUTE = 60_000;

describe('geo', () => {
  it('measures distances like the earthdistance extension (Berlin to Paris ~878 km)', () => {
    expect(distanceM(berlin, { lat: 48.85, lng: 2.35 }) / 1000).toBeCloseTo(877.8, 0);
  });

  it('moves a point by the requested distance', () => {
    expect(distanceM(berlin, destination(berlin, 300, 1.1))).toBeCloseTo(300, 3);
  });

  it('puts everyone in a cell on its centre, whoever he is and wherever in the cell he stands', () => {
    const cell = publicCell(berlin);
    const spots = Array.from({ length: 50 }, (_, i) => ({
      lat: cell.south + ((i * 0.37) % 1) * (cell.north - cell.south),
      lng: cell.west + ((i * 0.61) % 1) * (cell.east - cell.west),
    }));
    for (const p of spots) expect(placePublicPoint(p, 'device', []).point).toEqual(cell.centre);
    // About 890 m a side: never more than ~630 m from the true point, ~340 m on average.
    expect(
      distanceM({ lat: cell.south, lng: cell.west }, { lat: cell.north, lng: cell.west }),
    ).toBeCloseTo(890, -1);
    expect(
      distanceM({ lat: cell.south, lng: cell.west }, { lat: cell.south, lng: cell.east }),
    ).toBeCloseTo(890, -1);
  });

  it('keeps his cell while he jitters just outside it, and moves him once he is really gone', () => {
    const cell = publicCell(berlin);
    const west = (metres: number) =>
      destination({ lat: cell.centre.lat, lng: cell.west }, metres, -Math.PI / 2);
    const cells = [cell.centre];
    const margin = LOCATION_PRIVACY.cellMarginM;
    expect(placePublicPoint(west(margin - 20), 'device', cells).point).toEqual(cell.centre);
    const gone = placePublicPoint(west(margin + 20), 'device', cells);
    expect(gone.point).toEqual(publicCell(west(margin + 20)).centre);
    expect(gone.point).not.toEqual(cell.centre);
    expect(gone.cells.map(({ lat, lng }) => ({ lat, lng }))).toEqual([cell.centre, gone.point]);
  });

  it('gives a home on the edge the same cell every evening, whichever side the GPS puts him', () => {
    const cell = publicCell(berlin);
    const edge = (metres: number) =>
      destination({ lat: cell.centre.lat, lng: cell.west }, metres, Math.PI / 2);
    const work = destination(berlin, 6_000, 2.4);
    let cells: Array<{ lat: number; lng: number }> = [];
    const seen = new Set<string>();
    for (const jitter of [15, -20, 30, -35, 5, -10]) {
      cells = placePublicPoint(work, 'device', cells).cells;
      const home = placePublicPoint(edge(jitter), 'device', cells);
      cells = home.cells;
      seen.add(JSON.stringify(home.point));
    }
    expect(seen.size).toBe(1);
  });

  it('shows a home within the margin of an edge in one cell, whichever way and however far he came home', () => {
    const cell = publicCell(berlin);
    const home = { lat: cell.north - 100 / 111_195, lng: (cell.west + cell.east) / 2 };
    let cells: Array<{ lat: number; lng: number; n?: number }> = [];
    const at = (p: { lat: number; lng: number }) => {
      const placed = placePublicPoint(p, 'device', cells);
      cells = placed.cells;
      return placed.point;
    };
    const seen = new Set([JSON.stringify(at(home))]);
    for (const [day, bearing] of [0, Math.PI, 0.4, Math.PI + 0.4, 0, Math.PI].entries()) {
      // A journey of a dozen cells that way (more than he keeps), and back the same way.
      const journey = Array.from({ length: 12 }, (_, i) =>
        destination(home, 600 + i * 900, bearing),
      );
      for (const p of [...journey, ...journey.reverse()]) at(p);
      seen.add(JSON.stringify(at(destination(home, (day * 7) % 25, day))));
    }
    expect([...seen]).toEqual([JSON.stringify(cell.centre)]);
    expect(cells.length).toBeLessThanOrEqual(8);
  });

  it("puts a member who picks a city on the city's centre, and never keeps that as a cell", () => {
    const centre = cityCentre('Berlin')!.point;
    expect(placePublicPoint(centre, 'city', [])).toEqual({ point: centre, cells: [] });
    const near = destination(centre, 100, 1);
    // A point that is no cell centre (a city's, an older rule's) is not a cell to stay in.
    expect(placePublicPoint(near, 'device', [near]).point).toEqual(publicCell(near).centre);
  });

  it('has every radius on the step grid, so the SQL radius filter is the filter on rounded distances', () => {
    for (let km = 1; km <= RADIUS_MAX_KM; km++) expect(roundDistanceM(km * 1000)).toBe(km * 1000);
  });

  it('refuses a jump from any point of the last hour, so hops under 50 km cannot be chained', () => {
    const now = Date.parse('2026-01-01T12:00:00Z');
    const east = (km: number) => destination(berlin, km * 1000, Math.PI / 2);
    let recent: RecentLocation[] = [];
    recent = rememberLocation(recent, berlin, now - 2 * MINUTE);
    const latest = { ...east(49), at: now - MINUTE };
    expect(hoursTooSoon(east(49), now - MINUTE, recent)).toBe(0);
    expect(hoursTooSoon(east(98), now, [...recent, latest])).toBeGreaterThan(0);
    // An airliner's pace is fine: 98 km six minutes later.
    expect(hoursTooSoon(east(98), now + 4 * MINUTE, [...recent, latest])).toBe(0);
  });

  it('keeps one point per few minutes, for the last hour only', () => {
    const now = Date.parse('2026-01-01T12:00:00Z');
    let recent: RecentLocation[] = [];
    for (let m = 0; m < 120; m++) recent = rememberLocation(recent, berlin, now + m * MINUTE);
    const { jumpWindowMinutes, jumpWindowSpacingMinutes } = DISCOVERY_LIMITS;
    expect(recent.length).toBeLessThanOrEqual(jumpWindowMinutes / jumpWindowSpacingMinutes + 1);
    expect(Math.min(...recent.map((r) => r.at))).toBeGreaterThan(
      now + 119 * MINUTE - jumpWindowMinutes * MINUTE,
    );
  });

  it('snaps map cells to the centre of a quarter of a public cell (~445 m)', () => {
    const a = mapArea(berlin);
    expect(mapArea(destination(berlin, 10, 1))).toEqual(a);
    for (let i = 0; i < 200; i++) {
      const p = destination(berlin, (i * 37) % 3000, i);
      expect(distanceM(mapArea(p), p)).toBeLessThan(500);
    }
    const cells = a.lat / (LOCATION_PRIVACY.cellDeg / 2) - 0.5;
    expect(Math.abs(cells - Math.round(cells))).toBeLessThan(1e-3);
  });

  it('reverse-geocodes offline to the nearest bundled city, and knows city centres', () => {
    expect(nearestCity(destination(berlin, 5_000, 2))).toEqual({
      city: 'Berlin',
      country: 'Germany',
    });
    expect(nearestCity({ lat: 0, lng: -140 })).toBeNull();
    expect(cityCentre('Berlin')).toMatchObject({ city: 'Berlin', country: 'Germany' });
    expect(cityCentre('Atlantis')).toBeNull();
  });
});
