import { friendlyMessage } from '@/lib/api-client';
import { useSignIn } from '@/lib/auth';
import { useAuthForm } from '@/features/auth/lib/use-auth-form';
import { AuthForm, EmailField, PasswordField } from '@/features/auth/components/auth-form';

export function SignInForm() {
  const signIn = useSignIn();
  const { values, errors, update, onSubmit } = useAuthForm({
    initial: { email: '', password: '' },
    schemaOf: (schemas) => schemas.SignInBodySchema,
    toBody: (values) => values,
    submit: (body) => signIn.mutate(body),
  });

  return (
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
    </AuthForm>
  );
}
