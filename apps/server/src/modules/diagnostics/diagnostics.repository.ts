import type { Database } from '../../db/client.ts';
import { errorReports } from '../../db/schema.ts';

export function diagnosticsRepository(db: Database) {
  return {
    async insertErrorReport(values: typeof errorReports.$inferInsert): Promise<void> {
      await db.insert(errorReports).values(values);
    },
  };
}
