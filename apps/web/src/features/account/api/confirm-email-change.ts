import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Account, ConfirmEmailChangeBody } from '@blaze/contracts/account';
import { api } from '@/lib/api-client';
import { sessionKeys } from '@/lib/auth';
import { accountKeys } from '@/features/account/api/account-keys';

/** Step two: the code from the new address moves the account there. */
export function confirmEmailChange(body: ConfirmEmailChangeBody): Promise<Account> {
  return api.post<Account>('/api/account/email/confirm', body);
}

export function useConfirmEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmEmailChange,
    retry: false,
    meta: { errorToast: false },
    onSuccess: (account) => {
      queryClient.setQueryData(accountKeys.overview(), account);
      void queryClient.invalidateQueries({ queryKey: sessionKeys.me });
    },
  });
}
