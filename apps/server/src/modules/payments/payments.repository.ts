import { and, asc, desc, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orders, paymentEvents, products, subscriptions } from '../../db/schema.ts';

export type ProductRow = typeof products.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type Provider = OrderRow['provider'];
export type SubscriptionStatus = SubscriptionRow['status'];

/** Products, orders, subscriptions and processed provider events: the only code touching those tables. */
export function paymentsRepository(db: Database) {
  return {
    /** Adds the products the catalogue lacks; an operator's later changes are kept. */
    async seedProducts(rows: Array<typeof products.$inferInsert>) {
      if (rows.length) await db.insert(products).values(rows).onConflictDoNothing();
    },

    listProducts: () => db.select().from(products).orderBy(asc(products.sortOrder)),

    async product(id: string) {
      const [row] = await db.select().from(products).where(eq(products.id, id));
      return row ?? null;
    },

    async updateProduct(
      id: string,
      patch: Partial<
        Pick<ProductRow, 'name' | 'description' | 'amountMinor' | 'currency' | 'active'>
      >,
      at: Date,
    ) {
      const [row] = await db
        .update(products)
        .set({ ...patch, updatedAt: at })
        .where(eq(products.id, id))
        .returning();
      return row ?? null;
    },

    /** A new order, or the one this member already made with the same key (a double tap). */
    async createOrder(
      row: typeof orders.$inferInsert,
    ): Promise<{ order: OrderRow; created: boolean }> {
      const [inserted] = await db.insert(orders).values(row).onConflictDoNothing().returning();
      if (inserted) return { order: inserted, created: true };
      const [existing] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.userId, row.userId), eq(orders.idempotencyKey, row.idempotencyKey)));
      if (!existing) throw new Error('order neither created nor found');
      return { order: existing, created: false };
    },

    async order(id: string) {
      const [row] = await db.select().from(orders).where(eq(orders.id, id));
      return row ?? null;
    },

    async orderByProviderRef(ref: string) {
      const [row] = await db.select().from(orders).where(eq(orders.providerRef, ref));
      return row ?? null;
    },

    async setOrderCheckout(id: string, providerRef: string | null, checkoutUrl: string | null) {
      await db.update(orders).set({ providerRef, checkoutUrl }).where(eq(orders.id, id));
    },

    ordersOf: (userId: string, limit: number) =>
      db
        .select()
        .from(orders)
        .where(eq(orders.userId, userId))
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(limit),

    /**
     * pending -> paid, once: null when it was not pending (already paid, failed or expired). With
     * `evenExpired`, an expired order is paid too (a provider took the money after our clock ran out).
     */
    async markPaid(
      id: string,
      at: Date,
      extra: { cardLast4?: string | null; customerRef?: string | null },
      evenExpired = false,
    ) {
      const [row] = await db
        .update(orders)
        .set({
          status: 'paid',
          paidAt: at,
          failureReason: null,
          ...(extra.cardLast4 !== undefined ? { cardLast4: extra.cardLast4 } : {}),
          ...(extra.customerRef ? { customerRef: extra.customerRef } : {}),
        })
        .where(
          and(
            eq(orders.id, id),
            inArray(orders.status, evenExpired ? ['pending', 'expired'] : ['pending']),
          ),
        )
        .returning();
      return row ?? null;
    },

    /** pending -> failed or expired; nothing happens to an order in any other state. */
    async closeOrder(
      id: string,
      status: 'failed' | 'expired',
      extra: { failureReason?: string; cardLast4?: string | null } = {},
    ) {
      const [row] = await db
        .update(orders)
        .set({ status, ...extra })
        .where(and(eq(orders.id, id), eq(orders.status, 'pending')))
        .returning();
      return row ?? null;
    },

    /** paid -> refunded, once: null when it was not paid. */
    async markRefunded(id: string) {
      const [row] = await db
        .update(orders)
        .set({ status: 'refunded' })
        .where(and(eq(orders.id, id), eq(orders.status, 'paid')))
        .returning();
      return row ?? null;
    },

    /** Pending orders past their time (his only, or everyone's) become expired. */
    async expireOrders(at: Date, userId?: string) {
      await db
        .update(orders)
        .set({ status: 'expired' })
        .where(
          and(
            eq(orders.status, 'pending'),
            // Stripe's own session expiry arrives by webhook: money taken late must still be honoured.
            eq(orders.provider, 'builtin'),
            lte(orders.expiresAt, at),
            ...(userId ? [eq(orders.userId, userId)] : []),
          ),
        );
    },

    async subscriptionByRef(provider: Provider, providerRef: string) {
      const [row] = await db
        .select()
        .from(subscriptions)
        .where(
          and(eq(subscriptions.provider, provider), eq(subscriptions.providerRef, providerRef)),
        );
      return row ?? null;
    },

    /** The subscription an order started, created once; later calls return it unchanged. */
    async ensureSubscription(row: typeof subscriptions.$inferInsert) {
      await db.insert(subscriptions).values(row).onConflictDoNothing();
      const [found] = await db
        .select()
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.provider, row.provider),
            eq(subscriptions.providerRef, row.providerRef),
          ),
        );
      if (!found) throw new Error('subscription neither created nor found');
      return found;
    },

    async updateSubscription(
      id: string,
      patch: Partial<
        Pick<
          SubscriptionRow,
          | 'status'
          | 'currentPeriodStart'
          | 'currentPeriodEnd'
          | 'cancelAtPeriodEnd'
          | 'customerRef'
          | 'grantEpoch'
        >
      >,
      at: Date,
    ) {
      const [row] = await db
        .update(subscriptions)
        .set({ ...patch, updatedAt: at })
        .where(eq(subscriptions.id, id))
        .returning();
      return row ?? null;
    },

    /** His newest subscription that is not over (active or past due). */
    async liveSubscriptionOf(userId: string) {
      const [row] = await db
        .select()
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.userId, userId),
            inArray(subscriptions.status, ['active', 'past_due']),
          ),
        )
        .orderBy(desc(subscriptions.createdAt))
        .limit(1);
      return row ?? null;
    },

    async latestSubscriptionOf(userId: string) {
      const [row] = await db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.userId, userId))
        .orderBy(desc(subscriptions.createdAt))
        .limit(1);
      return row ?? null;
    },

    /** Built-in subscriptions whose period is over: they renew, or end when cancelled. */
    dueBuiltinSubscriptions: (at: Date, userId?: string) =>
      db
        .select()
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.provider, 'builtin'),
            eq(subscriptions.status, 'active'),
            lte(subscriptions.currentPeriodEnd, at),
            ...(userId ? [eq(subscriptions.userId, userId)] : []),
          ),
        ),

    /** His provider customer id (Stripe), from his newest order or subscription that has one. */
    async customerRefOf(userId: string) {
      const [row] = await db
        .select({ ref: orders.customerRef })
        .from(orders)
        .where(and(eq(orders.userId, userId), isNotNull(orders.customerRef)))
        .orderBy(desc(orders.createdAt))
        .limit(1);
      return row?.ref ?? null;
    },

    /** Claims an event id: true the first time, false for a replay. */
    async claimEvent(id: string, provider: Provider, type: string, at: Date) {
      const rows = await db
        .insert(paymentEvents)
        .values({ id, provider, type, processedAt: at })
        .onConflictDoNothing()
        .returning({ id: paymentEvents.id });
      return rows.length > 0;
    },

    /** Gives an event id back when processing it failed, so the provider's retry runs it again. */
    async releaseEvent(id: string) {
      await db.delete(paymentEvents).where(eq(paymentEvents.id, id));
    },

    async countEvents(id: string) {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(paymentEvents)
        .where(eq(paymentEvents.id, id));
      return Number(row?.n ?? 0);
    },
  };
}
export type PaymentsRepository = ReturnType<typeof paymentsRepository>;
