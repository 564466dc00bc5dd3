import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { PASSWORD_RULES } from '@blaze/contracts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { accounts, sessions, users, verifications } from '../../db/schema.ts';

const THIRTY_DAYS_S = 60 * 60 * 24 * 30;

/**
 * better-auth does passwords (scrypt), sessions in the database and cookies. Its HTTP handler is not
 * mounted: Blaze's own routes validate with the contract schemas and call auth.api, so no endpoint
 * can bypass the password policy, the profile creation or the rate limits.
 */
export function createAuth(db: Database, config: Config) {
  return betterAuth({
    appName: 'Blaze',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_RULES.minLength,
      maxPasswordLength: PASSWORD_RULES.maxLength,
      autoSignIn: true,
    },
    session: { expiresIn: THIRTY_DAYS_S, updateAge: 60 * 60 * 24 },
    // Fastify's limiter guards every auth route (see docs/decisions/004-rate-limiting.md).
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: 'blaze',
      useSecureCookies: config.secureCookies,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: config.secureCookies },
    },
    telemetry: { enabled: false },
    trustedOrigins: [config.publicUrl],
  });
}

export type Auth = ReturnType<typeof createAuth>;
