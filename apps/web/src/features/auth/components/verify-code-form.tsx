import { useCallback, useState, type FormEvent } from 'react';
import { MailCheck } from 'lucide-react';
import { SIGN_UP_CODE } from '@blaze/contracts/constants';
import { friendlyMessage } from '@/lib/api-client';
import { useResendCode, useVerifyEmail } from '@/lib/auth';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { AuthForm } from '@/features/auth/components/auth-form';

interface VerifyCodeFormProps {
  /** The address the code went to, as the server normalised it. */
  email: string;
  /** Back to the form that sent the code, to fix a mistyped address. */
  onBack: () => void;
}

const CODE_PATTERN = new RegExp(`^\\d{${SIGN_UP_CODE.length}}$`);

/**
 * Sign-up's second step (decision 012): the code from the e-mail verifies the address and signs the
 * member in. Also shown after signing in to an account whose address is not confirmed yet.
 */
export function VerifyCodeForm({ email, onBack }: VerifyCodeFormProps) {
  const verify = useVerifyEmail();
  const resend = useResendCode();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  // The step replaces the form the member just submitted: his focus goes to the code field.
  const focusOnArrival = useCallback((input: HTMLInputElement | null) => input?.focus(), []);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!CODE_PATTERN.test(code)) {
      setError(`Enter the ${SIGN_UP_CODE.length}-digit code from the e-mail.`);
      event.currentTarget.querySelector<HTMLInputElement>('input[name="code"]')?.focus();
      return;
    }
    setError(undefined);
    resend.reset();
    verify.mutate({ email, code });
  }

  function sendNewCode() {
    verify.reset();
    setCode('');
    resend.mutate({ email });
  }

  const alert = verify.isError
    ? friendlyMessage(verify.error)
    : resend.isError
      ? friendlyMessage(resend.error)
      : null;

  return (
    <AuthForm
      onSubmit={onSubmit}
      alert={alert}
      pending={verify.isPending}
      submitLabel="Confirm"
      footnote={
        <div className="flex flex-col items-center gap-1 text-sm">
          <p aria-live="polite" className="min-h-5 text-center text-emerald-300">
            {resend.isSuccess ? 'We sent a new code. Only the newest one works.' : ''}
          </p>
          <Button type="button" variant="ghost" loading={resend.isPending} onClick={sendNewCode}>
            Send a new code
          </Button>
          <Button type="button" variant="ghost" onClick={onBack}>
            Use a different e-mail
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
          Enter the {SIGN_UP_CODE.length}-digit code we sent to
          <strong className="block font-semibold [overflow-wrap:anywhere] text-zinc-50">
            {email}
          </strong>
          It works for {SIGN_UP_CODE.ttlMinutes} minutes.
        </p>
      </div>
      <Field
        id="verify-code"
        label="Code"
        error={error}
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
            value={code}
            onChange={(event) =>
              setCode(event.target.value.replace(/\D/g, '').slice(0, SIGN_UP_CODE.length))
            }
          />
        )}
      </Field>
    </AuthForm>
  );
}
