import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AroundQuerySchema,
  AroundStatsSchema,
  DISCOVERY_LIMITS,
  ErrorBodySchema,
  ExploreQuerySchema,
  FavouritesPageSchema,
  FavouriteStateSchema,
  LocationUpdateSchema,
  MapSettingsSchema,
  MyLocationSchema,
  NearbyPageSchema,
  NearbyQuerySchema,
  PassStateSchema,
} from '@blaze/contracts';
import { perMember } from '../../http/rate-limit.ts';
import { memberOf } from '../../http/session-guard.ts';
import type { DiscoveryService } from './discovery.service.ts';

const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  404: ErrorBodySchema,
  422: ErrorBodySchema,
  429: ErrorBodySchema,
};
const IdParams = z.strictObject({ id: z.string().min(1).max(100) });

export function discoveryRoutes(discovery: DiscoveryService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const guard = { preParsing: app.requireMember };
    const searches = perMember('nearby', DISCOVERY_LIMITS.searchesPerMinute);

    r.put(
      '/api/me/location',
      {
        ...guard,
        config: perMember('location', DISCOVERY_LIMITS.locationUpdatesPerMinute),
        schema: {
          tags: ['discovery'],
          summary:
            'Store my position (or a city I pick); others only ever see the centre of my ~1 km grid cell (or of my city)',
          body: LocationUpdateSchema,
          response: { 200: MyLocationSchema, ...errors },
        },
      },
      async (request) => discovery.updateLocation(memberOf(request).userId, request.body),
    );

    r.get(
      '/api/discover/nearby',
      {
        ...guard,
        config: searches,
        schema: {
          tags: ['discovery'],
          summary: 'Members around me, nearest first, with coarse distances',
          querystring: NearbyQuerySchema,
          response: { 200: NearbyPageSchema, ...errors },
        },
      },
      async (request) => discovery.nearby(memberOf(request).userId, request.query),
    );

    r.get(
      '/api/discover/explore',
      {
        ...guard,
        config: searches,
        schema: {
          tags: ['discovery'],
          summary:
            "Explore: members around a listed city's centre, with coarse distances from it; I do not appear there",
          querystring: ExploreQuerySchema,
          response: { 200: NearbyPageSchema, ...errors },
        },
      },
      async (request) => discovery.explore(memberOf(request).userId, request.query),
    );

    r.get(
      '/api/discover/stats',
      {
        ...guard,
        config: searches,
        schema: {
          tags: ['discovery'],
          summary: 'How many are around me, online and new, and how they describe themselves',
          querystring: AroundQuerySchema,
          response: { 200: AroundStatsSchema, ...errors },
        },
      },
      async (request) => discovery.stats(memberOf(request).userId, request.query),
    );

    r.get(
      '/api/discover/favourites',
      {
        ...guard,
        schema: {
          tags: ['discovery'],
          summary: 'My favourites wherever they are, online first',
          response: { 200: FavouritesPageSchema, ...errors },
        },
      },
      async (request) => discovery.favourites(memberOf(request).userId),
    );

    for (const [method, on] of [
      ['POST', true],
      ['DELETE', false],
    ] as const) {
      r.route({
        method,
        url: '/api/profiles/:id/favourite',
        preParsing: app.requireMember,
        schema: {
          tags: ['discovery'],
          summary: on ? 'Add a member to my favourites' : 'Remove a member from my favourites',
          params: IdParams,
          response: { 200: FavouriteStateSchema, ...errors },
        },
        handler: async (request) => ({
          favourite: await discovery.setFavourite(memberOf(request).userId, request.params.id, on),
        }),
      });
    }

    r.post(
      '/api/profiles/:id/pass',
      {
        ...guard,
        schema: {
          tags: ['discovery'],
          summary: 'Swipe left: he leaves my swipe deck',
          params: IdParams,
          response: { 200: PassStateSchema, ...errors },
        },
      },
      async (request) => {
        await discovery.pass(memberOf(request).userId, request.params.id);
        return { passed: true };
      },
    );

    r.delete(
      '/api/discover/passes',
      {
        ...guard,
        schema: {
          tags: ['discovery'],
          summary: 'Start the swipe deck over: everyone I passed comes back',
          response: { 200: z.object({ cleared: z.number().int() }), ...errors },
        },
      },
      async (request) => ({ cleared: await discovery.startOver(memberOf(request).userId) }),
    );

    r.get(
      '/api/discover/map-settings',
      {
        ...guard,
        schema: {
          tags: ['discovery'],
          summary: 'Which map tiles the app may load (none by default: it draws a plain map)',
          response: { 200: MapSettingsSchema, ...errors },
        },
      },
      async () => discovery.mapSettings(),
    );
  };
}
