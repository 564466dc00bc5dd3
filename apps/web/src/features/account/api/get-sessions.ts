import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountSessions } from '@blaze/contracts/account';
import { api } from '@/lib/api-client';
import { accountKeys } from '@/features/account/api/account-keys';

export function getSessions(signal?: AbortSignal): Promise<AccountSessions> {
  return api.get<AccountSessions>('/api/account/sessions', { signal });
}

export const sessionsQueryOptions = queryOptions({
  queryKey: accountKeys.sessions(),
  queryFn: ({ signal }) => getSessions(signal),
});

export function useSessions() {
  return useQuery(sessionsQueryOptions);
}
