import { defineConfig } from 'vitest/config';

/**
 * API tests always run on the embedded engines (PGlite, in-memory limiter) and, when DATABASE_URL and
 * REDIS_URL are set (as .ci/run sets them), a second time on PostgreSQL and Redis.
 */
const realEngines = Boolean(process.env.DATABASE_URL);

export default defineConfig({
  test: {
    // Vitest's default in a run is one worker less than the cores: on CI's 2 cores, one file at a time,
    // with the second core idle while PGlite or PostgreSQL answers. Two files at a time use both.
    maxWorkers: 2,
    projects: [
      {
        extends: './apps/server/vitest.config.ts',
        root: './apps/server',
        test: { name: 'server-embedded', env: { DATABASE_URL: '', REDIS_URL: '' } },
      },
      ...(realEngines
        ? [
            {
              extends: './apps/server/vitest.config.ts',
              root: './apps/server',
              test: { name: 'server-postgres' },
            },
          ]
        : []),
      'apps/web',
      'packages/contracts',
    ],
  },
});
