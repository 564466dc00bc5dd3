import { lazy, Suspense, useState, type ReactNode } from 'react';
import { ErrorCode } from '@blaze/contracts/error-codes';
import { ApiError, friendlyMessage } from '@/lib/api-client';
import { useSignIn } from '@/lib/auth';
import { useAuthForm } from '@/features/auth/lib/use-auth-form';
import { AuthForm, EmailField, PasswordField } from '@/features/auth/components/auth-form';
import { VerifyCodeForm } from '@/features/auth/components/verify-code-form';
import { TwoFactorSignInForm } from '@/features/auth/components/two-factor-sign-in-form';

/** Loaded when asked for, so /auth's first screen does not carry it (decision 005). */
const loadForgotPasswordForm = () => import('@/features/auth/components/forgot-password-form');
const ForgotPasswordForm = lazy(() =>
  loadForgotPasswordForm().then((m) => ({ default: m.ForgotPasswordForm })),
);

/**
 * Sign-in; an account whose address is not confirmed yet goes on to the code step, and one with
 * two-factor sign-in on to the authenticator's code. 'Forgot password?' leads to the reset steps,
 * which come back here and sign in with the new password (two-factor and a suspension still apply).
 */
export function SignInForm({
  restricted,
}: {
  /**
   * Under a sign-in refused for a suspension or a ban: the way to appeal (moderation), given the
   * e-mail and password he typed.
   */
  restricted?: (credentials: { email: string; password: string }) => ReactNode;
} = {}) {
  const signIn = useSignIn();
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);
  const [askCode, setAskCode] = useState(false);
  const [resetting, setResetting] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const submit = (body: { email: string; password: string }) =>
    signIn.mutate(body, {
      onError: (error) => {
        if (error instanceof ApiError && error.code === ErrorCode.emailNotVerified)
          setCodeSentTo(body.email);
        if (error instanceof ApiError && error.code === ErrorCode.twoFactorRequired)
          setAskCode(true);
      },
    });
  const { values, errors, update, fill, onSubmit } = useAuthForm({
    initial: { email: '', password: '' },
    schemaOf: (schemas) => schemas.SignInBodySchema,
    toBody: (values) => values,
    submit,
  });

  if (resetting)
    return (
      <Suspense fallback={<p className="py-8 text-center text-sm text-zinc-400">Loading…</p>}>
        <ForgotPasswordForm
          initialEmail={values.email.trim()}
          onBack={() => setResetting(false)}
          onDone={(credentials) => {
            setResetting(false);
            fill(credentials);
            setNotice(
              'Your password is changed, and every device that was signed in is signed out.',
            );
            submit(credentials);
          }}
        />
      </Suspense>
    );

  if (askCode)
    return (
      <TwoFactorSignInForm
        onBack={() => {
          signIn.reset();
          setAskCode(false);
        }}
      />
    );
  if (codeSentTo)
    return (
      <VerifyCodeForm
        email={codeSentTo}
        onBack={() => {
          signIn.reset();
          setCodeSentTo(null);
        }}
      />
    );
  const refusedFor =
    signIn.error instanceof ApiError &&
    (signIn.error.code === ErrorCode.accountSuspended ||
      signIn.error.code === ErrorCode.accountBanned);
  return (
    <>
      {notice ? (
        <p
          role="status"
          className="mb-5 rounded-xl border border-emerald-500/30 bg-emerald-500/10 px-3.5 py-3 text-sm leading-relaxed text-emerald-200"
        >
          {notice}
        </p>
      ) : null}
      <AuthForm
        onSubmit={onSubmit}
        alert={signIn.isError ? friendlyMessage(signIn.error) : null}
        pending={signIn.isPending}
        submitLabel="Sign In"
      >
        <EmailField
          id="sign-in-email"
          value={values.email}
          error={errors.email}
          onChange={(value) => update('email', value)}
        />
        <PasswordField
          id="sign-in-password"
          autoComplete="current-password"
          placeholder="Your password"
          value={values.password}
          error={errors.password}
          onChange={(value) => update('password', value)}
        />
        <div className="-mt-3 flex justify-end">
          <button
            type="button"
            onPointerEnter={() => void loadForgotPasswordForm().catch(() => undefined)}
            onFocus={() => void loadForgotPasswordForm().catch(() => undefined)}
            onClick={() => {
              signIn.reset();
              setNotice(null);
              setResetting(true);
            }}
            className="inline-flex min-h-11 cursor-pointer items-center rounded-lg px-1 text-sm font-medium text-brand-text underline-offset-4 hover:underline"
          >
            Forgot password?
          </button>
        </div>
      </AuthForm>
      {refusedFor && restricted ? (
        <div className="mt-4">{restricted({ email: values.email, password: values.password })}</div>
      ) : null}
    </>
  );
}
