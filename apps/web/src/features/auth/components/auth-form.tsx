import type { FormEvent, ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { preloadAuthSchemas } from '@/features/auth/lib/load-auth-schemas';
import { FormAlert } from '@/features/auth/components/form-alert';
import { PasswordInput } from '@/features/auth/components/password-input';

interface AuthFormProps {
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  /** The server's answer in words, if the last attempt failed. */
  alert: string | null;
  pending: boolean;
  submitLabel: string;
  children: ReactNode;
  /** Small print under the submit button. */
  footnote?: ReactNode;
}

/** The frame of the sign-in and sign-up forms: fields, the server's error, and the submit button. */
export function AuthForm({
  onSubmit,
  alert,
  pending,
  submitLabel,
  children,
  footnote,
}: AuthFormProps) {
  return (
    <form
      noValidate
      onFocus={preloadAuthSchemas}
      onInput={preloadAuthSchemas}
      onSubmit={(event) => void onSubmit(event)}
      className="flex flex-col gap-5"
    >
      {children}
      <FormAlert message={alert} />
      <Button type="submit" size="lg" block loading={pending}>
        {submitLabel}
      </Button>
      {footnote}
    </form>
  );
}

interface AuthFieldProps {
  id: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}

export function EmailField({ id, value, error, onChange }: AuthFieldProps) {
  return (
    <Field id={id} label="Email" error={error}>
      {(control) => (
        <Input
          {...control}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="you@example.com"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}

interface PasswordFieldProps extends AuthFieldProps {
  autoComplete: 'current-password' | 'new-password';
  placeholder: string;
  hint?: string;
  /** 'Password' unless told ('New password' when resetting it). */
  label?: string;
}

export function PasswordField({
  id,
  value,
  error,
  onChange,
  autoComplete,
  placeholder,
  hint,
  label = 'Password',
}: PasswordFieldProps) {
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      {(control) => (
        <PasswordInput
          {...control}
          name="password"
          autoComplete={autoComplete}
          placeholder={placeholder}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}
