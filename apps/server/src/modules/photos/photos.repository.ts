import { and, asc, count, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { albumGrants, photoShares, photos, type PhotoRow } from '../../db/schema.ts';

export function photosRepository(db: Database) {
  return {
    list(ownerId: string, album: string): Promise<PhotoRow[]> {
      return db
        .select()
        .from(photos)
        .where(and(eq(photos.ownerId, ownerId), eq(photos.album, album)))
        .orderBy(asc(photos.position), asc(photos.createdAt));
    },

    async count(ownerId: string, album: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(photos)
        .where(and(eq(photos.ownerId, ownerId), eq(photos.album, album)));
      return Number(row?.n ?? 0);
    },

    /**
     * Adds a photo at the end of its album, or returns null when the album already holds `max`. The
     * count and the insert run under a lock on the owner's album, so two uploads at once cannot both
     * take the last place (a count, then an insert, would let both in).
     */
    insertWithin(
      row: Omit<typeof photos.$inferInsert, 'position'>,
      max: number,
    ): Promise<PhotoRow | null> {
      return db.transaction(async (tx) => {
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtextextended(${`blaze.album:${row.ownerId}:${row.album}`}, 0))`,
        );
        const [held] = await tx
          .select({ n: count() })
          .from(photos)
          .where(and(eq(photos.ownerId, row.ownerId), eq(photos.album, row.album)));
        const position = Number(held?.n ?? 0);
        if (position >= max) return null;
        const [inserted] = await tx
          .insert(photos)
          .values({ ...row, position })
          .returning();
        if (!inserted) throw new Error('photo insert returned no row');
        return inserted;
      });
    },

    /** Every photo of his, in every album (his export, the deletion of his account). */
    allOf(ownerId: string): Promise<PhotoRow[]> {
      return db
        .select()
        .from(photos)
        .where(eq(photos.ownerId, ownerId))
        .orderBy(asc(photos.album), asc(photos.position), asc(photos.createdAt));
    },

    async findById(id: string): Promise<PhotoRow | null> {
      const [row] = await db.select().from(photos).where(eq(photos.id, id)).limit(1);
      return row ?? null;
    },

    async remove(id: string): Promise<void> {
      await db.delete(photos).where(eq(photos.id, id));
    },

    async setPositions(orderedIds: string[]): Promise<void> {
      await db.transaction(async (tx) => {
        for (const [position, id] of orderedIds.entries()) {
          await tx.update(photos).set({ position }).where(eq(photos.id, id));
        }
      });
    },

    async upsertGrant(ownerId: string, granteeId: string, expiresAt: Date | null) {
      const [row] = await db
        .insert(albumGrants)
        .values({ ownerId, granteeId, expiresAt })
        .onConflictDoUpdate({
          target: [albumGrants.ownerId, albumGrants.granteeId],
          set: { expiresAt, createdAt: new Date() },
        })
        .returning();
      if (!row) throw new Error('grant upsert returned no row');
      return row;
    },

    async removeGrant(ownerId: string, granteeId: string): Promise<boolean> {
      const rows = await db
        .delete(albumGrants)
        .where(and(eq(albumGrants.ownerId, ownerId), eq(albumGrants.granteeId, granteeId)))
        .returning({ id: albumGrants.granteeId });
      return rows.length > 0;
    },

    activeGrants(ownerId: string, now: Date) {
      return db
        .select()
        .from(albumGrants)
        .where(
          and(
            eq(albumGrants.ownerId, ownerId),
            or(isNull(albumGrants.expiresAt), gt(albumGrants.expiresAt, now)),
          ),
        )
        .orderBy(asc(albumGrants.createdAt));
    },

    findByIds(ids: string[]): Promise<PhotoRow[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return db.select().from(photos).where(inArray(photos.id, ids));
    },

    async share(photoId: string, viewerIds: string[]): Promise<void> {
      if (viewerIds.length === 0) return;
      await db
        .insert(photoShares)
        .values(viewerIds.map((viewerId) => ({ photoId, viewerId })))
        .onConflictDoNothing();
    },

    async unshare(photoId: string): Promise<void> {
      await db.delete(photoShares).where(eq(photoShares.photoId, photoId));
    },

    async sharedWith(viewerId: string, photoIds: string[]): Promise<Set<string>> {
      if (photoIds.length === 0) return new Set();
      const rows = await db
        .select({ id: photoShares.photoId })
        .from(photoShares)
        .where(and(eq(photoShares.viewerId, viewerId), inArray(photoShares.photoId, photoIds)));
      return new Set(rows.map((r) => r.id));
    },

    /** His uploads for a post not yet claimed by one, of `ids`. */
    unclaimedPostPhotos(ownerId: string, ids: string[]): Promise<PhotoRow[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(photos)
        .where(
          and(
            eq(photos.ownerId, ownerId),
            eq(photos.album, 'posts'),
            isNull(photos.postId),
            inArray(photos.id, ids),
          ),
        );
    },

    /** Links the photos to the post in the given order; answers how many were still free to claim. */
    async claimForPost(ownerId: string, orderedIds: string[], postId: string): Promise<number> {
      return db.transaction(async (tx) => {
        let claimed = 0;
        for (const [position, id] of orderedIds.entries()) {
          const rows = await tx
            .update(photos)
            .set({ postId, position })
            .where(
              and(
                eq(photos.id, id),
                eq(photos.ownerId, ownerId),
                eq(photos.album, 'posts'),
                isNull(photos.postId),
              ),
            )
            .returning({ id: photos.id });
          claimed += rows.length;
        }
        return claimed;
      });
    },

    /** Post uploads no post claimed, made before `before` (a composer given up). */
    unclaimedBefore(before: Date, limit: number): Promise<PhotoRow[]> {
      return db
        .select()
        .from(photos)
        .where(and(eq(photos.album, 'posts'), isNull(photos.postId), lt(photos.createdAt, before)))
        .limit(limit);
    },

    ofPosts(postIds: string[]): Promise<PhotoRow[]> {
      if (postIds.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(photos)
        .where(inArray(photos.postId, postIds))
        .orderBy(asc(photos.postId), asc(photos.position));
    },

    async hasActiveGrant(ownerId: string, granteeId: string, now: Date): Promise<boolean> {
      const [row] = await db
        .select({ id: albumGrants.granteeId })
        .from(albumGrants)
        .where(
          and(
            eq(albumGrants.ownerId, ownerId),
            eq(albumGrants.granteeId, granteeId),
            or(isNull(albumGrants.expiresAt), gt(albumGrants.expiresAt, now)),
          ),
        )
        .limit(1);
      return Boolean(row);
    },
  };
}
