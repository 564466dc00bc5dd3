import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DataExportState } from '@blaze/contracts/account-data';
import { api } from '@/lib/api-client';
import { accountDataKeys } from '@/features/account-data/api/account-data-keys';

/** How often the card asks again while his export is being built. */
export const EXPORT_POLL_MS = 1_500;

export function getDataExport(signal?: AbortSignal): Promise<DataExportState> {
  return api.get<DataExportState>('/api/me/export', { signal });
}

export const dataExportQueryOptions = () =>
  queryOptions({
    queryKey: accountDataKeys.export(),
    queryFn: ({ signal }) => getDataExport(signal),
    staleTime: 0,
    refetchInterval: (query) =>
      query.state.data?.export?.status === 'running' ? EXPORT_POLL_MS : false,
  });

/** His latest export (asked again every 1.5 s while it is being built) and the starts left today. */
export function useDataExport() {
  return useQuery(dataExportQueryOptions());
}
