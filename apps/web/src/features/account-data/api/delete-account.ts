import { useMutation } from '@tanstack/react-query';
import type { DeleteAccountBody } from '@blaze/contracts/account-data';
import { api } from '@/lib/api-client';

export function deleteAccount(body: DeleteAccountBody): Promise<void> {
  return api.post<void>('/api/me/delete', body);
}

/** Deletes his account for good (the card signs him out on success); errors are shown in the dialog. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: deleteAccount,
    retry: false,
    meta: { errorToast: false },
  });
}
