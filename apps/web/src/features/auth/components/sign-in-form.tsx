import { useState, type FormEvent } from 'react';
import { friendlyMessage } from '@/lib/api-client';
import { useSignIn } from '@/lib/auth';
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

type SignInField = 'email' | 'password';

export function SignInForm() {
  const signIn = useSignIn();
  const [values, setValues] = useState({ email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<SignInField>>({});
  const [checked, setChecked] = useState(false);

  function update(field: SignInField, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    const schemas = authSchemasIfLoaded();
    if (checked && schemas) {
      const result = validateWith(schemas.SignInBodySchema, next);
      setErrors(result.ok ? {} : result.errors);
    }
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setChecked(true);
    const schemas = await loadAuthSchemas().catch(() => null);
    // Without the schemas (their download failed) the server still checks everything.
    if (!schemas) return signIn.mutate(values);
    const result = validateWith(schemas.SignInBodySchema, values);
    if (!result.ok) {
      setErrors(result.errors);
      focusFirstInvalid(form);
      return;
    }
    setErrors({});
    signIn.mutate(result.data);
  }

  return (
    <form
      noValidate
      onFocus={preloadAuthSchemas}
      onInput={preloadAuthSchemas}
      onSubmit={(event) => void onSubmit(event)}
      className="flex flex-col gap-5"
    >
      <Field id="sign-in-email" label="Email" error={errors.email}>
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
      <Field id="sign-in-password" label="Password" error={errors.password}>
        {(control) => (
          <PasswordInput
            {...control}
            name="password"
            autoComplete="current-password"
            placeholder="Your password"
            value={values.password}
            onChange={(event) => update('password', event.target.value)}
          />
        )}
      </Field>
      <FormAlert message={signIn.isError ? friendlyMessage(signIn.error) : null} />
      <Button type="submit" size="lg" block loading={signIn.isPending}>
        Sign In
      </Button>
    </form>
  );
}
