import type { MeResponse, SignInBody, SignUpBody } from '@blaze/contracts';
import { APIError } from 'better-auth/api';
import { AppError, unauthorized } from '../../lib/errors.ts';
import type { ProfilesService } from '../profiles/profiles.service.ts';
import type { Auth } from './auth.instance.ts';
import { passwordProblem } from './password-policy.ts';

export type Member = { userId: string; email: string; createdAt: Date };
type AuthResult = { me: MeResponse; headers: Headers };

const emailTaken = () =>
  new AppError(409, 'EMAIL_TAKEN', 'An account with this e-mail already exists. Try signing in.');
const badCredentials = () => new AppError(401, 'INVALID_CREDENTIALS', 'Wrong e-mail or password.');

function isApiError(err: unknown): err is APIError {
  return err instanceof APIError || (err as { name?: string })?.name === 'APIError';
}

function apiErrorCode(err: APIError): string {
  return String((err.body as { code?: string } | undefined)?.code ?? '');
}

export function authService(auth: Auth, profiles: ProfilesService) {
  async function me(userId: string, email: string, createdAt: Date): Promise<MeResponse> {
    const profile = await profiles.getOwn(userId);
    if (!profile) throw unauthorized('Your profile could not be found. Please sign in again.');
    return { user: { id: userId, email, createdAt: createdAt.toISOString() }, profile };
  }

  return {
    async signUp(input: SignUpBody & { email: string }, headers: Headers): Promise<AuthResult> {
      const problem = passwordProblem(input.password, [
        input.email,
        input.email.split('@')[0] ?? '',
        input.username ?? '',
      ]);
      if (problem) throw new AppError(400, 'WEAK_PASSWORD', problem);
      if (input.username) await profiles.assertUsernameFree(input.username);

      let result: {
        headers: Headers;
        response: { user: { id: string; email: string; createdAt: Date } };
      };
      try {
        result = await auth.api.signUpEmail({
          body: {
            email: input.email,
            password: input.password,
            name: input.displayName ?? input.username ?? '',
          },
          headers,
          returnHeaders: true,
        });
      } catch (err) {
        if (isApiError(err) && apiErrorCode(err).startsWith('USER_ALREADY_EXISTS'))
          throw emailTaken();
        if (isApiError(err) && apiErrorCode(err).startsWith('PASSWORD_TOO'))
          throw new AppError(400, 'WEAK_PASSWORD', err.message);
        throw err;
      }
      const { user } = result.response;
      try {
        await profiles.createForNewMember({
          userId: user.id,
          username: input.username,
          displayName: input.displayName,
          online: true,
        });
      } catch (err) {
        // The account must not outlive a failed profile (e.g. a username taken in a race).
        await deleteUser(auth, user.id);
        throw err;
      }
      return {
        me: await me(user.id, user.email, new Date(user.createdAt)),
        headers: result.headers,
      };
    },

    async signIn(input: SignInBody & { email: string }, headers: Headers): Promise<AuthResult> {
      let result: {
        headers: Headers;
        response: { user: { id: string; email: string; createdAt: Date } };
      };
      try {
        result = await auth.api.signInEmail({
          body: { email: input.email, password: input.password },
          headers,
          returnHeaders: true,
        });
      } catch (err) {
        if (isApiError(err) && (err.statusCode === 401 || err.statusCode === 400))
          throw badCredentials();
        throw err;
      }
      const { user } = result.response;
      await profiles.setPresence(user.id, true);
      return {
        me: await me(user.id, user.email, new Date(user.createdAt)),
        headers: result.headers,
      };
    },

    async signOut(headers: Headers): Promise<Headers> {
      const member = await this.currentMember(headers);
      const result = await auth.api.signOut({ headers, returnHeaders: true });
      if (member) await profiles.setPresence(member.userId, false);
      return result.headers;
    },

    async currentMember(headers: Headers): Promise<Member | null> {
      const session = await auth.api.getSession({ headers });
      if (!session) return null;
      return {
        userId: session.user.id,
        email: session.user.email,
        createdAt: new Date(session.user.createdAt),
      };
    },

    me,

    /** A demo member: a user row with no password account, so nobody can sign in as him. Idempotent. */
    async createDemoUser(email: string, name: string, createdAt: Date): Promise<string> {
      const ctx = await auth.$context;
      const existing = await ctx.internalAdapter.findUserByEmail(email);
      if (existing) return existing.user.id;
      const user = await ctx.internalAdapter.createUser(
        { email, name, emailVerified: true, createdAt },
        { method: 'admin' },
      );
      return user.id;
    },
  };
}

async function deleteUser(auth: Auth, userId: string): Promise<void> {
  const ctx = await auth.$context;
  await ctx.internalAdapter.deleteUser(userId);
}

export type AuthService = ReturnType<typeof authService>;
