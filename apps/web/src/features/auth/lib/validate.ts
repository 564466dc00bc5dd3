export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** The part of a zod schema this needs (kept structural so the web app does not depend on zod). */
export interface SafeParser<T> {
  safeParse(value: unknown):
    | { success: true; data: T }
    | {
        success: false;
        error: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> };
      };
}

/**
 * Checks form values with a contract schema and returns the first message per field, so the form
 * says what is wrong before anything is sent.
 */
export function validateWith<T, K extends string>(
  schema: SafeParser<T>,
  values: Record<K, unknown>,
): { ok: true; data: T } | { ok: false; errors: FieldErrors<K> } {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors<K> = {};
  for (const issue of result.error.issues) {
    const key = issue.path[0];
    if (typeof key !== 'string' || !(key in values)) continue;
    const field = key as K;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

/** Moves focus to the first field marked invalid, after React has drawn the errors. */
export function focusFirstInvalid(form: HTMLFormElement): void {
  requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
