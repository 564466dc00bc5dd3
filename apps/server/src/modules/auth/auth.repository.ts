import { and, eq, lt, ne, sql } from 'drizzle-orm';
import { executePrepared, type Database } from '../../db/client.ts';
import { accounts, sessions, twoFactors, users, verifications } from '../../db/schema.ts';

/** better-auth's own tables, handed to its Drizzle adapter, which runs its queries on them. */
export const betterAuthTables = {
  user: users,
  session: sessions,
  account: accounts,
  verification: verifications,
  twoFactor: twoFactors,
};

/** A session row with the member it belongs to. */
export type StoredSession = {
  token: string;
  userId: string;
  email: string;
  userCreatedAt: Date;
  expiresAt: Date;
};

/**
 * The session tables as Blaze reads them itself (better-auth writes them, and reads them for the cases
 * it decides: see `auth.service.ts`).
 */
export function authRepository(db: Database) {
  return {
    /** The sessions with these tokens, with their members; unknown tokens are simply absent. */
    async sessionsByToken(tokens: string[]): Promise<StoredSession[]> {
      const result = await executePrepared<{ tokens: string[] }>(
        db,
        'blaze_sessions_by_token',
        (v) => sql`
          select s.token, s.expires_at, u.id as user_id, u.email, u.created_at
          from ${sessions} s join ${users} u on u.id = s.user_id
          where s.token = any(${v('tokens')}::text[])`,
        { tokens },
      );
      return result.rows.map((r) => ({
        token: String(r.token),
        userId: String(r.user_id),
        email: String(r.email),
        userCreatedAt: new Date(r.created_at as string | Date),
        expiresAt: new Date(r.expires_at as string | Date),
      }));
    },

    /** Deletes a member's sessions, all but the one with `keepToken`; returns how many. */
    async deleteSessionsOf(userId: string, keepToken: string | null): Promise<number> {
      const rows = await db
        .delete(sessions)
        .where(
          keepToken
            ? and(eq(sessions.userId, userId), ne(sessions.token, keepToken))
            : eq(sessions.userId, userId),
        )
        .returning({ id: sessions.id });
      return rows.length;
    },

    /** Accounts whose e-mail was never verified, made before `before`: pending sign-ups, or legacy ones. */
    unverifiedSince(before: Date, limit: number): Promise<Array<{ id: string; email: string }>> {
      return db
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(and(eq(users.emailVerified, false), lt(users.createdAt, before)))
        .orderBy(users.createdAt)
        .limit(limit);
    },
  };
}

export type AuthRepository = ReturnType<typeof authRepository>;
