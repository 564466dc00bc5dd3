import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Account, BackupCodes, ConfirmTwoFactorBody } from '@blaze/contracts/account';
import { api } from '@/lib/api-client';
import { accountKeys } from '@/features/account/api/account-keys';

/** Two-factor, step two: a code from the app turns it on; the backup codes come back this once. */
export function confirmTwoFactor(body: ConfirmTwoFactorBody): Promise<BackupCodes> {
  return api.post<BackupCodes>('/api/account/two-factor/confirm', body);
}

export function useConfirmTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmTwoFactor,
    retry: false,
    meta: { errorToast: false },
    onSuccess: () => {
      queryClient.setQueryData<Account>(accountKeys.overview(), (account) =>
        account ? { ...account, twoFactorEnabled: true } : account,
      );
      // This device's session was renewed: the list changes.
      void queryClient.invalidateQueries({ queryKey: accountKeys.sessions() });
    },
  });
}
