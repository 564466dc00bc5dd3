// The JavaScript each screen needs, read from a build's manifest (<outDir>/.vite/manifest.json): the
// entry chunk and what it imports statically, plus, for a screen behind sign-in, the app shell and
// the screen's route module with their static imports. Sizes are brotli at quality 11, as
// scripts/precompress.mjs writes them and the server sends them. Checked against the budgets by
// budgets.test.ts; printed for the last `npm run build` by `npx tsx build/route-weights.ts [--files]`.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

export const distDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');

const SHELL = 'src/app/app-shell.tsx';
/** Screens of issue 29 and the source modules each opens besides the entry. */
export const SCREENS: Readonly<Record<string, readonly string[]>> = {
  '/auth': ['src/app/routes/auth.tsx'],
  '/dashboard': [SHELL, 'src/app/routes/dashboard.tsx'],
  // The grid's first page is asked for by a module of its own, fetched with the screen (opening-data.ts).
  '/discovery': [
    SHELL,
    'src/app/routes/discovery.tsx',
    'src/features/discovery/api/opening-grid.ts',
  ],
  '/app/messages': [SHELL, 'src/app/routes/messages.tsx'],
  '/app/chat/:conversationId': [SHELL, 'src/app/routes/chat.tsx'],
  '/app/profile/:userId': [SHELL, 'src/app/routes/member-profile.tsx'],
};

interface ManifestChunk {
  file: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export interface ChunkWeight {
  /** The chunk's name without its hash (`index`, `app`, `dashboard`): what a budget message names. */
  name: string;
  file: string;
  bytes: number;
}

export function readManifest(dir = distDir): Manifest {
  const file = path.join(dir, '.vite/manifest.json');
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: build the web app first`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
}

const brotliSizes = new Map<string, number>();
/** Brotli size of one built file: its precompressed .br when there is one, else compressed here. */
export function brotliSize(file: string): number {
  let size = brotliSizes.get(file);
  if (size === undefined) {
    size = fs.existsSync(`${file}.br`)
      ? fs.statSync(`${file}.br`).size
      : zlib.brotliCompressSync(fs.readFileSync(file), {
          params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY },
        }).length;
    brotliSizes.set(file, size);
  }
  return size;
}

/** Manifest keys of what the given modules load at once: themselves and their static imports. */
export function staticClosure(manifest: Manifest, keys: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    if (!manifest[key]) throw new Error(`${key} is not in the build manifest`);
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) visit(dep);
  };
  for (const key of keys) visit(key);
  return seen;
}

/** The manifest key of the app's entry (index.html). */
export function entryKey(manifest: Manifest): string {
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entry) throw new Error('the build manifest has no entry');
  return entry;
}

/** For each screen, the chunks it downloads, largest first. */
export function routeWeights(dir = distDir): Record<string, ChunkWeight[]> {
  const manifest = readManifest(dir);
  const entry = entryKey(manifest);
  const out: Record<string, ChunkWeight[]> = {};
  for (const [screen, modules] of Object.entries(SCREENS)) {
    out[screen] = [...staticClosure(manifest, [entry, ...modules])]
      .map((key) => {
        const { file, name } = manifest[key]!;
        return { name: name ?? key, file, bytes: brotliSize(path.join(dir, file)) };
      })
      .sort((a, b) => b.bytes - a.bytes);
  }
  return out;
}

export const totalBytes = (chunks: readonly ChunkWeight[]) =>
  chunks.reduce((sum, chunk) => sum + chunk.bytes, 0);

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const [screen, chunks] of Object.entries(routeWeights())) {
    console.log(
      `${screen.padEnd(28)} ${kb(totalBytes(chunks)).padStart(9)} in ${chunks.length} files`,
    );
    if (process.argv.includes('--files'))
      for (const chunk of chunks) console.log(`    ${kb(chunk.bytes).padStart(9)}  ${chunk.file}`);
  }
}
