import type { ReportKind, ReportQueueStatus } from '@blaze/contracts/moderation';

/** Query keys of the moderation feature (social-app's RQKEY pattern). */
export const moderationKeys = {
  all: ['moderation'] as const,
  queue: (status: ReportQueueStatus, kind: ReportKind | null) =>
    ['moderation', 'queue', status, kind] as const,
  report: (id: number) => ['moderation', 'report', id] as const,
  counts: () => ['moderation', 'counts'] as const,
  member: (memberId: string) => ['moderation', 'member', memberId] as const,
  notices: () => ['moderation', 'notices'] as const,
};
