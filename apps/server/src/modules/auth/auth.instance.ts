import { createHmac } from 'node:crypto';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { emailOTP, twoFactor } from 'better-auth/plugins';
import { PASSWORD_RULES, SIGN_UP_CODE, TWO_FACTOR } from '@blaze/contracts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { betterAuthTables } from './auth.repository.ts';

const THIRTY_DAYS_S = 60 * 60 * 24 * 30;

/**
 * better-auth does passwords (scrypt), sessions in the database and cookies. Its HTTP handler is not
 * mounted: Blaze's own routes validate with the contract schemas and call auth.api, so no endpoint
 * can bypass the password policy, the profile creation or the rate limits.
 *
 * An account is usable once its e-mail is verified with a 6-digit code (decision 012). The code is
 * made by the e-mail OTP plugin and stored as an HMAC under the auth secret, so a copy of the
 * database alone does not give it away; Blaze's auth service sends it, not the plugin.
 */
export function createAuth(db: Database, config: Config) {
  return betterAuth({
    appName: 'Blaze',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: betterAuthTables,
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_RULES.minLength,
      maxPasswordLength: PASSWORD_RULES.maxLength,
      requireEmailVerification: true,
      autoSignIn: false,
    },
    emailVerification: { autoSignInAfterVerification: true },
    plugins: [
      emailOTP({
        otpLength: SIGN_UP_CODE.length,
        expiresIn: SIGN_UP_CODE.ttlMinutes * 60,
        allowedAttempts: SIGN_UP_CODE.attempts,
        storeOTP: {
          hash: async (code) =>
            createHmac('sha256', config.authSecret)
              .update(`sign-up-code:${code}`)
              .digest('base64url'),
        },
        // Blaze's auth service creates the code and sends it itself (auth.service.ts).
        sendVerificationOTP: async () => {},
      }),
      // Two-factor sign-in with an authenticator app (decision 031): enabled from Settings > Account,
      // asked for by Blaze's own sign-in route after the password. No 'trust this device'.
      twoFactor({
        issuer: 'Blaze',
        twoFactorCookieMaxAge: TWO_FACTOR.challengeTtlMinutes * 60,
        backupCodeOptions: { amount: TWO_FACTOR.backupCodes, length: 10 },
        accountLockout: {
          maxFailedAttempts: TWO_FACTOR.lockoutAfter,
          durationSeconds: TWO_FACTOR.lockoutMinutes * 60,
        },
      }),
    ],
    // better-auth's own lines can hold an e-mail address; Blaze logs what it needs itself.
    logger: { level: 'error' },
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
