import { useEffect, useMemo, useRef, useState } from 'react';
import * as L from 'leaflet';
import { BadgeCheck, EyeOff, TriangleAlert } from 'lucide-react';
import type { MapArea, NearbyMember } from '@blaze/contracts/discovery';
import { DEFAULT_AVATAR_URL, TAP_SLOP_PX } from '@/config/ui';
import { cn } from '@/lib/cn';
import { memberName } from '@/lib/member-name';
import {
  MapControls,
  mapCanvasClass,
  mapElement as element,
  mapNotePill as notePill,
  useBaseMap,
} from '@/components/map/base-map';
import { UserAvatar } from '@/components/ui/avatar';
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
} from '@/components/ui/sheet';
import { Spinner } from '@/components/ui/spinner';
import {
  cellTitle,
  hiddenDistanceNote,
  markerLabel,
  mergeOverlappingCells,
  placeMembers,
  type MapCell,
} from '@/features/discovery/lib/map-cells';

export interface MapViewProps {
  /** Keep the array stable between renders (useMemo): a new one redraws every marker. */
  members: NearbyMember[];
  /** My own map cell: the centre of the radius circle, never my exact point. */
  origin: MapArea;
  radiusKm: number;
  loading?: boolean;
  onOpenMember: (id: string) => void;
  /** Replaces the default height (the page area between the top bar and the bottom nav). */
  className?: string;
}

/** Marker size; markers closer than this on screen would cover each other, so they merge. */
const MARKER_PX = 44;
/** Markers sit on ~890 m cells; zooming in further would only show emptier streets. */
const PLAIN_MAX_ZOOM = 15;

/** Decoration inside a marker: the button's label already says it. */
function decoration(className: string, text = ''): HTMLSpanElement {
  const span = element('span', className, text);
  span.setAttribute('aria-hidden', 'true');
  return span;
}

/** A marker: the first member's photo, '+2' when two more share it, a dot when one is online. */
function markerButton(cell: MapCell, onOpen: (marker: HTMLElement) => void): HTMLButtonElement {
  const [first] = cell.members;
  const photo = element('img', 'block rounded-full object-cover');
  photo.alt = '';
  photo.decoding = 'async';
  photo.src = first?.avatarUrl || DEFAULT_AVATAR_URL;
  photo.addEventListener(
    'error',
    () => {
      photo.src = DEFAULT_AVATAR_URL;
    },
    { once: true },
  );
  // Leaflet's stylesheet sizes marker images itself, and it is not in a cascade layer.
  photo.style.width = '100%';
  photo.style.height = '100%';

  const button = element(
    'button',
    'pointer-events-auto relative block size-11 cursor-pointer rounded-full bg-zinc-900 p-0.5 shadow-lg shadow-black/60 ring-2 ring-brand transition-transform outline-none hover:scale-105 focus-visible:ring-4 focus-visible:ring-white',
    photo,
  );
  button.type = 'button';
  button.setAttribute('aria-label', markerLabel(cell.members));
  if (cell.members.length > 1) {
    button.append(
      decoration(
        'absolute -top-1.5 -right-1.5 h-5 min-w-5 rounded-full bg-brand px-1 text-center text-[11px] leading-5 font-bold text-brand-foreground ring-2 ring-zinc-950',
        `+${cell.members.length - 1}`,
      ),
    );
  }
  if (cell.members.some((m) => m.isOnline)) {
    button.append(
      decoration(
        'absolute right-0 bottom-0 size-3 rounded-full bg-emerald-400 ring-2 ring-zinc-950',
      ),
    );
  }

  let pressedAt: { x: number; y: number } | null = null;
  button.addEventListener('pointerdown', (e) => {
    pressedAt = { x: e.clientX, y: e.clientY };
  });
  button.addEventListener('click', (e) => {
    const panned =
      e.detail > 0 &&
      pressedAt !== null &&
      Math.hypot(e.clientX - pressedAt.x, e.clientY - pressedAt.y) > TAP_SLOP_PX;
    if (!panned) onOpen(button);
  });
  return button;
}

/** The centre of my own cell: where I am, to the ~450 m of my map cell (a quarter of my public cell). */
function ownAreaIcon(): L.DivIcon {
  const dot = 'absolute size-4 -translate-x-1/2 -translate-y-1/2 rounded-full';
  return L.divIcon({
    className: '',
    iconSize: [0, 0],
    html: element(
      'div',
      'relative',
      element('span', `${dot} bg-brand/50 motion-safe:animate-ping`),
      element('span', `${dot} bg-brand ring-4 ring-brand/30`),
    ),
  });
}

/**
 * Who is around, on a map. Markers sit on the centres of ~890 m privacy cells, one per cell, and a
 * marker opens the list of the guys in it. Leaflet loads with this module, which the page imports
 * lazily. No tile server is asked for anything unless one is configured: otherwise, or when it fails,
 * the app draws its own plain map (grid, bundled land outline, city names).
 */
export function MapView({
  members,
  origin,
  radiusKm,
  loading = false,
  onOpenMember,
  className,
}: MapViewProps) {
  // The members stay in the sheet while it slides away; focus goes back to the marker after.
  const [sheet, setSheet] = useState<{
    open: boolean;
    members: NearbyMember[];
    marker: HTMLElement | null;
  }>({ open: false, members: [], marker: null });
  const placement = useMemo(() => placeMembers(members), [members]);
  const hiddenNote = hiddenDistanceNote(placement.hiddenCount);

  /** The view to fit (who is around, within the radius); kept to fit once the map has a size. */
  const fitRef = useRef<{ bounds: L.LatLngBounds; pending: boolean } | null>(null);
  /** The members at the last fit: a refetch must not pull the view from under the member's thumb. */
  const membersRef = useRef(members);
  useEffect(() => {
    membersRef.current = members;
  }, [members]);

  const { mapRef, map, hasTiles, tilesFailed } = useBaseMap({
    plainMaxZoom: PLAIN_MAX_ZOOM,
    onResize: (created, container) => {
      const fit = fitRef.current;
      if (fit?.pending && container.clientHeight > 0) {
        created.fitBounds(fit.bounds, { animate: false });
        fit.pending = false;
      }
    },
  });

  // The radius circle and my own area; the view fits again whenever either changes.
  useEffect(() => {
    if (!map) return;
    const centre = L.latLng(origin.lat, origin.lng);
    const circle = L.circle(centre, {
      radius: radiusKm * 1000,
      interactive: false,
      weight: 1.5,
      fillOpacity: 1,
      className: 'stroke-brand/70 fill-brand/5',
    }).addTo(map);
    const own = L.marker(centre, {
      icon: ownAreaIcon(),
      interactive: false,
      keyboard: false,
      zIndexOffset: -1000,
    }).addTo(map);
    // Fit who is around (and my own area) rather than the whole circle: a 25 km circle around a
    // city whose guys all live within 5 km would leave them as one dot in the middle.
    const around = L.latLngBounds([centre]);
    for (const m of membersRef.current) if (m.area) around.extend([m.area.lat, m.area.lng]);
    const bounds = around.getNorthEast().equals(around.getSouthWest())
      ? circle.getBounds()
      : around.pad(0.2);
    const sized = map.getContainer().clientHeight > 0;
    if (sized) map.fitBounds(bounds, { animate: fitRef.current !== null });
    fitRef.current = { bounds, pending: !sized };
    return () => {
      circle.remove();
      own.remove();
    };
  }, [map, origin.lat, origin.lng, radiusKm]);

  // One marker per cell, merged with neighbours it would cover at the current zoom.
  useEffect(() => {
    if (!map) return;
    const markers = L.layerGroup().addTo(map);
    const draw = () => {
      markers.clearLayers();
      const zoom = map.getZoom();
      const groups = mergeOverlappingCells(
        placement,
        (area) => map.project([area.lat, area.lng], zoom),
        MARKER_PX,
      );
      for (const group of groups) {
        const html = markerButton(group, (marker) =>
          setSheet({ open: true, members: group.members, marker }),
        );
        const at = L.latLng(group.area.lat, group.area.lng);
        // Tabbing onto a marker outside the view brings it into view, as Leaflet's own markers do.
        html.addEventListener('focus', () =>
          map.panInside(at, { padding: [MARKER_PX, MARKER_PX] }),
        );
        L.marker(at, {
          icon: L.divIcon({ className: '', html, iconSize: [MARKER_PX, MARKER_PX] }),
          interactive: false,
          keyboard: false,
        }).addTo(markers);
      }
    };
    draw();
    map.on('zoomend', draw);
    return () => {
      map.off('zoomend', draw);
      markers.remove();
    };
  }, [map, placement]);

  const recentre = () => {
    const fit = fitRef.current;
    if (map && fit) map.fitBounds(fit.bounds);
  };

  return (
    <section
      aria-label="Map of guys around you"
      className={cn(
        'relative isolate h-[calc(100dvh-var(--shell-top)-5.5rem-env(safe-area-inset-bottom))] min-h-72 w-full overflow-hidden bg-zinc-950 sm:rounded-2xl sm:ring-1 sm:ring-zinc-800',
        className,
      )}
    >
      <div ref={mapRef} className={mapCanvasClass} />

      <div
        role="status"
        className="pointer-events-none absolute inset-x-0 top-0 z-1000 flex flex-col items-center gap-2 p-3"
      >
        {loading ? (
          <p className={notePill}>
            <Spinner className="size-4 text-brand-text" />
            Finding guys around you…
          </p>
        ) : null}
        {hiddenNote ? (
          <p className={notePill}>
            <EyeOff aria-hidden className="size-3.5 shrink-0 text-zinc-400" />
            {hiddenNote}
          </p>
        ) : null}
        {!loading && placement.cells.length === 0 ? (
          <p className={notePill}>Nobody to show on the map within {radiusKm} km yet</p>
        ) : null}
        {tilesFailed ? (
          <p className={notePill}>
            <TriangleAlert aria-hidden className="size-3.5 shrink-0 text-amber-300" />
            Map tiles did not load: showing a simple map
          </p>
        ) : null}
      </div>

      <p className={cn(notePill, 'absolute bottom-3 left-3 z-1000', hasTiles && 'bottom-8')}>
        <span aria-hidden className="size-2.5 rounded-full bg-brand ring-2 ring-brand/30" />
        You&apos;re around here
      </p>

      <MapControls map={map} onRecentre={recentre} recentreLabel="Back to my area" />

      <Sheet open={sheet.open} onOpenChange={(open) => setSheet((s) => ({ ...s, open }))}>
        <SheetContent
          side="bottom"
          onCloseAutoFocus={(event) => {
            // The marker is no Radix trigger, so Radix would leave focus on the page body.
            if (!sheet.marker?.isConnected) return;
            event.preventDefault();
            sheet.marker.focus({ preventScroll: true });
          }}
        >
          <SheetHeader>
            <SheetTitle>{cellTitle(sheet.members)}</SheetTitle>
            <SheetDescription>
              Shown on an area of about 900 m, never an exact spot.
            </SheetDescription>
          </SheetHeader>
          <ul className="flex min-h-0 flex-col overflow-y-auto px-2 pb-3">
            {sheet.members.map((member) => (
              <li key={member.id}>
                <CellMemberRow
                  member={member}
                  onOpen={() => {
                    setSheet((s) => ({ ...s, open: false }));
                    onOpenMember(member.id);
                  }}
                />
              </li>
            ))}
          </ul>
        </SheetContent>
      </Sheet>
    </section>
  );
}

function CellMemberRow({ member, onOpen }: { member: NearbyMember; onOpen: () => void }) {
  const name = memberName(member);
  return (
    <button
      type="button"
      onClick={onOpen}
      className="flex w-full cursor-pointer items-center gap-3 rounded-2xl px-3 py-2.5 text-left transition-colors hover:bg-zinc-800/70 focus-visible:bg-zinc-800/70 focus-visible:outline-none"
    >
      <span className="relative">
        <UserAvatar src={member.avatarUrl} name={name} size="md" />
        {member.isOnline ? (
          <span
            aria-hidden
            className="absolute right-0 bottom-0 size-3 rounded-full bg-emerald-400 ring-2 ring-zinc-900"
          />
        ) : null}
      </span>
      <span className="min-w-0 flex-1">
        <span className="block truncate text-[15px] font-bold text-zinc-50">
          {name}
          {member.age ? <span className="font-medium text-zinc-300">, {member.age}</span> : null}
          {member.isVerified ? (
            <BadgeCheck
              aria-label="Verified"
              className="ml-1 inline size-4 align-[-3px] text-sky-400"
            />
          ) : null}
        </span>
        <span className="flex items-center gap-2 text-xs text-zinc-400">
          {member.distance ? <span>{member.distance}</span> : null}
          {member.isOnline ? <span className="font-semibold text-emerald-300">Online</span> : null}
        </span>
      </span>
    </button>
  );
}
