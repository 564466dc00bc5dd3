import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { forgetSession } from '@/lib/auth';
import { accountKeys } from '@/features/account/api/account-keys';

export type SignOutEverywhereBody = { includingThisDevice: boolean };

/** Every other device, or this one too; their open apps are signed out at once. */
export function signOutEverywhere(body: SignOutEverywhereBody): Promise<{ ended: number }> {
  return api.post<{ ended: number }>('/api/auth/sign-out-everywhere', body);
}

export function useSignOutEverywhere() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOutEverywhere,
    retry: false,
    onSuccess: (_ended, body) => {
      if (body.includingThisDevice) {
        queryClient.removeQueries();
        forgetSession(queryClient);
        return;
      }
      void queryClient.invalidateQueries({ queryKey: accountKeys.sessions() });
    },
  });
}
