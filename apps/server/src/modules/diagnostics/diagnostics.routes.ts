import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ErrorBodySchema,
  ErrorReportAcceptedSchema,
  ErrorReportSchema,
  LOG_LIMITS,
  LogBatchAcceptedSchema,
  LogBatchSchema,
} from '@blaze/contracts';
import { perMemberOrAddress } from '../../http/rate-limit.ts';
import type { DiagnosticsService } from './diagnostics.service.ts';

const errors = { 400: ErrorBodySchema, 413: ErrorBodySchema, 429: ErrorBodySchema };

export function diagnosticsRoutes(diagnostics: DiagnosticsService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.post(
      '/api/logs',
      {
        bodyLimit: LOG_LIMITS.maxBodyBytes,
        onRequest: app.loadMember,
        config: perMemberOrAddress('logs', LOG_LIMITS.batchesPerMinute, '1 minute'),
        schema: {
          tags: ['diagnostics'],
          summary: "A batch of the web app's log entries",
          body: LogBatchSchema,
          response: { 202: LogBatchAcceptedSchema, ...errors },
        },
      },
      async (request, reply) => {
        const accepted = diagnostics.ingestLogs(
          request.body,
          request.member?.userId ?? null,
          request.log,
        );
        return reply.status(202).send({ accepted });
      },
    );

    r.post(
      '/api/errors',
      {
        bodyLimit: LOG_LIMITS.maxBodyBytes,
        onRequest: app.loadMember,
        config: perMemberOrAddress('errors', LOG_LIMITS.errorReportsPerHour, '1 hour'),
        schema: {
          tags: ['diagnostics'],
          summary: "A report from the web app's error screen (kept once per error id)",
          body: ErrorReportSchema,
          response: { 202: ErrorReportAcceptedSchema, ...errors },
        },
      },
      async (request, reply) => {
        await diagnostics.recordError(request.body, request.member?.userId ?? null, request.log);
        return reply.status(202).send({ errorId: request.body.errorId });
      },
    );
  };
}
