import { z } from 'zod';

export const HealthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  databaseOk: z.boolean(),
  /** The details below are for admins (and everyone outside production). */
  database: z.enum(['pglite', 'postgres']).optional(),
  realtime: z.enum(['memory', 'redis']).optional(),
  version: z.string().optional(),
  uptimeSeconds: z.number().optional(),
});
export type HealthResponse = z.infer<typeof HealthResponseSchema>;
