import { useCallback, useEffect, useState } from 'react';
import * as L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { LocateFixed, Minus, Plus } from 'lucide-react';
import { CITIES } from '@blaze/contracts/catalogues';
import { Button } from '@/components/ui/button';
import { logger } from '@/lib/logger';
import { useMapSettings } from '@/lib/map-settings';

/*
 * The map every feature draws on (discovery's members, places' venues): Leaflet, loaded only with the
 * module that imports this one (lazily). No tile server is asked for anything unless one is configured:
 * otherwise, or when it fails, the app draws its own plain map (grid, bundled land outline, city names).
 */

const TILE_ERRORS_BEFORE_FALLBACK = 3;
const TILE_FIRST_LOAD_TIMEOUT_MS = 5_000;
export const MAP_MIN_ZOOM = 3;
/** The bundled land outline is 1:110m: closer in, its coast would be kilometres off. */
const LAND_MAX_ZOOM = 9;
/** Graticule steps in degrees, fine to coarse; the first giving at most 6 lines across wins. */
const GRID_STEPS_DEG = [0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1, 2, 5, 10, 20, 30];
const GRID_LINES_ACROSS = 6;
const CITY_LABEL_BOX = { width: 96, height: 20 };

const PANES = { land: 'blaze-land', grid: 'blaze-grid', labels: 'blaze-labels' } as const;

/** The land outline ships with the app and loads only when the plain map is drawn. */
async function loadLand(): Promise<GeoJSON.GeoJsonObject> {
  const [{ default: topology }, { feature }] = await Promise.all([
    import('world-atlas/land-110m.json'),
    import('topojson-client'),
  ]);
  const world = topology as unknown as Parameters<typeof feature>[0];
  const land = world.objects['land'];
  if (!land) throw new Error('world-atlas land-110m has no land object');
  return feature(world, land);
}

export function mapElement<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string,
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  node.append(...children);
  return node;
}

function cityIcon(name: string): L.DivIcon {
  return L.divIcon({
    className: '',
    iconSize: [0, 0],
    html: mapElement(
      'span',
      'absolute -translate-x-1/2 -translate-y-1/2 text-[10px] font-semibold tracking-[0.14em] whitespace-nowrap text-zinc-500 uppercase',
      name,
    ),
  });
}

/** Hides city labels that would overlap one already shown (the list is alphabetical). */
function declutterCities(map: L.Map, cities: L.Marker[]): void {
  const shown: L.Point[] = [];
  for (const city of cities) {
    const p = map.latLngToLayerPoint(city.getLatLng());
    const clash = shown.some(
      (s) =>
        Math.abs(s.x - p.x) < CITY_LABEL_BOX.width && Math.abs(s.y - p.y) < CITY_LABEL_BOX.height,
    );
    city.setOpacity(clash ? 0 : 1);
    if (!clash) shown.push(p);
  }
}

function drawGraticule(map: L.Map, into: L.LayerGroup): void {
  into.clearLayers();
  const visible = map.getBounds();
  const span = Math.max(
    visible.getEast() - visible.getWest(),
    visible.getNorth() - visible.getSouth(),
  );
  const step = GRID_STEPS_DEG.find((s) => span / s <= GRID_LINES_ACROSS) ?? GRID_STEPS_DEG.at(-1)!;
  // Drawn past the edges so a pan shows lines before the next redraw.
  const view = visible.pad(0.5);
  const line = { pane: PANES.grid, interactive: false, weight: 1, className: 'stroke-zinc-800' };
  const south = Math.max(view.getSouth(), -85);
  const north = Math.min(view.getNorth(), 85);
  for (let lng = Math.ceil(view.getWest() / step) * step; lng <= view.getEast(); lng += step) {
    L.polyline(
      [
        [south, lng],
        [north, lng],
      ],
      line,
    ).addTo(into);
  }
  for (let lat = Math.ceil(south / step) * step; lat <= north; lat += step) {
    L.polyline(
      [
        [lat, view.getWest()],
        [lat, view.getEast()],
      ],
      line,
    ).addTo(into);
  }
}

/**
 * A Leaflet map on a container (`mapRef`), with the configured tiles or the plain map. `onResize` runs
 * when the container changes size (a map that fits its content once it has a size). `plainMaxZoom`
 * bounds the plain map's zoom.
 */
export function useBaseMap({
  plainMaxZoom,
  onResize,
}: {
  plainMaxZoom: number;
  onResize?: (map: L.Map, container: HTMLDivElement) => void;
}) {
  const [map, setMap] = useState<L.Map | null>(null);
  const settings = useMapSettings();
  const [failedTileUrl, setFailedTileUrl] = useState<string | null>(null);
  const tileUrl = settings.data?.tileUrl ?? null;
  const base = settings.isPending
    ? 'pending'
    : tileUrl && tileUrl !== failedTileUrl
      ? 'tiles'
      : 'plain';
  const tiles = base === 'tiles' ? (settings.data ?? null) : null;
  const plain = base === 'plain';

  const mapRef = useCallback(
    (container: HTMLDivElement | null) => {
      if (!container) return;
      const created = L.map(container, {
        center: [0, 0],
        zoom: MAP_MIN_ZOOM,
        minZoom: MAP_MIN_ZOOM,
        maxZoom: plainMaxZoom,
        zoomSnap: 0.5,
        zoomControl: false,
        attributionControl: false,
      });
      created.createPane(PANES.land).style.zIndex = '150';
      created.createPane(PANES.grid).style.zIndex = '160';
      created.createPane(PANES.labels).style.zIndex = '350';
      const resized = () => {
        created.invalidateSize();
        onResize?.(created, container);
      };
      // jsdom, where pages are unit-tested, has no ResizeObserver; Leaflet still follows the window.
      const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(resized) : null;
      observer?.observe(container);
      setMap(created);
      return () => {
        observer?.disconnect();
        created.remove();
        setMap(null);
      };
    },
    // The callback is the map's life: created once per container.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );

  // A configured tile server; if its tiles fail or never come, the plain map takes over.
  useEffect(() => {
    if (!map || !tiles?.tileUrl) return;
    const url = tiles.tileUrl;
    let loaded = 0;
    let failed = 0;
    const fallBack = () => {
      logger.warn('Map tiles unavailable, drawing the plain map', { loaded, failed });
      setFailedTileUrl(url);
    };
    map.setMaxZoom(tiles.maxZoom);
    const credits = L.control.attribution({ prefix: false, position: 'bottomleft' }).addTo(map);
    const layer = L.tileLayer(url, {
      maxZoom: tiles.maxZoom,
      attribution: tiles.attribution ?? undefined,
    });
    layer.on('tileload', () => (loaded += 1));
    layer.on('tileerror', () => {
      failed += 1;
      if (loaded === 0 && failed >= TILE_ERRORS_BEFORE_FALLBACK) fallBack();
    });
    layer.addTo(map);
    const timer = setTimeout(() => {
      if (loaded === 0) fallBack();
    }, TILE_FIRST_LOAD_TIMEOUT_MS);
    return () => {
      clearTimeout(timer);
      layer.remove();
      credits.remove();
    };
  }, [map, tiles]);

  // The app's own plain map: graticule, land outline when zoomed out, bundled city names.
  useEffect(() => {
    if (!map || !plain) return;
    map.setMaxZoom(plainMaxZoom);
    const grid = L.layerGroup().addTo(map);
    const cityMarkers = CITIES.map((c) =>
      L.marker([c.lat, c.lng], {
        icon: cityIcon(c.name),
        interactive: false,
        keyboard: false,
        pane: PANES.labels,
      }),
    );
    const cities = L.layerGroup(cityMarkers).addTo(map);
    const landPane = map.getPane(PANES.land);
    const onMove = () => drawGraticule(map, grid);
    const onZoom = () => {
      declutterCities(map, cityMarkers);
      if (landPane) landPane.hidden = map.getZoom() > LAND_MAX_ZOOM;
    };
    onMove();
    onZoom();
    map.on('moveend', onMove);
    map.on('zoomend', onZoom);

    let land: L.GeoJSON | null = null;
    let cancelled = false;
    loadLand()
      .then((outline) => {
        if (cancelled) return;
        land = L.geoJSON(outline, {
          pane: PANES.land,
          interactive: false,
          style: { weight: 1, fillOpacity: 1, className: 'fill-zinc-900 stroke-zinc-700/60' },
        }).addTo(map);
      })
      // Without the outline the plain map still shows the grid, the cities and everything on it.
      .catch((error: unknown) => logger.warn('Map land outline failed to load', { error }));

    return () => {
      cancelled = true;
      map.off('moveend', onMove);
      map.off('zoomend', onZoom);
      grid.remove();
      cities.remove();
      land?.remove();
    };
  }, [map, plain, plainMaxZoom]);

  return {
    mapRef,
    map,
    /** The configured tiles are showing (their credits sit bottom left). */
    hasTiles: tiles !== null,
    /** The configured tiles failed: the plain map shows instead. */
    tilesFailed: failedTileUrl !== null && failedTileUrl === tileUrl,
  };
}

/** A pill over the map: a note, a status. */
export const mapNotePill =
  'flex max-w-full items-center gap-1.5 rounded-full bg-zinc-950/85 px-3 py-1.5 text-xs font-medium text-zinc-200 shadow-lg shadow-black/40 ring-1 ring-zinc-800 backdrop-blur';

/** The map's own container classes (Leaflet's controls restyled). */
export const mapCanvasClass =
  'absolute inset-0 bg-zinc-950! font-sans! [&_.leaflet-control-attribution]:rounded-tr-lg [&_.leaflet-control-attribution]:bg-zinc-950/75! [&_.leaflet-control-attribution]:text-zinc-400! [&_.leaflet-control-attribution_a]:text-zinc-200!';

/** Zoom in, zoom out and back to the starting view. */
export function MapControls({
  map,
  onRecentre,
  recentreLabel,
}: {
  map: L.Map | null;
  onRecentre: () => void;
  recentreLabel: string;
}) {
  return (
    <div className="absolute right-3 bottom-3 z-1000 flex flex-col gap-2">
      <Button variant="floating" size="round" aria-label="Zoom in" onClick={() => map?.zoomIn()}>
        <Plus aria-hidden className="size-5" />
      </Button>
      <Button variant="floating" size="round" aria-label="Zoom out" onClick={() => map?.zoomOut()}>
        <Minus aria-hidden className="size-5" />
      </Button>
      <Button variant="floating" size="round" aria-label={recentreLabel} onClick={onRecentre}>
        <LocateFixed aria-hidden className="size-5" />
      </Button>
    </div>
  );
}
