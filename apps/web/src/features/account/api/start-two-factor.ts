import { useMutation } from '@tanstack/react-query';
import type { EnableTwoFactorBody, TwoFactorSetup } from '@blaze/contracts/account';
import { api } from '@/lib/api-client';

/** Two-factor, step one: his password, then the secret for his authenticator app. */
export function startTwoFactor(body: EnableTwoFactorBody): Promise<TwoFactorSetup> {
  return api.post<TwoFactorSetup>('/api/account/two-factor', body);
}

export function useStartTwoFactor() {
  return useMutation({ mutationFn: startTwoFactor, retry: false, meta: { errorToast: false } });
}
