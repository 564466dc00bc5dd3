import { useMutation } from '@tanstack/react-query';
import type { ChangeEmailBody, EmailChangeStarted } from '@blaze/contracts/account';
import { api } from '@/lib/api-client';

/** Step one: his password and the new address; a code goes there (or a note to its owner). */
export function startEmailChange(body: ChangeEmailBody): Promise<EmailChangeStarted> {
  return api.post<EmailChangeStarted>('/api/account/email', body);
}

export function useStartEmailChange() {
  return useMutation({
    mutationFn: startEmailChange,
    retry: false,
    meta: { errorToast: false },
  });
}
