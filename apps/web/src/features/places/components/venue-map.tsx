import { useEffect, useRef } from 'react';
import * as L from 'leaflet';
import type { VenueSummary } from '@blaze/contracts/places';
import { cn } from '@/lib/cn';
import {
  MapControls,
  mapCanvasClass,
  mapElement,
  mapNotePill,
  useBaseMap,
} from '@/components/map/base-map';

/** Venues are public places: a venue's pin sits on its own point, so the map may zoom in close. */
const PLAIN_MAX_ZOOM = 17;

function pin(venue: VenueSummary, onOpen: () => void): HTMLButtonElement {
  const button = mapElement(
    'button',
    'pointer-events-auto flex -translate-x-1/2 -translate-y-full cursor-pointer flex-col items-center outline-none',
    mapElement(
      'span',
      'max-w-36 truncate rounded-full bg-zinc-950/90 px-2 py-0.5 text-[11px] font-semibold text-zinc-100 ring-1 ring-zinc-700',
      venue.name,
    ),
    mapElement(
      'span',
      `mt-0.5 size-4 rounded-full ring-4 ${venue.opening.openNow ? 'bg-emerald-400 ring-emerald-400/30' : 'bg-brand ring-brand/30'}`,
    ),
  );
  button.type = 'button';
  button.setAttribute('aria-label', `${venue.name}, open the venue`);
  button.addEventListener('click', onOpen);
  return button;
}

/** Venue pins on the shared map; a pin opens its venue. Loaded lazily with Leaflet. */
export function VenueMap({
  venues,
  onOpenVenue,
  className,
}: {
  venues: VenueSummary[];
  onOpenVenue: (id: string) => void;
  className?: string;
}) {
  const fitRef = useRef<{ bounds: L.LatLngBounds; pending: boolean } | null>(null);
  const { mapRef, map, hasTiles } = useBaseMap({
    plainMaxZoom: PLAIN_MAX_ZOOM,
    onResize: (created, container) => {
      const fit = fitRef.current;
      if (fit?.pending && container.clientHeight > 0) {
        created.fitBounds(fit.bounds, { animate: false, maxZoom: 15 });
        fit.pending = false;
      }
    },
  });

  useEffect(() => {
    if (!map || venues.length === 0) return;
    const layer = L.layerGroup().addTo(map);
    const bounds = L.latLngBounds([]);
    for (const v of venues) {
      const at = L.latLng(v.latitude, v.longitude);
      bounds.extend(at);
      L.marker(at, {
        icon: L.divIcon({ className: '', html: pin(v, () => onOpenVenue(v.id)), iconSize: [0, 0] }),
        interactive: false,
        keyboard: false,
      }).addTo(layer);
    }
    const padded = bounds.pad(0.2);
    const sized = map.getContainer().clientHeight > 0;
    if (sized) map.fitBounds(padded, { animate: false, maxZoom: 15 });
    fitRef.current = { bounds: padded, pending: !sized };
    return () => {
      layer.remove();
    };
  }, [map, venues, onOpenVenue]);

  return (
    <section
      aria-label="Map of venues"
      className={cn(
        'relative isolate h-[60dvh] min-h-72 w-full overflow-hidden rounded-2xl bg-zinc-950 ring-1 ring-zinc-800',
        className,
      )}
    >
      <div ref={mapRef} className={mapCanvasClass} />
      {venues.length === 0 ? (
        <p className={cn(mapNotePill, 'absolute top-3 left-1/2 z-1000 -translate-x-1/2')}>
          No venues to show here
        </p>
      ) : null}
      <p className={cn(mapNotePill, 'absolute bottom-3 left-3 z-1000', hasTiles && 'bottom-8')}>
        <span aria-hidden className="size-2.5 rounded-full bg-emerald-400" />
        Open now
      </p>
      <MapControls
        map={map}
        recentreLabel="Show all venues"
        onRecentre={() => {
          const fit = fitRef.current;
          if (map && fit) map.fitBounds(fit.bounds, { maxZoom: 15 });
        }}
      />
    </section>
  );
}
