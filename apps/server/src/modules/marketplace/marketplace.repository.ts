import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ListingSort } from '@blaze/contracts';
import type { Database } from '../../db/client.ts';
import { listings } from '../../db/schema.ts';
import { notBlockedWith } from '../blocks/blocks.service.ts';

export type ListingRow = typeof listings.$inferSelect;
export type NewListing = typeof listings.$inferInsert;

/** Where a page starts: after this listing in the page's order (newest: its time; price: its price). */
export type ListingKey = { sortValue: string; id: string };

export type ListingSearch = {
  viewerId: string;
  /** Sold listings older than this are left out. */
  soldSince: Date;
  words: string[];
  category?: string | undefined;
  condition?: string | undefined;
  currency?: string | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  /** Listed cities to keep (one city, or the cities near mine); undefined: everywhere. */
  cities?: string[] | undefined;
  sort: ListingSort;
  after?: ListingKey | undefined;
  limit: number;
};

/**
 * The full-text index's own expression (the 'simple' configuration: no stemming, any language), so the
 * planner matches it. bench against a trigram ILIKE at 50,000 listings, two common words: 7 ms against
 * 16-34 ms, as the trigram index must merge long posting lists of common trigrams.
 */
const searchVector = sql`to_tsvector('simple', ${listings.title} || ' ' || ${listings.description})`;

/** Every word as a prefix ('harn' finds 'harness'); words hold only letters and digits (wordsOf). */
const prefixQuery = (words: string[]) => words.map((w) => `${w}:*`).join(' & ');

/**
 * What another member may see: active, or sold within the window (the partial indexes cover
 * `status in ('active', 'sold')`, said again so the planner proves it), and no block either way.
 */
function seenByOthers(viewerId: string, soldSince: Date): SQL {
  return sql`${listings.status} in ('active', 'sold')
    and (${listings.status} = 'active' or ${listings.soldAt} > ${soldSince.toISOString()}::timestamptz)
    and ${notBlockedWith(viewerId, listings.sellerId)}`;
}

export function marketplaceRepository(db: Database) {
  return {
    /**
     * Adds his listing unless he has `cap` active ones already; the count and the insert run under a
     * lock on his listings, so two creates at once cannot pass the cap together. Null at the cap.
     */
    insertWithinCap(values: NewListing, cap: number): Promise<ListingRow | null> {
      return db.transaction(async (tx) => {
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtextextended(${`blaze.listings:${values.sellerId}`}, 0))`,
        );
        const [{ n } = { n: 0 }] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(listings)
          .where(and(eq(listings.sellerId, values.sellerId), eq(listings.status, 'active')));
        if (n >= cap) return null;
        const [row] = await tx.insert(listings).values(values).returning();
        if (!row) throw new Error('listing insert returned no row');
        return row;
      });
    },

    /** A listing the viewer may see: his own (not deleted or removed), or another's by the rule. */
    async visible(viewerId: string, id: string, soldSince: Date): Promise<ListingRow | null> {
      const [row] = await db
        .select()
        .from(listings)
        .where(
          and(
            eq(listings.id, id),
            sql`((${listings.sellerId} = ${viewerId} and ${listings.status} in ('active', 'sold'))
              or (${seenByOthers(viewerId, soldSince)}))`,
          ),
        )
        .limit(1);
      return row ?? null;
    },

    /** His own listing (active or sold), or null: the owner-only routes' one check. */
    async own(sellerId: string, id: string): Promise<ListingRow | null> {
      const [row] = await db
        .select()
        .from(listings)
        .where(
          and(
            eq(listings.id, id),
            eq(listings.sellerId, sellerId),
            inArray(listings.status, ['active', 'sold']),
          ),
        )
        .limit(1);
      return row ?? null;
    },

    async update(
      sellerId: string,
      id: string,
      values: Partial<NewListing>,
    ): Promise<ListingRow | null> {
      const [row] = await db
        .update(listings)
        .set(values)
        .where(
          and(
            eq(listings.id, id),
            eq(listings.sellerId, sellerId),
            inArray(listings.status, ['active', 'sold']),
          ),
        )
        .returning();
      return row ?? null;
    },

    /** An admin takes a listing down, whoever's it is (already deleted: nothing to do). */
    async remove(id: string, note: string | null, now: Date): Promise<ListingRow | null> {
      const [row] = await db
        .update(listings)
        .set({ status: 'removed', endedAt: now, reviewNote: note, updatedAt: now })
        .where(and(eq(listings.id, id), inArray(listings.status, ['active', 'sold'])))
        .returning();
      return row ?? null;
    },

    /**
     * The browse and search statement: the filters, the visibility rule and the block rule in SQL,
     * one keyset page in the chosen order (newest: the newest index; price: the currency's price
     * index; words: the trigram index). `limit + 1` rows tell whether there is a next page.
     */
    async search(q: ListingSearch): Promise<ListingRow[]> {
      const where: SQL[] = [seenByOthers(q.viewerId, q.soldSince)];
      if (q.words.length)
        where.push(sql`${searchVector} @@ to_tsquery('simple', ${prefixQuery(q.words)})`);
      if (q.category) where.push(sql`${listings.category} = ${q.category}`);
      if (q.condition) where.push(sql`${listings.condition} = ${q.condition}`);
      if (q.currency) where.push(sql`${listings.currency} = ${q.currency}`);
      if (q.minPrice !== undefined) where.push(sql`${listings.priceMinor} >= ${q.minPrice}`);
      if (q.maxPrice !== undefined) where.push(sql`${listings.priceMinor} <= ${q.maxPrice}`);
      if (q.cities) {
        if (q.cities.length === 0) return [];
        where.push(
          sql`${listings.city} in (${sql.join(
            q.cities.map((c) => sql`${c}`),
            sql`, `,
          )})`,
        );
      }
      let order: SQL;
      if (q.sort === 'newest') {
        if (q.after)
          where.push(
            sql`(${listings.createdAt}, ${listings.id}) < (${q.after.sortValue}::timestamptz, ${q.after.id})`,
          );
        order = sql`${listings.createdAt} desc nulls last, ${listings.id} desc nulls last`;
      } else if (q.sort === 'price_asc') {
        if (q.after)
          where.push(
            sql`(${listings.priceMinor}, ${listings.id}) > (${Number(q.after.sortValue)}, ${q.after.id})`,
          );
        order = sql`${listings.priceMinor}, ${listings.id}`;
      } else {
        if (q.after)
          where.push(
            sql`(${listings.priceMinor}, ${listings.id}) < (${Number(q.after.sortValue)}, ${q.after.id})`,
          );
        order = sql`${listings.priceMinor} desc, ${listings.id} desc`;
      }
      return db
        .select()
        .from(listings)
        .where(and(...where))
        .orderBy(order)
        .limit(q.limit + 1);
    },

    /** His listings with this status, newest first. */
    mine(sellerId: string, status: 'active' | 'sold', limit: number): Promise<ListingRow[]> {
      return db
        .select()
        .from(listings)
        .where(and(eq(listings.sellerId, sellerId), eq(listings.status, status)))
        .orderBy(desc(status === 'sold' ? listings.soldAt : listings.createdAt), desc(listings.id))
        .limit(limit);
    },

    /** Photo ids of his that another live listing of his already shows (one photo, one listing). */
    async photosInUse(sellerId: string, photoIds: string[], exceptId: string | null) {
      if (photoIds.length === 0) return new Set<string>();
      const rows = await db
        .select({ photoIds: listings.photoIds })
        .from(listings)
        .where(
          and(
            eq(listings.sellerId, sellerId),
            inArray(listings.status, ['active', 'sold']),
            sql`${listings.photoIds} && ${sql`array[${sql.join(
              photoIds.map((p) => sql`${p}`),
              sql`, `,
            )}]::text[]`}`,
            exceptId ? sql`${listings.id} <> ${exceptId}` : undefined,
          ),
        );
      const wanted = new Set(photoIds);
      return new Set(rows.flatMap((r) => r.photoIds.filter((p) => wanted.has(p))));
    },

    /** Listings by id whatever their state (the chat's cards decide what each viewer sees of them). */
    async byIds(ids: string[]): Promise<ListingRow[]> {
      if (ids.length === 0) return [];
      return db.select().from(listings).where(inArray(listings.id, ids));
    },

    async demoCount(): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(listings)
        .where(eq(listings.isDemo, true));
      return row?.n ?? 0;
    },
  };
}
