import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HealthResponseSchema } from '@blaze/contracts';
import type { DatabaseHandle } from '../../db/client.ts';

export function healthRoutes(
  database: DatabaseHandle,
  realtime: 'memory' | 'redis',
  version: string,
) {
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().get(
      '/api/health',
      {
        config: { rateLimit: false },
        schema: {
          tags: ['health'],
          summary: 'Liveness and database reachability',
          response: { 200: HealthResponseSchema, 503: HealthResponseSchema },
        },
      },
      async (_request, reply) => {
        const databaseOk = await database.ping();
        return reply.status(databaseOk ? 200 : 503).send({
          status: databaseOk ? 'ok' : 'degraded',
          database: database.kind,
          databaseOk,
          realtime,
          version,
          uptimeSeconds: Math.round(process.uptime()),
        });
      },
    );
  };
}
