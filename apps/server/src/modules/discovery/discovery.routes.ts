import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ErrorBodySchema,
  LocationUpdateSchema,
  MyLocationSchema,
  NearbyPageSchema,
  NearbyQuerySchema,
} from '@blaze/contracts';
import { memberOf } from '../../http/session-guard.ts';
import type { DiscoveryService } from './discovery.service.ts';

const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  422: ErrorBodySchema,
  429: ErrorBodySchema,
};

/** Limits per member (his session), so one account cannot scan from many spoofed places quickly. */
function perMember(prefix: string) {
  return (request: FastifyRequest) => {
    const token = /(?:^|;\s*)(?:__Secure-)?blaze\.session_token=([^;]+)/.exec(
      request.headers.cookie ?? '',
    )?.[1];
    return `${prefix}:${token ?? request.ip}`;
  };
}

export function discoveryRoutes(discovery: DiscoveryService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.put(
      '/api/me/location',
      {
        preParsing: app.requireMember,
        config: {
          rateLimit: { max: 20, timeWindow: '1 minute', keyGenerator: perMember('location') },
        },
        schema: {
          tags: ['discovery'],
          summary: 'Store my position; others only ever see a point a few hundred metres off',
          body: LocationUpdateSchema,
          response: { 200: MyLocationSchema, ...errors },
        },
      },
      async (request) => discovery.updateLocation(memberOf(request).userId, request.body),
    );
    r.get(
      '/api/discover/nearby',
      {
        preParsing: app.requireMember,
        config: {
          rateLimit: { max: 60, timeWindow: '1 minute', keyGenerator: perMember('nearby') },
        },
        schema: {
          tags: ['discovery'],
          summary: 'Members around me, nearest first, with coarse distances',
          querystring: NearbyQuerySchema,
          response: { 200: NearbyPageSchema, ...errors },
        },
      },
      async (request) => discovery.nearby(memberOf(request).userId, request.query),
    );
  };
}
