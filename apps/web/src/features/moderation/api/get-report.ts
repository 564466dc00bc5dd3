import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReportDetail } from '@blaze/contracts/moderation';
import { api } from '@/lib/api-client';
import { moderationKeys } from '@/features/moderation/api/moderation-keys';

export function getReport(id: number, signal?: AbortSignal): Promise<ReportDetail> {
  return api.get<ReportDetail>(`/api/admin/reports/${id}`, { signal });
}

export function reportQueryOptions(id: number) {
  return queryOptions({
    queryKey: moderationKeys.report(id),
    queryFn: ({ signal }) => getReport(id, signal),
  });
}

export function useReport(id: number) {
  return useQuery(reportQueryOptions(id));
}
