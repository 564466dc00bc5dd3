import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangePasswordBody, PasswordChanged } from '@blaze/contracts/account';
import { api } from '@/lib/api-client';
import { accountKeys } from '@/features/account/api/account-keys';

/** A new password; the server signs every other device out. */
export function changePassword(body: ChangePasswordBody): Promise<PasswordChanged> {
  return api.post<PasswordChanged>('/api/account/password', body);
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    retry: false,
    meta: { errorToast: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions() }),
  });
}
