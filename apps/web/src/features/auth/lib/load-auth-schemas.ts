import { useEffect } from 'react';
import type * as AuthSchemasModule from '@/features/auth/lib/auth-schemas';

type AuthSchemas = typeof AuthSchemasModule;

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

/** Starts fetching the schemas once the form is on screen and the browser is idle. */
export function usePreloadAuthSchemas(): void {
  useEffect(() => {
    const timer = setTimeout(() => void loadAuthSchemas(), 200);
    return () => clearTimeout(timer);
  }, []);
}
