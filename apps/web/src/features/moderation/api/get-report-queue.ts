import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ReportKind, ReportQueuePage, ReportQueueStatus } from '@blaze/contracts/moderation';
import { api } from '@/lib/api-client';
import { moderationKeys } from '@/features/moderation/api/moderation-keys';

export function getReportQueue(
  status: ReportQueueStatus,
  kind: ReportKind | null,
  after: number | null,
  signal?: AbortSignal,
): Promise<ReportQueuePage> {
  const qs = new URLSearchParams({ status });
  if (kind) qs.set('kind', kind);
  if (after) qs.set('after', String(after));
  return api.get<ReportQueuePage>(`/api/admin/reports?${qs}`, { signal });
}

export function reportQueueQueryOptions(status: ReportQueueStatus, kind: ReportKind | null) {
  return infiniteQueryOptions({
    queryKey: moderationKeys.queue(status, kind),
    queryFn: ({ pageParam, signal }) => getReportQueue(status, kind, pageParam, signal),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.nextAfter,
  });
}

export function useReportQueue(status: ReportQueueStatus, kind: ReportKind | null) {
  return useInfiniteQuery(reportQueueQueryOptions(status, kind));
}
