import { eq } from 'drizzle-orm';
import type { Database } from './client.ts';
import { dataFixes } from './schema.ts';

/**
 * Runs a one-off data fix at start-up unless this database has it recorded, then records it: for fixes
 * that need the app's code (a migration is SQL alone), so that they do not scan every row at every
 * start. Fixes must be idempotent: two nodes starting together may both run one.
 */
export async function runDataFixOnce(
  db: Database,
  name: string,
  fix: () => Promise<unknown>,
): Promise<boolean> {
  const [done] = await db
    .select({ name: dataFixes.name })
    .from(dataFixes)
    .where(eq(dataFixes.name, name));
  if (done) return false;
  await fix();
  await db.insert(dataFixes).values({ name }).onConflictDoNothing();
  return true;
}
