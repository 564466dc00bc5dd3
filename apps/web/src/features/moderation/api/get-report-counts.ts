import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OpenReportCount } from '@blaze/contracts/moderation';
import { api } from '@/lib/api-client';
import { moderationKeys } from '@/features/moderation/api/moderation-keys';

export function getReportCounts(signal?: AbortSignal): Promise<OpenReportCount> {
  return api.get<OpenReportCount>('/api/admin/reports/counts', { signal });
}

export function reportCountsQueryOptions() {
  return queryOptions({
    queryKey: moderationKeys.counts(),
    queryFn: ({ signal }) => getReportCounts(signal),
  });
}

export function useReportCounts() {
  return useQuery(reportCountsQueryOptions());
}
