import type { FastifyBaseLogger } from 'fastify';
import type { ErrorReport, LogBatch, LogLevel } from '@blaze/contracts';
import type { Database } from '../../db/client.ts';
import { scrubSensitive } from '../../lib/log-redaction.ts';
import { diagnosticsRepository } from './diagnostics.repository.ts';
import type { JobQueue } from '../jobs/jobs.service.ts';

const PINO_LEVEL: Record<LogLevel, 'error' | 'warn' | 'info' | 'debug'> = {
  ERROR: 'error',
  WARN: 'warn',
  INFO: 'info',
  DEBUG: 'debug',
};

/** Error-screen reports are kept this long, and never more than this many (oldest go first). */
export const ERROR_REPORT_RETENTION = { days: 30, maxKept: 10_000 } as const;
const PRUNE_EVERY_MS = 60 * 60 * 1000;

/** Client logs go to the structured server log; error-screen reports are also kept for operators. */
export function diagnosticsService(db: Database) {
  const repo = diagnosticsRepository(db);

  /** Drops reports past their retention and the oldest beyond the cap; returns how many went. */
  const pruneErrorReports = ({
    now = new Date(),
    maxKept = ERROR_REPORT_RETENTION.maxKept as number,
  } = {}) =>
    repo.pruneErrorReports(
      new Date(now.getTime() - ERROR_REPORT_RETENTION.days * 86_400_000),
      maxKept,
    );

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

    /** Keeps the report once per error id; a replay is accepted but neither stored nor logged again. */
    async recordError(
      report: ErrorReport,
      userId: string | null,
      log: FastifyBaseLogger,
    ): Promise<void> {
      const stored = await repo.insertErrorReport({
        errorId: report.errorId,
        userId,
        message: report.message,
        stack: report.stack ?? null,
        componentStack: report.componentStack ?? null,
        url: report.url,
        userAgent: report.userAgent,
        occurredAt: new Date(report.timestamp),
      });
      if (!stored) return;
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
    },

    pruneErrorReports,

    /** Prunes old error reports every hour, once across the nodes (decision 033). */
    registerJobs(jobs: Pick<JobQueue, 'every'>): void {
      jobs.every('diagnostics.prune', PRUNE_EVERY_MS / 1000, () => pruneErrorReports());
    },
  };
}

export type DiagnosticsService = ReturnType<typeof diagnosticsService>;
