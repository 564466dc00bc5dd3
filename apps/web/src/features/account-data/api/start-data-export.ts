import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DataExport, DataExportState } from '@blaze/contracts/account-data';
import { api } from '@/lib/api-client';
import { accountDataKeys } from '@/features/account-data/api/account-data-keys';

export function startDataExport(): Promise<DataExport> {
  return api.post<DataExport>('/api/me/export');
}

/** Starts an export: the card shows it running at once, then polls it. */
export function useStartDataExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startDataExport,
    onSuccess: (started) => {
      queryClient.setQueryData<DataExportState>(accountDataKeys.export(), (state) => ({
        export: started,
        startsLeftToday: Math.max(0, (state?.startsLeftToday ?? 1) - 1),
      }));
      void queryClient.invalidateQueries({ queryKey: accountDataKeys.export() });
    },
  });
}
