import type { MyLocation, NearbyFilters, NearbyMember, NearbyPage } from '@blaze/contracts';
import { formatDistance, PROFILE_TYPES, roundDistanceM, type ProfileType } from '@blaze/contracts';
import { AppError } from '../../lib/errors.ts';
import type { ProfilesService } from '../profiles/profiles.service.ts';
import { distanceM, nearestCity, placePublicPoint, type Point } from './geo.ts';

/** A jump farther than this, faster than an airliner, is refused as spoofing. */
const JUMP_LIMIT = { km: 50, kmh: 1_000 };
/** Members who hide their distance are ordered by 5 km bands only. */
const HIDDEN_BAND_M = 5_000;
const MAX_OFFSET = 1_000;

const encodeCursor = (offset: number) => Buffer.from(`o:${offset}`).toString('base64url');
function decodeCursor(cursor: string | undefined): number {
  if (!cursor) return 0;
  const match = /^o:(\d{1,4})$/.exec(Buffer.from(cursor, 'base64url').toString());
  if (!match)
    throw new AppError(400, 'VALIDATION_FAILED', 'cursor: not a cursor this server gave out');
  return Number(match[1]);
}

export function discoveryService(profiles: ProfilesService) {
  return {
    async updateLocation(userId: string, point: Point): Promise<MyLocation> {
      const me = await profiles.locationState(userId);
      const now = new Date();
      if (me.latitude !== null && me.longitude !== null && me.locationUpdatedAt) {
        const km = distanceM({ lat: me.latitude, lng: me.longitude }, point) / 1000;
        const hours = Math.max(
          (now.getTime() - me.locationUpdatedAt.getTime()) / 3_600_000,
          1 / 3600,
        );
        if (km > JUMP_LIMIT.km && km / hours > JUMP_LIMIT.kmh) {
          throw new AppError(
            429,
            'RATE_LIMITED',
            'Your location is changing too fast. Try again in a few minutes.',
          );
        }
      }
      const current =
        me.publicLat !== null &&
        me.publicLng !== null &&
        me.locationAnchorLat !== null &&
        me.locationAnchorLng !== null
          ? {
              public: { lat: me.publicLat, lng: me.publicLng },
              anchor: { lat: me.locationAnchorLat, lng: me.locationAnchorLng },
            }
          : null;
      const placed = placePublicPoint(point, current);
      const place = nearestCity(point);
      const row = await profiles.setLocation(userId, {
        latitude: point.lat,
        longitude: point.lng,
        publicLat: placed.public.lat,
        publicLng: placed.public.lng,
        locationAnchorLat: placed.anchor.lat,
        locationAnchorLng: placed.anchor.lng,
        city: place?.city ?? me.city,
        country: place?.country ?? me.country,
        locationUpdatedAt: now,
      });
      return {
        city: row?.city ?? null,
        country: row?.country ?? null,
        locationVisible: row?.locationVisible ?? true,
        updatedAt: now.toISOString(),
      };
    },

    async nearby(viewerId: string, query: NearbyFilters): Promise<NearbyPage> {
      const me = await profiles.locationState(viewerId);
      if (me.latitude === null || me.longitude === null) {
        throw new AppError(
          422,
          'LOCATION_REQUIRED',
          'Share your location or pick a city to see who is nearby.',
        );
      }
      const offset = decodeCursor(query.cursor);
      const rows = await profiles.nearby(viewerId, {
        lat: me.latitude,
        lng: me.longitude,
        radiusM: query.radiusKm * 1000,
        minAge: query.minAge,
        maxAge: query.maxAge,
        types: query.types,
        onlineOnly: query.onlineOnly,
        limit: query.limit,
        offset,
      });
      // Within a page, order by what the member may know (rounded distance or band), then by id, so
      // the order never reveals finer distances than the reply does.
      const keyed = rows.map((r) => ({
        r,
        key: r.hideDistance
          ? Math.ceil(r.distanceM / HIDDEN_BAND_M) * HIDDEN_BAND_M
          : roundDistanceM(r.distanceM),
      }));
      keyed.sort((a, b) => a.key - b.key || (a.r.id < b.r.id ? -1 : 1));
      const members: NearbyMember[] = keyed.map(({ r }) => ({
        id: r.id,
        username: r.username,
        displayName: r.displayName,
        age: r.age,
        avatarUrl: r.avatarUrl,
        isOnline: r.isOnline,
        profileType: (PROFILE_TYPES as readonly string[]).includes(r.profileType)
          ? (r.profileType as ProfileType)
          : 'dating',
        tribe: r.tribe,
        bodyType: r.bodyType,
        distance: r.hideDistance ? null : formatDistance(r.distanceM),
      }));
      const next = offset + query.limit;
      return {
        members,
        nextCursor: rows.length === query.limit && next < MAX_OFFSET ? encodeCursor(next) : null,
      };
    },
  };
}

export type DiscoveryService = ReturnType<typeof discoveryService>;
