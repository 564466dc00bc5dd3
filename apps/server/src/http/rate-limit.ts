import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors.ts';
import { staffRoleOfHook } from './staff-guard.ts';

/**
 * Limits per member, so one account cannot scan from many spoofed places quickly. Keyed on the member
 * the session guard verified (it runs in preParsing, so the limit runs after it, in preHandler), never on
 * header text: a cookie padded with spaces or sent twice is the same member and the same bucket.
 */
export function perMember(
  prefix: string,
  max: number,
  {
    timeWindow = '1 minute',
    refusal,
  }: {
    timeWindow?: string;
    /** The 429's words, given the minutes left (the app shows them); a generic line otherwise. */
    refusal?: (minutesLeft: number) => string;
  } = {},
) {
  return {
    rateLimit: {
      max,
      timeWindow,
      hook: 'preHandler' as const,
      keyGenerator: (request: FastifyRequest) => memberOrAddressKey(prefix, request),
      // Routes that name the same prefix share one bucket (see registerMemberKeyedLimits).
      groupId: prefix,
      ...(refusal
        ? {
            errorResponseBuilder: (_request: FastifyRequest, ctx: { ttl: number }) =>
              new AppError(429, 'RATE_LIMITED', refusal(Math.max(1, Math.ceil(ctx.ttl / 60_000)))),
          }
        : {}),
    },
  };
}

/**
 * One limit with two sizes: a signed-in member's bucket (keyed on him), and a smaller one per address
 * for callers with no session. Runs in onRequest, after the route's own `loadMember`, so an anonymous
 * flood is refused before its body is read.
 */
export function perMemberOrAddress(
  prefix: string,
  max: { member: number; anonymous: number },
  timeWindow: string,
) {
  return {
    rateLimit: {
      timeWindow,
      hook: 'onRequest' as const,
      keyGenerator: (request: FastifyRequest) => memberOrAddressKey(prefix, request),
      max: (_request: FastifyRequest, key: string) =>
        key.startsWith(`${prefix}:member:`) ? max.member : max.anonymous,
    },
  };
}

const memberOrAddressKey = (prefix: string, request: FastifyRequest) =>
  request.member ? `${prefix}:member:${request.member.userId}` : `${prefix}:ip:${request.ip}`;

/**
 * A route's own limit written as `{ max, timeWindow }` on a route behind the session guard
 * (`requireMember` or a staff guard) counts per member too, like `perMember`: keyed on an address, a
 * member with a second address got a fresh bucket, and a neighbour on his wifi or mobile network could
 * use his up (twenty reports an hour, and his own report of that neighbour was refused). Must be
 * registered before the limiter, whose onRoute hook reads the route's limit after this one.
 */
export function registerMemberKeyedLimits(app: FastifyInstance): void {
  // The limiter keeps a store per route (method and path), so a prefix named on several routes (the
  // searches of nearby, explore, stats and Right Now; the assistant's asks) was a bucket on each: one
  // limiter per prefix, in preHandler on every route that names it, makes it one bucket.
  const buckets = new Map<string, ReturnType<FastifyInstance['rateLimit']>>();
  app.addHook('onRoute', (route) => {
    const limit = route.config?.rateLimit;
    if (!limit) return;
    if (limit.groupId) {
      const { groupId, hook: _hook, ...options } = limit;
      const bucket = buckets.get(groupId) ?? app.rateLimit(options);
      buckets.set(groupId, bucket);
      route.config = { ...route.config, rateLimit: false };
      route.preHandler = [...[route.preHandler ?? []].flat(), bucket];
      return;
    }
    if (limit.keyGenerator) return;
    const guarded =
      [route.preParsing ?? []].flat().some((hook) => hook === app.requireMember) ||
      staffRoleOfHook(route.preParsing) !== null;
    if (!guarded) return;
    route.config = {
      ...route.config,
      rateLimit: {
        ...limit,
        hook: 'preHandler',
        keyGenerator: (request: FastifyRequest) => memberOrAddressKey('route', request),
      },
    };
  });
}
