import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Account } from '@blaze/contracts/account';
import { api } from '@/lib/api-client';
import { accountKeys } from '@/features/account/api/account-keys';

export function getAccount(signal?: AbortSignal): Promise<Account> {
  return api.get<Account>('/api/account', { signal });
}

export const accountQueryOptions = queryOptions({
  queryKey: accountKeys.overview(),
  queryFn: ({ signal }) => getAccount(signal),
});

export function useAccount() {
  return useQuery(accountQueryOptions);
}
