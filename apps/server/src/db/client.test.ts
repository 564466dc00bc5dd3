import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

it.runIf(process.env.DATABASE_URL)(
  "runs the app's statements on PostgreSQL without JIT compiling them (decision 015)",
  async () => {
    const result = (await t.db.execute(sql`show jit`)) as unknown as {
      rows: Array<{ jit: string }>;
    };
    expect(result.rows[0]?.jit).toBe('off');
  },
);
