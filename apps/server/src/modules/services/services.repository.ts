import { and, desc, eq, sql, type SQL, type SQLChunk } from 'drizzle-orm';
import type { ServiceStatus } from '@blaze/contracts';
import type { Database } from '../../db/client.ts';
import { serviceBlocks, serviceProviders, serviceSettings } from '../../db/schema.ts';
import { restrictedNow } from '../blocks/blocks.service.ts';
import { demoHiddenFrom } from '../data-modes/data-modes.service.ts';

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

type Raw = Record<string, unknown>;
const rowsOf = (result: unknown): Raw[] => (result as { rows: Raw[] }).rows;

/**
 * Whether someone other than its owner may read an approved listing (`p` the service_providers row
 * alias, `viewer` null when signed out), the one rule of the page, the lists, contact and the photos
 * (decision 025, issue 35): never while its owner is suspended or banned, for any reader; not when
 * the listing and this member were kept apart from their service chat (service_blocks); a demo
 * listing only to a member in demo mode. A block between personal profiles changes nothing here: it
 * would tell a member who blocks guesses who runs the listing.
 */
export const listingReadableBy = (
  viewer: string | null,
  listingId: SQLChunk,
  ownerId: SQLChunk,
): SQL =>
  viewer === null
    ? sql`not ${restrictedNow(ownerId)}`
    : sql`not ${restrictedNow(ownerId)}
      and not exists (select 1 from ${serviceBlocks} sb where sb.provider_id = ${listingId} and sb.client_id = ${viewer})
      and not ${demoHiddenFrom(viewer, ownerId)} and not ${demoHiddenFrom(ownerId, viewer)}`;

export function servicesRepository(db: Database) {
  return {
    /** listingReadableBy for one listing. */
    async readableBy(viewer: string | null, row: ServiceProviderRow): Promise<boolean> {
      const result = await db.execute(
        sql`select ${listingReadableBy(viewer, sql`${row.id}`, sql`${row.userId}`)} as ok`,
      );
      return Boolean(rowsOf(result)[0]?.ok);
    },

    /**
     * Whether a listing photo's file may be served: it is on a listing whose owner is not suspended
     * or banned (a deleted account took its listing with it).
     */
    async photoServable(photoId: string): Promise<boolean> {
      const p = serviceProviders;
      const [row] = await db
        .select({ id: p.id })
        .from(p)
        .where(and(sql`${photoId} = any(${p.photoIds})`, sql`not ${restrictedNow(p.userId)}`))
        .limit(1);
      return row !== undefined;
    },

    /** Keeps a listing and a client apart (idempotent). */
    async keepApart(providerId: string, clientId: string): Promise<void> {
      await db.insert(serviceBlocks).values({ providerId, clientId }).onConflictDoNothing();
    },

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
     * Approved listings this viewer may read (listingReadableBy), newest first by keyset.
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
      const where: SQL[] = [eq(p.status, 'approved'), listingReadableBy(viewerId, p.id, p.userId)];
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
