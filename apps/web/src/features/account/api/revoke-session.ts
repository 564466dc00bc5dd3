import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountSessions } from '@blaze/contracts/account';
import { api } from '@/lib/api-client';
import { accountKeys } from '@/features/account/api/account-keys';

/** Signs one of his devices out. */
export function revokeSession(sessionId: string): Promise<void> {
  return api.delete<void>(`/api/account/sessions/${encodeURIComponent(sessionId)}`);
}

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeSession,
    retry: false,
    onSuccess: (_nothing, sessionId) => {
      queryClient.setQueryData<AccountSessions>(accountKeys.sessions(), (list) =>
        list ? { sessions: list.sessions.filter((s) => s.id !== sessionId) } : list,
      );
    },
  });
}
