import { useNavigate } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeleteAccountBody } from '@blaze/contracts/account-data';
import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';
import { forgetSession, markLeavingOnPurpose } from '@/lib/auth';
import { notify } from '@/lib/notify';

export function deleteAccount(body: DeleteAccountBody): Promise<void> {
  return api.post<void>('/api/me/delete', body);
}

/**
 * Deletes his account for good; errors are shown in the dialog. On success he lands signed out on the
 * welcome screen with a goodbye. That runs here, not in the card: the server closes his sockets before
 * it answers, the app then leaves the settings screen for /auth, and a callback of the unmounted card
 * would never run.
 */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (body: DeleteAccountBody) => {
      // The server closes his sockets before it answers: the guard must not keep this page to return to.
      markLeavingOnPurpose(true);
      return deleteAccount(body);
    },
    retry: false,
    meta: { errorToast: false },
    onError: () => markLeavingOnPurpose(false),
    onSuccess: () => {
      void navigate(paths.auth.to(), { replace: true });
      queryClient.removeQueries();
      forgetSession(queryClient);
      notify((toast) =>
        toast.success('Your account is deleted', {
          description: 'Goodbye, and take care. You are always welcome back.',
        }),
      );
    },
  });
}
