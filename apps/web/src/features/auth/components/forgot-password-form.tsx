import { useCallback, useState } from 'react';
import { KeyRound, MailCheck } from 'lucide-react';
import { PASSWORD_RULES, SIGN_UP_CODE } from '@blaze/contracts/constants';
import { friendlyMessage } from '@/lib/api-client';
import { useForgotPassword, useResetPassword } from '@/lib/auth';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useAuthForm } from '@/features/auth/lib/use-auth-form';
import { AuthForm, EmailField, PasswordField } from '@/features/auth/components/auth-form';

interface ForgotPasswordFormProps {
  /** What he had typed in the sign-in form, so he need not type it again. */
  initialEmail: string;
  /** Back to the sign-in form, nothing changed. */
  onBack: () => void;
  /** The password is changed: sign-in takes over with the address and the new password. */
  onDone: (credentials: { email: string; password: string }) => void;
}

const focusOnArrival = (input: HTMLInputElement | null) => input?.focus();

/**
 * 'Forgot password?' (decision 012): his e-mail, then the 6-digit code mailed to it and a new
 * password. The first step says the same for any address, as the server does: if it has an account,
 * a code is on its way.
 */
export function ForgotPasswordForm({ initialEmail, onBack, onDone }: ForgotPasswordFormProps) {
  const forgot = useForgotPassword();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { values, errors, update, onSubmit } = useAuthForm({
    initial: { email: initialEmail },
    schemaOf: (schemas) => schemas.ForgotPasswordBodySchema,
    toBody: (values) => values,
    submit: (body) => forgot.mutate(body, { onSuccess: (started) => setSentTo(started.email) }),
  });
  const emailRef = useCallback((node: HTMLDivElement | null) => {
    node?.querySelector<HTMLInputElement>('input[name="email"]')?.focus();
  }, []);

  if (sentTo)
    return (
      <ResetPasswordForm
        email={sentTo}
        onDone={onDone}
        onBack={onBack}
        onOtherEmail={() => {
          forgot.reset();
          setSentTo(null);
        }}
      />
    );
  return (
    <AuthForm
      onSubmit={onSubmit}
      alert={forgot.isError ? friendlyMessage(forgot.error) : null}
      pending={forgot.isPending}
      submitLabel="Send code"
      footnote={
        <div className="flex flex-col items-center text-sm">
          <Button type="button" variant="ghost" onClick={onBack}>
            Back to sign in
          </Button>
        </div>
      }
    >
      <div>
        <h3 className="flex items-center gap-2 text-lg font-semibold text-zinc-50">
          <KeyRound aria-hidden className="size-6 shrink-0 text-brand-text" />
          Reset your password
        </h3>
        <p className="mt-2 text-sm leading-relaxed text-zinc-300">
          Enter the e-mail address of your account. We&apos;ll send it a {SIGN_UP_CODE.length}-digit
          code to choose a new password.
        </p>
      </div>
      <div ref={emailRef}>
        <EmailField
          id="forgot-password-email"
          value={values.email}
          error={errors.email}
          onChange={(value) => update('email', value)}
        />
      </div>
    </AuthForm>
  );
}

interface ResetPasswordFormProps {
  /** The address the code went to, as the server normalised it. */
  email: string;
  onDone: ForgotPasswordFormProps['onDone'];
  onBack: () => void;
  /** Back to the first step, to fix a mistyped address. */
  onOtherEmail: () => void;
}

/** The second step: the code from the e-mail and the new password. */
function ResetPasswordForm({ email, onDone, onBack, onOtherEmail }: ResetPasswordFormProps) {
  const reset = useResetPassword();
  const resend = useForgotPassword();
  const { values, errors, update, onSubmit } = useAuthForm({
    initial: { code: '', newPassword: '' },
    schemaOf: (schemas) => schemas.ResetPasswordBodySchema,
    toBody: (values) => ({ ...values, email }) as Record<'code' | 'newPassword', unknown>,
    submit: (body) => {
      resend.reset();
      reset.mutate(body, {
        onSuccess: () => onDone({ email, password: body.newPassword }),
      });
    },
  });

  function sendNewCode() {
    reset.reset();
    update('code', '');
    resend.mutate({ email });
  }

  const alert = reset.isError
    ? friendlyMessage(reset.error)
    : resend.isError
      ? friendlyMessage(resend.error)
      : null;

  return (
    <AuthForm
      onSubmit={onSubmit}
      alert={alert}
      pending={reset.isPending}
      submitLabel="Set new password"
      footnote={
        <div className="flex flex-col items-center gap-1 text-sm">
          <p aria-live="polite" className="min-h-5 text-center text-emerald-300">
            {resend.isSuccess ? 'We sent a new code. Only the newest one works.' : ''}
          </p>
          <Button type="button" variant="ghost" loading={resend.isPending} onClick={sendNewCode}>
            Send a new code
          </Button>
          <Button type="button" variant="ghost" onClick={onOtherEmail}>
            Use a different e-mail
          </Button>
          <Button type="button" variant="ghost" onClick={onBack}>
            Back to sign in
          </Button>
        </div>
      }
    >
      <div>
        <h3 className="flex items-center gap-2 text-lg font-semibold text-zinc-50">
          <MailCheck aria-hidden className="size-6 shrink-0 text-brand-text" />
          Check your e-mail
        </h3>
        <p className="mt-2 text-sm leading-relaxed text-zinc-300">
          If there is a Blaze account for
          <strong className="block font-semibold [overflow-wrap:anywhere] text-zinc-50">
            {email}
          </strong>
          we sent it a {SIGN_UP_CODE.length}-digit code. It works for {SIGN_UP_CODE.ttlMinutes}{' '}
          minutes, once.
        </p>
      </div>
      <Field
        id="reset-password-code"
        label="Code"
        error={errors.code}
        hint="Nothing yet? It can take a minute; look in your spam folder too."
      >
        {(control) => (
          <Input
            {...control}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            maxLength={SIGN_UP_CODE.length}
            placeholder={'0'.repeat(SIGN_UP_CODE.length)}
            ref={focusOnArrival}
            className="text-center font-mono text-2xl tracking-[0.4em] tabular-nums"
            value={values.code}
            onChange={(event) =>
              update('code', event.target.value.replace(/\D/g, '').slice(0, SIGN_UP_CODE.length))
            }
          />
        )}
      </Field>
      <PasswordField
        id="reset-password-new"
        label="New password"
        autoComplete="new-password"
        placeholder="Choose a new password"
        hint={`At least ${PASSWORD_RULES.minLength} characters. Every device signed in to your account will be signed out.`}
        value={values.newPassword}
        error={errors.newPassword}
        onChange={(value) => update('newPassword', value)}
      />
    </AuthForm>
  );
}
