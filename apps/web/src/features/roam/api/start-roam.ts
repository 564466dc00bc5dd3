import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Roam, RoamStart } from '@blaze/contracts/roam';
import { api } from '@/lib/api-client';
import { roamKeys } from '@/features/roam/api/roam-keys';

export function startRoam(body: RoamStart): Promise<Roam> {
  return api.post<Roam>('/api/roams', body);
}

/** Starts a roam now; `onChanged` lets the page refresh what depends on where he shows. */
export function useStartRoam(onChanged?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startRoam,
    // One tap places him once: a retry of a refused start would only be refused again.
    retry: false,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: roamKeys.all });
      onChanged?.();
    },
  });
}
