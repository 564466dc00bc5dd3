// @ts-check
import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

/**
 * Import rules from STYLE.md: no cycles, features never reach into each other,
 * and imports flow packages -> lib/components -> features -> app.
 */
const webFeatureZones = fs
  .readdirSync(new URL('./apps/web/src/features', import.meta.url))
  .map((feature) => ({
    target: `./apps/web/src/features/${feature}`,
    from: './apps/web/src/features',
    except: [`./${feature}`],
    message: 'Features never import each other; compose them in app/.',
  }));
const serverModules = fs.readdirSync(new URL('./apps/server/src/modules', import.meta.url));
const serverModuleZones = serverModules.flatMap((mod) =>
  serverModules
    .filter((other) => other !== mod)
    .map((other) => ({
      target: `./apps/server/src/modules/${mod}`,
      from: `./apps/server/src/modules/${other}`,
      // The job queue is a port every module is given (issue 18): its type file is importable too.
      except: [`./${other}.service.ts`, ...(other === 'jobs' ? ['./job-queue.ts'] : [])],
      message: 'A module calls another module only through its exported service.',
    })),
);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'apps/server/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json', 'e2e/tsconfig.json'],
        }),
      ],
    },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'import-x/no-cycle': ['error', { maxDepth: 10 }],
      'import-x/no-self-import': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...webFeatureZones,
            ...serverModuleZones,
            {
              target: ['./apps/web/src/lib', './apps/web/src/components'],
              from: ['./apps/web/src/features', './apps/web/src/app'],
              message: 'Shared code must not depend on features or the app layer.',
            },
            {
              target: './apps/web/src/features',
              from: './apps/web/src/app',
              message: 'Features must not import from the app layer.',
            },
            {
              target: './packages',
              from: './apps',
              message: 'Packages never depend on apps.',
            },
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Only a repository touches tables (STYLE.md): with one db/schema.ts for every module, only this
    // rule keeps that promise. Types (ProfileRow...) may be imported; table values may not. Besides
    // *.repository.ts files: db/ itself, and tests, which set up and read the database directly.
    files: ['apps/server/src/**/*.ts'],
    ignores: [
      'apps/server/src/**/*.repository.ts',
      'apps/server/src/db/**',
      'apps/server/src/**/*.test.ts',
      'apps/server/src/test/**',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)db/schema(\\.ts)?$',
              allowTypeImports: true,
              message:
                "Only a module's *.repository.ts touches tables: move the query into the repository that owns them.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
);
