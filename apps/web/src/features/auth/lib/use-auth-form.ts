import { useState, type FormEvent } from 'react';
import {
  authSchemasIfLoaded,
  loadAuthSchemas,
  type AuthSchemas,
} from '@/features/auth/lib/load-auth-schemas';
import {
  focusFirstInvalid,
  validateWith,
  type FieldErrors,
  type SafeParser,
} from '@/features/auth/lib/validate';

interface AuthFormOptions<K extends string, B> {
  initial: Record<K, string>;
  /** The contract schema that checks this form's body. */
  schemaOf: (schemas: AuthSchemas) => SafeParser<B>;
  /** The request body from the typed values. */
  toBody: (values: Record<K, string>) => Record<K, unknown>;
  submit: (body: B) => void;
}

/**
 * Values, per-field errors and submit for the sign-in and sign-up forms: checked with the contract
 * schema on submit, then again on every change once the member has tried to submit.
 */
export function useAuthForm<K extends string, B>({
  initial,
  schemaOf,
  toBody,
  submit,
}: AuthFormOptions<K, B>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<K>>({});
  const [checked, setChecked] = useState(false);

  function update(field: K, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    const schemas = authSchemasIfLoaded();
    if (checked && schemas) {
      const result = validateWith(schemaOf(schemas), toBody(next));
      setErrors(result.ok ? {} : result.errors);
    }
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setChecked(true);
    const schemas = await loadAuthSchemas().catch(() => null);
    // Without the schemas (their download failed) the server still checks everything.
    if (!schemas) return submit(toBody(values) as B);
    const result = validateWith(schemaOf(schemas), toBody(values));
    if (!result.ok) {
      setErrors(result.errors);
      focusFirstInvalid(form);
      return;
    }
    setErrors({});
    submit(result.data);
  }

  /** Sets every value at once (a finished password reset fills in the sign-in form). */
  function fill(next: Record<K, string>) {
    setValues(next);
    setErrors({});
  }

  return { values, errors, update, fill, onSubmit };
}
