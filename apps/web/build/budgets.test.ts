// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Rolldown } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import budgets from './budgets.json';
import entryModules from './entry-modules.json';
import { OPENING_PRELOADS_FILE, type OpeningPreloads } from './opening-preloads';
import { kb, routeWeights, SCREENS, totalBytes, type ChunkWeight } from './route-weights';

/*
 * The line that holds the weight (issue 29): counted from a real production build, so exact and
 * never flaky. A change that needs more raises the number in budgets.json or entry-modules.json in
 * the same commit, where a reviewer sees it.
 */

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'blaze-web-budget-'));
let entry: Rolldown.OutputChunk;
let weights: Record<string, ChunkWeight[]>;

beforeAll(async () => {
  // Vitest runs with NODE_ENV=test, which would build React's development bundle: build as `npm run build`.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  const result = await build({
    mode: 'production',
    root: webDir,
    configFile: path.join(webDir, 'vite.config.ts'),
    configLoader: 'runner',
    logLevel: 'silent',
    build: { outDir, emptyOutDir: true },
  }).finally(() => {
    process.env.NODE_ENV = nodeEnv;
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const found = outputs[0]!.output.find(
    (item): item is Rolldown.OutputChunk => item.type === 'chunk' && item.isEntry,
  );
  if (!found) throw new Error('the build has no entry chunk');
  entry = found;
  weights = routeWeights(outDir);
}, 120_000);

afterAll(() => fs.rmSync(outDir, { recursive: true, force: true }));

/**
 * What grew: the shared chunks against the sizes recorded with the budgets, then the screen's other
 * chunks, largest first (they are its own and change with every feature, so they are not recorded).
 */
function whatGrew(chunks: readonly ChunkWeight[]): string {
  const recorded = budgets.chunksKb as Record<string, number>;
  const grown = chunks
    .filter((chunk) => recorded[chunk.name] !== undefined)
    .filter((chunk) => chunk.bytes / 1024 > recorded[chunk.name]! + 0.05)
    .map(
      (chunk) => `${chunk.name} ${kb(chunk.bytes)} (was ${recorded[chunk.name]!.toFixed(1)} KB)`,
    );
  const own = chunks
    .filter((chunk) => recorded[chunk.name] === undefined)
    .slice(0, 3)
    .map((chunk) => `${chunk.name} ${kb(chunk.bytes)}`);
  return `; grown: ${grown.join(', ') || 'no shared chunk'}; its largest own: ${own.join(', ')}`;
}

function overBudget(screen: string, limitKb: number, maxFiles: number): string | null {
  const chunks = weights[screen]!;
  const total = totalBytes(chunks);
  if (total <= limitKb * 1024 && chunks.length <= maxFiles) return null;
  return (
    `${screen} needs ${kb(total)} of JavaScript in ${chunks.length} files ` +
    `(budget ${limitKb} KB in ${maxFiles})${whatGrew(chunks)}`
  );
}

describe('bytes per route (brotli, from the build manifest)', () => {
  it(`/auth, the first screen, stays within ${budgets.firstScreenKb} KB`, () => {
    expect(overBudget('/auth', budgets.firstScreenKb, budgets.signedInFiles)).toBeNull();
  });

  it(`each signed-in screen stays within ${budgets.signedInKb} KB in ${budgets.signedInFiles} files`, () => {
    const over = Object.keys(SCREENS)
      .filter((screen) => screen !== '/auth')
      .map((screen) => overBudget(screen, budgets.signedInKb, budgets.signedInFiles))
      .filter(Boolean);
    expect(over).toEqual([]);
  });

  it('the shared chunks recorded beside the budgets are the sizes this build makes', () => {
    // Keeps budgets.json honest: a shared chunk that shrank is recorded smaller, so growth shows again.
    const seen = new Map<string, number>();
    for (const chunks of Object.values(weights))
      for (const chunk of chunks) seen.set(chunk.name, chunk.bytes / 1024);
    const stale = Object.entries(budgets.chunksKb as Record<string, number>)
      .filter(([name, size]) => !seen.has(name) || size - seen.get(name)! > 1)
      .map(
        ([name, size]) =>
          `${name}: recorded ${size} KB, built ${seen.get(name)?.toFixed(1) ?? 'nothing'}`,
      );
    expect(stale).toEqual([]);
  });
});

/** `react-dom`, `@tanstack/query-core`, `src/lib/api-client.ts`, `contracts/constants.ts`. */
function moduleName(id: string): string {
  const inPackage = /node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(id);
  if (inPackage) return inPackage[1]!.replace('\\', '/');
  const contract = /packages[\\/]contracts[\\/]src[\\/](.+)$/.exec(id);
  if (contract) return `contracts/${contract[1]}`;
  return path.relative(webDir, id.split('?')[0]!).split(path.sep).join('/');
}

describe('zod comes with the first code that validates', () => {
  // The shell imports constants from zod-free contracts (event-kinds.ts, report-reasons.ts, ...) and a
  // contract that builds schemas never joins the shared `app` chunk (chunk-groups.ts). Importing a
  // constant from a schema-building contract in the shell would bring zod (22.6 KB) back here.
  it.each(['/dashboard', '/app/messages', '/app/profile/:userId'])(
    '%s, which validates nothing, loads without zod',
    (screen) => {
      expect(weights[screen]!.map((chunk) => chunk.name)).not.toContain('zod');
    },
  );
});

describe('what runs at boot', () => {
  it('the entry chunk holds only modules the first paint needs (entry-modules.json)', () => {
    const inEntry = new Set(
      Object.entries(entry.modules)
        .filter(([, module]) => module.renderedLength > 0)
        .map(([id]) => moduleName(id))
        .filter((name) => !name.startsWith('\0') && !name.includes('\0')),
    );
    const allowed = new Set(entryModules.allowed);
    expect([...inEntry].filter((name) => !allowed.has(name)).sort()).toEqual([]);
  });
});

describe("the document's Link header (opening-preloads.json)", () => {
  // The server names these chunks before the entry runs: they must be exactly what the screen loads,
  // or a phone downloads code it does not run, or waits for code nobody named.
  it('names, for each opening screen, the chunks it loads beyond the entry', () => {
    const preloads = JSON.parse(
      fs.readFileSync(path.join(outDir, OPENING_PRELOADS_FILE), 'utf8'),
    ) as OpeningPreloads;
    expect(preloads.entry.script).toBe(`/${entry.fileName}`);
    expect(preloads.entry.styles).toHaveLength(1);
    // /auth is not named: its own code is small, and fetching it beside the entry did not help.
    expect(preloads.screens.map((s) => s.pattern)).not.toContain('/auth');
    for (const screen of Object.keys(SCREENS).filter((s) => s !== '/auth')) {
      const named = preloads.screens.find((s) => s.pattern === screen);
      const loads = weights[screen]!.map((chunk) => `/${chunk.file}`).filter(
        (file) => file !== `/${entry.fileName}`,
      );
      expect([...named!.scripts].sort(), screen).toEqual(loads.sort());
    }
  });
});
