import { useState } from 'react';
import { PASSWORD_RULES, USERNAME_RULES } from '@blaze/contracts/constants';
import { friendlyMessage } from '@/lib/api-client';
import { useSignUp } from '@/lib/auth';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useAuthForm } from '@/features/auth/lib/use-auth-form';
import { AuthForm, EmailField, PasswordField } from '@/features/auth/components/auth-form';
import { VerifyCodeForm } from '@/features/auth/components/verify-code-form';

type SignUpField = 'email' | 'password' | 'username';

function toBody(values: Record<SignUpField, string>) {
  return {
    email: values.email,
    password: values.password,
    username: values.username.trim() === '' ? undefined : values.username,
  };
}

/** The sign-up form, then the code step; going back keeps what was typed. */
export function SignUpForm() {
  const signUp = useSignUp();
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);
  const { values, errors, update, onSubmit } = useAuthForm({
    initial: { email: '', password: '', username: '' },
    schemaOf: (schemas) => schemas.SignUpBodySchema,
    toBody,
    submit: (body) => signUp.mutate(body, { onSuccess: (started) => setCodeSentTo(started.email) }),
  });

  if (codeSentTo)
    return (
      <VerifyCodeForm
        email={codeSentTo}
        onBack={() => {
          signUp.reset();
          setCodeSentTo(null);
        }}
      />
    );
  return (
    <AuthForm
      onSubmit={onSubmit}
      alert={signUp.isError ? friendlyMessage(signUp.error) : null}
      pending={signUp.isPending}
      submitLabel="Create Account"
      footnote={
        <p className="text-center text-xs leading-relaxed text-zinc-400">
          You must be 18 or older. By creating an account you agree to our Terms and Privacy Policy.
        </p>
      }
    >
      <EmailField
        id="sign-up-email"
        value={values.email}
        error={errors.email}
        onChange={(value) => update('email', value)}
      />
      <PasswordField
        id="sign-up-password"
        autoComplete="new-password"
        placeholder="Create a password"
        hint={`At least ${PASSWORD_RULES.minLength} characters. A short phrase is easy to remember and hard to guess.`}
        value={values.password}
        error={errors.password}
        onChange={(value) => update('password', value)}
      />
      <Field
        id="sign-up-username"
        label="Username"
        labelNote="(optional)"
        error={errors.username}
        hint={`${USERNAME_RULES.minLength}–${USERNAME_RULES.maxLength} letters, numbers, dots or underscores. Leave it empty and we'll pick one you can change later.`}
      >
        {(control) => (
          <Input
            {...control}
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            placeholder="e.g. jake.sydney"
            value={values.username}
            onChange={(event) => update('username', event.target.value)}
          />
        )}
      </Field>
    </AuthForm>
  );
}
