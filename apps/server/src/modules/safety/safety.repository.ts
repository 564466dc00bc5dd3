import type { Database } from '../../db/client.ts';
import { reports } from '../../db/schema.ts';

export function safetyRepository(db: Database) {
  return {
    async insertReport(values: typeof reports.$inferInsert): Promise<number> {
      const [row] = await db.insert(reports).values(values).returning({ id: reports.id });
      if (!row) throw new Error('report insert returned no row');
      return row.id;
    },
  };
}
