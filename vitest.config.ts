import { defineConfig } from 'vitest/config';

/**
 * API tests always run on the embedded engines (PGlite, in-memory limiter) and, when DATABASE_URL and
 * REDIS_URL are set (as .ci/run sets them), a second time on PostgreSQL and Redis.
 */
const realEngines = Boolean(process.env.DATABASE_URL);
const WORKERS = 2;

export default defineConfig({
  test: {
    // Vitest's default in a run is one worker less than the cores: on CI's 2 cores, one file at a time,
    // with the second core idle while PGlite or PostgreSQL answers. Two files at a time use both. Each
    // project reads its own value (a project left at the default would run its files one by one).
    maxWorkers: WORKERS,
    projects: [
      {
        extends: './apps/server/vitest.config.ts',
        root: './apps/server',
        test: {
          name: 'server-embedded',
          env: { DATABASE_URL: '', REDIS_URL: '' },
          maxWorkers: WORKERS,
        },
      },
      ...(realEngines
        ? [
            {
              extends: './apps/server/vitest.config.ts',
              root: './apps/server',
              test: { name: 'server-postgres', maxWorkers: WORKERS },
            },
          ]
        : []),
      {
        extends: './apps/web/vitest.config.ts',
        root: './apps/web',
        test: { name: 'web', maxWorkers: WORKERS },
      },
      {
        // Budgets counted from a production build of the web app (issue 29): node, no DOM.
        root: './apps/web',
        test: {
          name: 'web-build',
          environment: 'node',
          include: ['build/**/*.test.ts'],
          maxWorkers: WORKERS,
        },
      },
      {
        extends: './packages/contracts/vitest.config.ts',
        root: './packages/contracts',
        test: { name: 'contracts', maxWorkers: WORKERS },
      },
    ],
  },
});
