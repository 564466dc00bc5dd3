import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Boost } from '@blaze/contracts/boost';
import { api } from '@/lib/api-client';
import { boostKeys } from '@/features/boost/api/boost-keys';

export function startBoost(): Promise<Boost> {
  return api.post<Boost>('/api/me/boost', {});
}

/** Starts a boost now; the status (countdown, what is left) is read again. Never retried: a 409 or 403 stays. */
export function useStartBoost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startBoost,
    retry: false,
    onSettled: () => queryClient.invalidateQueries({ queryKey: boostKeys.all }),
  });
}
