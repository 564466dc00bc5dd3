import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { ServiceStatus } from '@blaze/contracts';
import type { Database } from '../../db/client.ts';
import { serviceProviders, serviceSettings } from '../../db/schema.ts';
import { notBlockedWith } from '../blocks/blocks.service.ts';

export type ServiceProviderRow = typeof serviceProviders.$inferSelect;
export type NewServiceProvider = typeof serviceProviders.$inferInsert;
export type ServiceContent = Partial<
  Pick<
    NewServiceProvider,
    | 'handle'
    | 'displayName'
    | 'category'
    | 'headline'
    | 'about'
    | 'rates'
    | 'incall'
    | 'outcall'
    | 'city'
    | 'country'
    | 'neighbourhood'
    | 'availability'
    | 'languages'
  >
>;

/** Unique violations tell which key: one listing per member, one handle among providers. */
export function uniqueViolation(err: unknown): 'handle' | 'user' | null {
  const e = err as {
    code?: string;
    constraint?: string;
    cause?: { code?: string; constraint?: string };
  };
  const code = e.code ?? e.cause?.code;
  if (code !== '23505') return null;
  const text = `${e.constraint ?? e.cause?.constraint ?? ''} ${String((err as Error).message ?? '')} ${String((e.cause as Error | undefined)?.message ?? '')}`;
  return text.includes('handle') ? 'handle' : 'user';
}

/** Keyset cursor: the listing's updated_at and id. */
export type ListCursor = { updatedAt: string; id: string };

export function servicesRepository(db: Database) {
  return {
    async insert(values: NewServiceProvider): Promise<ServiceProviderRow> {
      const [row] = await db.insert(serviceProviders).values(values).returning();
      if (!row) throw new Error('service provider insert returned no row');
      return row;
    },

    async byId(id: string): Promise<ServiceProviderRow | null> {
      const [row] = await db.select().from(serviceProviders).where(eq(serviceProviders.id, id));
      return row ?? null;
    },

    async byHandle(handle: string): Promise<ServiceProviderRow | null> {
      const [row] = await db
        .select()
        .from(serviceProviders)
        .where(eq(serviceProviders.handle, handle));
      return row ?? null;
    },

    async ofUser(userId: string): Promise<ServiceProviderRow | null> {
      const [row] = await db
        .select()
        .from(serviceProviders)
        .where(eq(serviceProviders.userId, userId));
      return row ?? null;
    },

    /**
     * His listing's content changed: written, and an approved or paused listing goes back to review
     * (status 'pending'), in one statement. Null when it is not his.
     */
    async updateContent(
      id: string,
      userId: string,
      values: ServiceContent,
      now: Date,
    ): Promise<ServiceProviderRow | null> {
      const [row] = await db
        .update(serviceProviders)
        .set({ ...values, status: 'pending', reviewNote: null, updatedAt: now })
        .where(and(eq(serviceProviders.id, id), eq(serviceProviders.userId, userId)))
        .returning();
      return row ?? null;
    },

    /** Pauses an approved listing or resumes a paused one (no review: nothing changed). */
    async setPaused(
      id: string,
      userId: string,
      paused: boolean,
    ): Promise<ServiceProviderRow | null> {
      const [row] = await db
        .update(serviceProviders)
        .set({ status: paused ? 'paused' : 'approved' })
        .where(
          and(
            eq(serviceProviders.id, id),
            eq(serviceProviders.userId, userId),
            eq(serviceProviders.status, paused ? 'approved' : 'paused'),
          ),
        )
        .returning();
      return row ?? null;
    },

    /** Adds a photo at the end while he has fewer than `max`; null when full or not his. */
    async appendPhoto(
      id: string,
      userId: string,
      photoId: string,
      max: number,
      now: Date,
    ): Promise<ServiceProviderRow | null> {
      const [row] = await db
        .update(serviceProviders)
        .set({
          photoIds: sql`array_append(${serviceProviders.photoIds}, ${photoId})`,
          status: 'pending',
          reviewNote: null,
          updatedAt: now,
        })
        .where(
          and(
            eq(serviceProviders.id, id),
            eq(serviceProviders.userId, userId),
            sql`cardinality(${serviceProviders.photoIds}) < ${max}`,
          ),
        )
        .returning();
      return row ?? null;
    },

    /** Takes a photo off his listing (removing content needs no review: it shows less, never more). */
    async removePhoto(
      id: string,
      userId: string,
      photoId: string,
    ): Promise<ServiceProviderRow | null> {
      const [row] = await db
        .update(serviceProviders)
        .set({ photoIds: sql`array_remove(${serviceProviders.photoIds}, ${photoId})` })
        .where(
          and(
            eq(serviceProviders.id, id),
            eq(serviceProviders.userId, userId),
            sql`${photoId} = any(${serviceProviders.photoIds})`,
          ),
        )
        .returning();
      return row ?? null;
    },

    async remove(id: string, userId: string): Promise<ServiceProviderRow | null> {
      const [row] = await db
        .delete(serviceProviders)
        .where(and(eq(serviceProviders.id, id), eq(serviceProviders.userId, userId)))
        .returning();
      return row ?? null;
    },

    /** An admin's decision on a listing waiting for review; null when it is not pending. */
    async review(
      id: string,
      status: Extract<ServiceStatus, 'approved' | 'rejected'>,
      note: string | null,
      now: Date,
    ): Promise<ServiceProviderRow | null> {
      const [row] = await db
        .update(serviceProviders)
        .set({ status, reviewNote: note, reviewedAt: now })
        .where(and(eq(serviceProviders.id, id), eq(serviceProviders.status, 'pending')))
        .returning();
      return row ?? null;
    },

    async countWithStatus(status: ServiceStatus): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(serviceProviders)
        .where(eq(serviceProviders.status, status));
      return row?.n ?? 0;
    },

    async withStatus(status: ServiceStatus, limit: number): Promise<ServiceProviderRow[]> {
      return db
        .select()
        .from(serviceProviders)
        .where(eq(serviceProviders.status, status))
        .orderBy(serviceProviders.updatedAt, serviceProviders.id)
        .limit(limit);
    },

    /**
     * Approved listings for this viewer (null: signed out), newest first by keyset: never his own
     * hidden from him, never one whose owner and he blocked each other (either way).
     */
    async listed(
      viewerId: string,
      filters: {
        category?: string | undefined;
        city?: string | undefined;
        incall?: boolean | undefined;
        outcall?: boolean | undefined;
        language?: string | undefined;
      },
      limit: number,
      cursor: ListCursor | null,
    ): Promise<ServiceProviderRow[]> {
      const p = serviceProviders;
      const where: SQL[] = [eq(p.status, 'approved'), notBlockedWith(viewerId, p.userId)];
      if (filters.category) where.push(eq(p.category, filters.category));
      if (filters.city) where.push(eq(p.city, filters.city));
      if (filters.incall) where.push(eq(p.incall, true));
      if (filters.outcall) where.push(eq(p.outcall, true));
      if (filters.language) where.push(sql`${filters.language} = any(${p.languages})`);
      if (cursor)
        where.push(
          sql`(${p.updatedAt}, ${p.id}) < (${cursor.updatedAt}::timestamptz, ${cursor.id})`,
        );
      return db
        .select()
        .from(p)
        .where(and(...where))
        .orderBy(desc(p.updatedAt), desc(p.id))
        .limit(limit);
    },

    async hidesServices(userId: string): Promise<boolean> {
      const [row] = await db
        .select({ hide: serviceSettings.hideServices })
        .from(serviceSettings)
        .where(eq(serviceSettings.userId, userId));
      return row?.hide ?? false;
    },

    async setHidesServices(userId: string, hide: boolean): Promise<void> {
      await db
        .insert(serviceSettings)
        .values({ userId, hideServices: hide })
        .onConflictDoUpdate({
          target: serviceSettings.userId,
          set: { hideServices: hide, updatedAt: new Date() },
        });
    },

    /** Demo listings: inserted once per member (his listing, if any, is left as it is). */
    async insertDemo(values: NewServiceProvider): Promise<boolean> {
      const rows = await db
        .insert(serviceProviders)
        .values(values)
        .onConflictDoNothing()
        .returning({ id: serviceProviders.id });
      return rows.length > 0;
    },

    async setPhotos(id: string, photoIds: string[]): Promise<void> {
      await db.update(serviceProviders).set({ photoIds }).where(eq(serviceProviders.id, id));
    },
  };
}
