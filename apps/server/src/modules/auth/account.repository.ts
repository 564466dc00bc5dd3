import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { sessions, twoFactors, users, verifications } from '../../db/schema.ts';

/** A member's session as Settings > Account lists it; the token stays on the server. */
export type SessionRow = {
  id: string;
  token: string;
  userAgent: string | null;
  city: string | null;
  createdAt: Date;
  updatedAt: Date;
};

/** The account tables Settings > Account reads and changes beside better-auth (decision 031). */
export function accountRepository(db: Database) {
  return {
    sessionsOf(userId: string): Promise<SessionRow[]> {
      return db
        .select({
          id: sessions.id,
          token: sessions.token,
          userAgent: sessions.userAgent,
          city: sessions.city,
          createdAt: sessions.createdAt,
          updatedAt: sessions.updatedAt,
        })
        .from(sessions)
        .where(eq(sessions.userId, userId))
        .orderBy(desc(sessions.updatedAt), desc(sessions.id));
    },

    /** Deletes one of this member's sessions; null when the id is not one of his. */
    async deleteSessionOf(userId: string, sessionId: string): Promise<{ token: string } | null> {
      const [row] = await db
        .delete(sessions)
        .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
        .returning({ token: sessions.token });
      return row ?? null;
    },

    async setSessionCity(token: string, city: string | null): Promise<void> {
      await db.update(sessions).set({ city }).where(eq(sessions.token, token));
    },

    /**
     * One more try at a pending e-mail change's code (its JSON value's `attempts`), counted in one
     * UPDATE so tries sent at once each count. The value after, or null when none is live.
     */
    async countTry(identifier: string, now: Date): Promise<string | null> {
      const attempts = sql`coalesce((${verifications.value}::jsonb ->> 'attempts')::int, 0) + 1`;
      const [row] = await db
        .update(verifications)
        .set({
          value: sql`jsonb_set(${verifications.value}::jsonb, '{attempts}', to_jsonb(${attempts}))::text`,
        })
        .where(and(eq(verifications.identifier, identifier), gt(verifications.expiresAt, now)))
        .returning({ value: verifications.value });
      return row?.value ?? null;
    },

    async twoFactorEnabled(userId: string): Promise<boolean> {
      const [row] = await db
        .select({ on: users.twoFactorEnabled })
        .from(users)
        .where(eq(users.id, userId));
      return row?.on ?? false;
    },

    async setTwoFactorEnabled(userId: string, on: boolean): Promise<void> {
      await db.update(users).set({ twoFactorEnabled: on }).where(eq(users.id, userId));
    },

    /** Turns two-factor off: the flag and the secret with its backup codes, together. */
    async disableTwoFactor(userId: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.update(users).set({ twoFactorEnabled: false }).where(eq(users.id, userId));
        await tx.delete(twoFactors).where(eq(twoFactors.userId, userId));
      });
    },
  };
}

export type AccountRepository = ReturnType<typeof accountRepository>;
