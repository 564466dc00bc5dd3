import { useCallback, useState, type FormEvent } from 'react';
import { ShieldCheck } from 'lucide-react';
import { ApiError, friendlyMessage } from '@/lib/api-client';
import { useSignInTwoFactor } from '@/lib/auth';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { AuthForm } from '@/features/auth/components/auth-form';

const TOTP = /^\d{6}$/;
const BACKUP = /^[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}$/;

/** The code step's refusals: the server's words are about this step, not sign-up's e-mail code. */
function problem(error: unknown): string {
  if (error instanceof ApiError && error.isClientError && error.serverMessage)
    return error.serverMessage;
  return friendlyMessage(error);
}

/**
 * Sign-in's second step when two-factor is on (decision 031): the code from his authenticator app,
 * or one of his backup codes.
 */
export function TwoFactorSignInForm({ onBack }: { onBack: () => void }) {
  const verify = useSignInTwoFactor();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const focusOnArrival = useCallback((input: HTMLInputElement | null) => input?.focus(), []);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = code.trim();
    if (!TOTP.test(typed) && !BACKUP.test(typed)) {
      setError('Enter the 6-digit code from your authenticator app, or a backup code.');
      return;
    }
    setError(undefined);
    verify.mutate({ code: typed });
  }

  return (
    <AuthForm
      onSubmit={onSubmit}
      alert={verify.isError ? problem(verify.error) : null}
      pending={verify.isPending}
      submitLabel="Sign In"
      footnote={
        <div className="flex flex-col items-center text-sm">
          <Button type="button" variant="ghost" onClick={onBack}>
            Back to e-mail and password
          </Button>
        </div>
      }
    >
      <div>
        <h3 className="flex items-center gap-2 text-lg font-semibold text-zinc-50">
          <ShieldCheck aria-hidden className="size-6 shrink-0 text-brand-text" />
          Two-factor sign-in
        </h3>
        <p className="mt-2 text-sm leading-relaxed text-zinc-300">
          Enter the 6-digit code from your authenticator app. No phone? Use one of your backup
          codes.
        </p>
      </div>
      <Field id="two-factor-sign-in-code" label="Code" error={error}>
        {(control) => (
          <Input
            {...control}
            name="code"
            autoComplete="one-time-code"
            maxLength={11}
            ref={focusOnArrival}
            className="text-center font-mono text-xl tracking-[0.2em]"
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
        )}
      </Field>
    </AuthForm>
  );
}
