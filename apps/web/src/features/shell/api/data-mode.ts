import { useEffect } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DataMode, DataModeState } from '@blaze/contracts/data-modes';
import { api } from '@/lib/api-client';
import { mirrorDataMode, setDataMode } from '@/lib/flags';

export const dataModeKeys = {
  all: ['data-mode'] as const,
};

export function getDataMode(signal?: AbortSignal): Promise<DataModeState> {
  return api.get<DataModeState>('/api/me/data-mode', { signal });
}

export function putDataMode(mode: DataMode): Promise<DataModeState> {
  return api.put<DataModeState>('/api/me/data-mode', { mode });
}

/**
 * After sign-in, the server's data mode (decision 038): the flags, which drew the first paint, are
 * corrected when they differ (a switch on another device, a new member's default).
 */
export function useServerDataMode(enabled: boolean) {
  const query = useQuery(
    queryOptions({
      queryKey: dataModeKeys.all,
      queryFn: ({ signal }) => getDataMode(signal),
      enabled,
      staleTime: 5 * 60_000,
    }),
  );
  const mode = query.data?.mode;
  useEffect(() => {
    if (mode) mirrorDataMode(mode);
  }, [mode]);
  return query;
}

/**
 * The switch (spec section 4): save the mode on the server, then mirror the flags and reload. The
 * lists read in the old mode are dropped first (all but the session), so the cache kept for offline
 * use (decision 037) does not show them again after the reload.
 */
export function useSwitchDataMode(reload?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putDataMode,
    onSuccess: ({ mode }) => {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'me' });
      setDataMode(mode, reload);
    },
  });
}
