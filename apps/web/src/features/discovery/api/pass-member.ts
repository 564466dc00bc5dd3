import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { discoveryKeys } from '@/features/discovery/api/discovery-keys';

export function passMember(userId: string): Promise<{ passed: boolean }> {
  return api.post<{ passed: boolean }>(`/api/profiles/${encodeURIComponent(userId)}/pass`);
}

/** Swipe left. The deck already moved on; the list is not refetched under the member's thumb. */
export function usePassMember() {
  return useMutation({ mutationFn: passMember });
}

export function startOver(): Promise<{ cleared: number }> {
  return api.delete<{ cleared: number }>('/api/discover/passes');
}

/** Everyone I passed comes back into the swipe deck. */
export function useStartOver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startOver,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: discoveryKeys.nearbyAll() }),
  });
}
