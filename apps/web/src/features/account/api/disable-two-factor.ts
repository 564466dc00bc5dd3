import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Account, DisableTwoFactorBody } from '@blaze/contracts/account';
import { api } from '@/lib/api-client';
import { accountKeys } from '@/features/account/api/account-keys';

/** Turns two-factor off, with his password or a code from the app. */
export function disableTwoFactor(body: DisableTwoFactorBody): Promise<void> {
  return api.post<void>('/api/account/two-factor/disable', body);
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableTwoFactor,
    retry: false,
    meta: { errorToast: false },
    onSuccess: () =>
      queryClient.setQueryData<Account>(accountKeys.overview(), (account) =>
        account ? { ...account, twoFactorEnabled: false } : account,
      ),
  });
}
