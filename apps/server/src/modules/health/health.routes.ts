import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HealthResponseSchema } from '@blaze/contracts';
import type { DatabaseHandle } from '../../db/client.ts';

export function healthRoutes(
  database: DatabaseHandle,
  realtime: 'memory' | 'redis',
  version: string,
  /** Whether this caller may see the engines, version and uptime (admins; anyone outside production). */
  showDetails: (request: FastifyRequest) => Promise<boolean>,
) {
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
        const databaseOk = await database.ping();
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
