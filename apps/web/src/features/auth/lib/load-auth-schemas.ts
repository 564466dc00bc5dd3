import type * as AuthSchemasModule from '@/features/auth/lib/auth-schemas';

export type AuthSchemas = typeof AuthSchemasModule;

let loaded: AuthSchemas | null = null;
let loading: Promise<AuthSchemas> | null = null;

/** The contract schemas for sign-in and sign-up, fetched once. */
export function loadAuthSchemas(): Promise<AuthSchemas> {
  loading ??= import('@/features/auth/lib/auth-schemas').then(
    (module) => {
      loaded = module;
      return module;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The schemas if they have arrived (live re-validation while typing uses this). */
export function authSchemasIfLoaded(): AuthSchemas | null {
  return loaded;
}

/**
 * Starts fetching the schemas on the member's first focus or input in a form. Not on idle: the
 * ~25 KB chunk would then count against the /auth first-screen budget (decision 005). Submit
 * still awaits `loadAuthSchemas()`, so a fast submit is validated all the same.
 */
export function preloadAuthSchemas(): void {
  loadAuthSchemas().catch(() => undefined);
}
