import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Roam } from '@blaze/contracts/roam';
import { api } from '@/lib/api-client';
import { roamKeys } from '@/features/roam/api/roam-keys';

export function endRoam(roamId: string): Promise<Roam> {
  return api.post<Roam>(`/api/roams/${encodeURIComponent(roamId)}/end`);
}

/** Ends my roam now: I show at home again. */
export function useEndRoam(onChanged?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endRoam,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: roamKeys.all });
      onChanged?.();
    },
  });
}
