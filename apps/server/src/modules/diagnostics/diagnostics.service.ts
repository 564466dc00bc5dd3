import type { FastifyBaseLogger } from 'fastify';
import type { ErrorReport, LogBatch, LogLevel } from '@blaze/contracts';
import type { Database } from '../../db/client.ts';
import { scrubSensitive } from '../../lib/log-redaction.ts';
import { diagnosticsRepository } from './diagnostics.repository.ts';

const PINO_LEVEL: Record<LogLevel, 'error' | 'warn' | 'info' | 'debug'> = {
  ERROR: 'error',
  WARN: 'warn',
  INFO: 'info',
  DEBUG: 'debug',
};

/** Client logs go to the structured server log; error-screen reports are also kept for operators. */
export function diagnosticsService(db: Database) {
  const repo = diagnosticsRepository(db);
  return {
    ingestLogs(batch: LogBatch, userId: string | null, log: FastifyBaseLogger): number {
      for (const entry of batch.logs) {
        log[PINO_LEVEL[entry.level]](
          {
            source: 'client',
            clientSessionId: entry.sessionId,
            clientTime: entry.timestamp,
            url: entry.url,
            userId,
            data: entry.data ? scrubSensitive(entry.data) : undefined,
          },
          entry.message,
        );
      }
      return batch.logs.length;
    },

    async recordError(
      report: ErrorReport,
      userId: string | null,
      log: FastifyBaseLogger,
    ): Promise<void> {
      log.error(
        {
          source: 'client',
          errorId: report.errorId,
          url: report.url,
          userId,
          clientMessage: report.message,
        },
        'client error report',
      );
      await repo.insertErrorReport({
        errorId: report.errorId,
        userId,
        message: report.message,
        stack: report.stack ?? null,
        componentStack: report.componentStack ?? null,
        url: report.url,
        userAgent: report.userAgent,
        occurredAt: new Date(report.timestamp),
      });
    },
  };
}

export type DiagnosticsService = ReturnType<typeof diagnosticsService>;
