import { useState, type FormEvent } from 'react';
import { PASSWORD_RULES, USERNAME_RULES } from '@blaze/contracts/constants';
import { friendlyMessage } from '@/lib/api-client';
import { useSignUp } from '@/lib/auth';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import {
  authSchemasIfLoaded,
  loadAuthSchemas,
  preloadAuthSchemas,
} from '@/features/auth/lib/load-auth-schemas';
import { focusFirstInvalid, validateWith, type FieldErrors } from '@/features/auth/lib/validate';
import { FormAlert } from '@/features/auth/components/form-alert';
import { PasswordInput } from '@/features/auth/components/password-input';

type SignUpField = 'email' | 'password' | 'username';

function toBody(values: Record<SignUpField, string>) {
  return {
    email: values.email,
    password: values.password,
    username: values.username.trim() === '' ? undefined : values.username,
  };
}

export function SignUpForm() {
  const signUp = useSignUp();
  const [values, setValues] = useState({ email: '', password: '', username: '' });
  const [errors, setErrors] = useState<FieldErrors<SignUpField>>({});
  const [checked, setChecked] = useState(false);

  function update(field: SignUpField, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    const schemas = authSchemasIfLoaded();
    if (checked && schemas) {
      const result = validateWith(schemas.SignUpBodySchema, toBody(next));
      setErrors(result.ok ? {} : result.errors);
    }
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setChecked(true);
    const schemas = await loadAuthSchemas().catch(() => null);
    // Without the schemas (their download failed) the server still checks everything.
    if (!schemas) return signUp.mutate(toBody(values));
    const result = validateWith(schemas.SignUpBodySchema, toBody(values));
    if (!result.ok) {
      setErrors(result.errors);
      focusFirstInvalid(form);
      return;
    }
    setErrors({});
    signUp.mutate(result.data);
  }

  return (
    <form
      noValidate
      onFocus={preloadAuthSchemas}
      onInput={preloadAuthSchemas}
      onSubmit={(event) => void onSubmit(event)}
      className="flex flex-col gap-5"
    >
      <Field id="sign-up-email" label="Email" error={errors.email}>
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
            value={values.email}
            onChange={(event) => update('email', event.target.value)}
          />
        )}
      </Field>
      <Field
        id="sign-up-password"
        label="Password"
        error={errors.password}
        hint={`At least ${PASSWORD_RULES.minLength} characters. A short phrase is easy to remember and hard to guess.`}
      >
        {(control) => (
          <PasswordInput
            {...control}
            name="password"
            autoComplete="new-password"
            placeholder="Create a password"
            value={values.password}
            onChange={(event) => update('password', event.target.value)}
          />
        )}
      </Field>
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
      <FormAlert message={signUp.isError ? friendlyMessage(signUp.error) : null} />
      <Button type="submit" size="lg" block loading={signUp.isPending}>
        Create Account
      </Button>
      <p className="text-center text-xs leading-relaxed text-zinc-400">
        You must be 18 or older. By creating an account you agree to our Terms and Privacy Policy.
      </p>
    </form>
  );
}
