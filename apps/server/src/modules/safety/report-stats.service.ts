import type { AdminReportSummary } from '@blaze/contracts';
import type { Database } from '../../db/client.ts';
import { reportStatsRepository } from './report-stats.repository.ts';

const LATEST = 5;

/**
 * Counts of reports for the admin area (issue 17): the overview's open reports, and a member page's
 * reports about him and by him (counts and the latest few; no reporter names, no evidence text).
 */
export function reportStatsService(db: Database) {
  const repo = reportStatsRepository(db);
  const summary = async (
    column: 'reportedId' | 'reporterId',
    memberId: string,
  ): Promise<AdminReportSummary> => {
    const s = await repo.summary(column, memberId, LATEST);
    return {
      total: s.total,
      open: s.open,
      latest: s.rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    };
  };
  return {
    openCount: () => repo.openCount(),
    about: (memberId: string) => summary('reportedId', memberId),
    by: (memberId: string) => summary('reporterId', memberId),
  };
}

export type ReportStatsService = ReturnType<typeof reportStatsService>;
