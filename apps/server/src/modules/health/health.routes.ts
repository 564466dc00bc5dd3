import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HealthResponseSchema } from '@blaze/contracts';
import type { DatabaseHandle } from '../../db/client.ts';

/**
 * At most one database ping per `maxAgeMs`, shared by every caller meanwhile (the one in flight too): the
 * route takes no session and has no limit (a balancer's probe must never get a 429), so a flood of probes
 * costs one query a second, not one each.
 */
export function recentPing(
  ping: () => Promise<boolean>,
  maxAgeMs = 1_000,
  now: () => number = Date.now,
): () => Promise<boolean> {
  let last: { at: number; result: Promise<boolean> } | undefined;
  return () => {
    if (!last || now() - last.at >= maxAgeMs) last = { at: now(), result: ping() };
    return last.result;
  };
}

export function healthRoutes(
  database: DatabaseHandle,
  realtime: 'memory' | 'redis',
  version: string,
  /** Whether this caller may see the engines, version and uptime (admins; anyone outside production). */
  showDetails: (request: FastifyRequest) => Promise<boolean>,
) {
  const ping = recentPing(() => database.ping());
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().get(
      '/api/health',
      {
        // HEAD too, for balancers that probe with it (no other API route has one).
        exposeHeadRoute: true,
        config: { rateLimit: false },
        preHandler: app.loadMember,
        schema: {
          tags: ['health'],
          summary: 'Liveness and database reachability',
          response: { 200: HealthResponseSchema, 503: HealthResponseSchema },
        },
      },
      async (request, reply) => {
        const databaseOk = await ping();
        const status = databaseOk ? 'ok' : 'degraded';
        return reply.status(databaseOk ? 200 : 503).send(
          (await showDetails(request))
            ? {
                status,
                databaseOk,
                database: database.kind,
                realtime,
                version,
                uptimeSeconds: Math.round(process.uptime()),
              }
            : { status, databaseOk },
        );
      },
    );
  };
}
