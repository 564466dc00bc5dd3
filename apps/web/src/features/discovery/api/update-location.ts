import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LocationUpdate, MyLocation } from '@blaze/contracts/discovery';
import { api } from '@/lib/api-client';

export function updateLocation(update: LocationUpdate): Promise<MyLocation> {
  return api.put<MyLocation>('/api/me/location', update);
}

/**
 * Stores my position or my city. Everything that depends on where I am (my own profile, who is
 * around, the home strip's counts) is fetched again.
 */
export function useUpdateLocation(
  options: {
    /** 'inline': the screen shows the error itself; 'silent': a background refresh, not worth a word. */
    errors?: 'toast' | 'inline' | 'silent';
  } = {},
) {
  const queryClient = useQueryClient();
  const errors = options.errors ?? 'toast';
  return useMutation({
    mutationFn: updateLocation,
    meta: { errorToast: errors === 'toast' },
    retry: errors === 'silent' ? 0 : undefined,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
