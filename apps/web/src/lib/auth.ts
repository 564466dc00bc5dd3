import { useSyncExternalStore } from 'react';
import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { TIMEOUTS } from '@blaze/contracts/constants';
import type {
  ForgotPasswordBody,
  PasswordReset,
  ResendCodeBody,
  ResetPasswordBody,
  SignInBody,
  SignUpBody,
  SignUpStarted,
  VerifyEmailBody,
} from '@blaze/contracts/auth';
import type { MeResponse } from '@blaze/contracts/me';
import { ApiError, api } from '@/lib/api-client';
import { logger } from '@/lib/logger';
import { wipeDeviceData } from '@/lib/offline-store';

/**
 * The session (spec section 4): one query on GET /api/me, shared by every screen. A 401 means
 * signed out. Loading force-ends after TIMEOUTS.sessionLoadMs so a hung request never traps a
 * member on a spinner.
 */

let signedOutByMember = false;

const signedOutListeners = new Set<() => void>();

/**
 * Runs `listener` whenever the app learns this device is signed out: his sign-out, a session the
 * server ended (401), a deleted account. What belongs to the session on this device (the app
 * lock) goes with it.
 */
export function onSignedOut(listener: () => void): () => void {
  signedOutListeners.add(listener);
  return () => signedOutListeners.delete(listener);
}

function signedOut(): void {
  logger.setUserId(null);
  for (const listener of signedOutListeners) listener();
}

export const sessionKeys = {
  me: ['me'] as const,
};

async function getMe(signal: AbortSignal): Promise<MeResponse | null> {
  try {
    const me = await api.get<MeResponse>('/api/me', { signal });
    signedOutByMember = false;
    logger.setUserId(me.user.id);
    return me;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      signedOut();
      return null;
    }
    throw error;
  }
}

/**
 * Only a 401 says he is signed out (getMe answers null for it). A 429 (many members behind one
 * address, a burst of reloads) or a server fault is asked again, a second apart, until the session's
 * deadline: it must not send a signed-in member to the sign-in form.
 */
export function retrySession(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.isClientError && error.status !== 429) return false;
  return failureCount < SESSION_RETRIES;
}
const SESSION_RETRIES = Math.floor(TIMEOUTS.sessionLoadMs / 1000);

export const meQueryOptions = queryOptions({
  queryKey: sessionKeys.me,
  queryFn: ({ signal }) => getMe(signal),
  retry: retrySession,
  retryDelay: 1000,
});

let deadlinePassed = false;
let deadlineTimer: ReturnType<typeof setTimeout> | undefined;
const deadlineListeners = new Set<() => void>();

function subscribeToDeadline(listener: () => void) {
  deadlineListeners.add(listener);
  if (deadlineTimer === undefined && !deadlinePassed) {
    deadlineTimer = setTimeout(() => {
      deadlinePassed = true;
      for (const notify of deadlineListeners) notify();
    }, TIMEOUTS.sessionLoadMs);
  }
  return () => deadlineListeners.delete(listener);
}

function useSessionDeadlinePassed(): boolean {
  return useSyncExternalStore(
    subscribeToDeadline,
    () => deadlinePassed,
    () => false,
  );
}

export type SessionStatus = 'loading' | 'signed-in' | 'signed-out';

export interface Session {
  status: SessionStatus;
  isLoading: boolean;
  me: MeResponse | null;
}

export function useSession(): Session {
  const query = useQuery(meQueryOptions);
  const deadlinePassedNow = useSessionDeadlinePassed();
  const me = query.data ?? null;
  const isLoading = query.isPending && !query.isError && !deadlinePassedNow;
  const status: SessionStatus = isLoading ? 'loading' : me ? 'signed-in' : 'signed-out';
  return { status, isLoading, me };
}

/**
 * True after the member pressed Sign Out: the guard then sends them to plain /auth rather than
 * /auth?redirect=<the page they left>.
 */
export function wasSignedOutByMember(): boolean {
  return signedOutByMember;
}

/**
 * He is leaving on purpose (sign-out, deleting his account): set before the request, since the server
 * closes his sockets before it answers and the socket's 'session ended' may come first; then the guard
 * still sends him to plain /auth. Cleared again if the request fails.
 */
export function markLeavingOnPurpose(leaving: boolean): void {
  signedOutByMember = leaving;
}

/** Marks the member signed out in the cache (after sign-out, or when the server says the session ended). */
export function forgetSession(queryClient: QueryClient): void {
  queryClient.setQueryData(sessionKeys.me, null);
  signedOut();
}

function rememberSignIn(queryClient: QueryClient, me: MeResponse): void {
  signedOutByMember = false;
  queryClient.setQueryData(sessionKeys.me, me);
  logger.setUserId(me.user.id);
}

/**
 * Sign-in and sign-up are not retried: they are not idempotent and the server rate-limits them.
 * Their errors are shown next to the form, so no toast.
 */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['auth', 'sign-in'],
    mutationFn: (body: SignInBody) => api.post<MeResponse>('/api/auth/sign-in', body),
    retry: false,
    meta: { errorToast: false },
    onSuccess: (me) => {
      rememberSignIn(queryClient, me);
      logger.info('Signed in');
    },
  });
}

/**
 * Sign-in's second step when two-factor is on (decision 031): the authenticator's code or a backup
 * code, with the challenge cookie the first step set.
 */
export function useSignInTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['auth', 'sign-in-two-factor'],
    mutationFn: (body: { code: string }) =>
      api.post<MeResponse>('/api/auth/sign-in/two-factor', body),
    retry: false,
    meta: { errorToast: false },
    onSuccess: (me) => {
      rememberSignIn(queryClient, me);
      logger.info('Signed in with two-factor');
    },
  });
}

/**
 * Sign-up's first step: the server answers the same whether or not the address has an account, and
 * e-mails a code (decision 012). Nobody is signed in until `useVerifyEmail` sends the code back.
 */
export function useSignUp() {
  return useMutation({
    mutationKey: ['auth', 'sign-up'],
    mutationFn: (body: SignUpBody) => api.post<SignUpStarted>('/api/auth/sign-up', body),
    retry: false,
    meta: { errorToast: false },
  });
}

/** The e-mailed code: a right one verifies the address and signs the member in. */
export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['auth', 'verify-email'],
    mutationFn: (body: VerifyEmailBody) => api.post<MeResponse>('/api/auth/verify-email', body),
    retry: false,
    meta: { errorToast: false },
    onSuccess: (me) => {
      rememberSignIn(queryClient, me);
      logger.info('E-mail verified, signed in');
    },
  });
}

export function useResendCode() {
  return useMutation({
    mutationKey: ['auth', 'resend-code'],
    mutationFn: (body: ResendCodeBody) => api.post<SignUpStarted>('/api/auth/resend-code', body),
    retry: false,
    meta: { errorToast: false },
  });
}

/**
 * 'Forgot password?', step one: the server answers the same for any address and mails a code only to
 * an account's owner (decision 012).
 */
export function useForgotPassword() {
  return useMutation({
    mutationKey: ['auth', 'forgot-password'],
    mutationFn: (body: ForgotPasswordBody) =>
      api.post<SignUpStarted>('/api/auth/forgot-password', body),
    retry: false,
    meta: { errorToast: false },
  });
}

/** Step two: the code and the new password. Signs nobody in; every session of the account ends. */
export function useResetPassword() {
  return useMutation({
    mutationKey: ['auth', 'reset-password'],
    mutationFn: (body: ResetPasswordBody) =>
      api.post<PasswordReset>('/api/auth/reset-password', body),
    retry: false,
    meta: { errorToast: false },
  });
}

/**
 * This device's push subscription ends first, while the session still lets the server forget it: a
 * shared phone must not keep receiving his notifications, nor show his unread count on the icon
 * (decision 035). Loaded only now.
 */
async function endPushOnThisDevice(): Promise<void> {
  try {
    const [{ turnOffPush }, { showAppBadge }] = await Promise.all([
      import('@/lib/push-device'),
      import('@/lib/app-badge'),
    ]);
    showAppBadge(0);
    await turnOffPush();
  } catch {
    // Offline and never loaded: the server drops the subscription at the push service's 410.
  }
}

/**
 * Signs out and empties the query cache. The protected wrapper then sends the member to /auth
 * (without a way back, since they chose to leave).
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['auth', 'sign-out'],
    mutationFn: async () => {
      await endPushOnThisDevice();
      markLeavingOnPurpose(true);
      await api.post<void>('/api/auth/sign-out');
    },
    retry: false,
    onError: () => markLeavingOnPurpose(false),
    onSuccess: () => {
      logger.info('Signed out');
      signedOutByMember = true;
      queryClient.removeQueries();
      forgetSession(queryClient);
      // The cache kept for offline use, the sync queue, waiting messages (decision 037).
      void wipeDeviceData().catch(() => undefined);
    },
  });
}
