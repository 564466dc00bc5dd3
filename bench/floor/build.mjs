// Builds the floor page (floor/main.tsx) with Vite's JS API and puts it into the built web app, so
// that `npm start` serves it exactly as it serves the app (issue 29). Nothing under apps/ is edited.
//
// How apps/server serves apps/web/dist (src/http/static-web.ts, registerWebApp): @fastify/static with
// `wildcard: true` (a file is looked up when it is requested, so files added after start-up are
// served), `preCompressed: true` (the build's .br/.gz copies, never compressed per request), and
// headers by the file's path inside dist: `assets/*.js|css` immutable for a year and without the
// document-only headers (CSP, COOP, X-Frame-Options, ETag...), `index.html` anywhere `no-cache`, the
// rest an hour. Helmet's security headers (CSP...) and Permissions-Policy go on every reply. Client
// routes that are no file get the app's index.html (the not-found handler), so the floor's document
// must be a file of its own: it goes to dist/bench-floor/index.html and is opened at that address;
// its script goes to dist/assets/bench-floor-*.js, where the app's scripts are, to get their headers.
// Both get brotli and gzip copies from the web build's own apps/web/scripts/precompress.mjs. web.mjs
// compares the headers of both documents and both scripts before measuring.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const floorDir = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(floorDir, '../..');

/** Where the floor is opened; floor/main.tsx routes this path. */
export const FLOOR_PATH = '/bench-floor/index.html';
const PREFIX = 'bench-floor-';

/** Removes the floor from the built web app (before building it, and after a run). */
export function removeFloor(distDir) {
  fs.rmSync(path.join(distDir, 'bench-floor'), { recursive: true, force: true });
  const assets = path.join(distDir, 'assets');
  if (!fs.existsSync(assets)) return;
  for (const name of fs.readdirSync(assets))
    if (name.startsWith(PREFIX)) fs.rmSync(path.join(assets, name));
}

/** Builds the floor into `distDir` (the web app's dist, built already). Answers its script files. */
export async function buildFloor(distDir) {
  if (!fs.existsSync(path.join(distDir, 'index.html')))
    throw new Error(`${distDir} holds no built web app: run \`npm run build\` first`);
  removeFloor(distDir);
  const stage = fs.mkdtempSync(path.join(os.tmpdir(), 'blaze-bench-floor-'));
  try {
    await build({
      configFile: false,
      root: floorDir,
      logLevel: 'warn',
      // What @vitejs/plugin-react sets for a build (the automatic JSX runtime; Fast Refresh is for
      // the dev server only): the plugin is installed for apps/web only, so it is spelt out here.
      oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
      build: {
        // As apps/web/vite.config.ts.
        target: 'es2022',
        sourcemap: false,
        outDir: stage,
        emptyOutDir: true,
        rolldownOptions: {
          // react-router's "use client" banner, dropped as in the app's build (where
          // @vitejs/plugin-react silences the same notice).
          onLog(level, log, handler) {
            if (log.code !== 'MODULE_LEVEL_DIRECTIVE') handler(level, log);
          },
          output: {
            entryFileNames: `assets/${PREFIX}[name]-[hash].js`,
            chunkFileNames: `assets/${PREFIX}[name]-[hash].js`,
            assetFileNames: `assets/${PREFIX}[name]-[hash][extname]`,
          },
        },
      },
    });
    const compressed = spawnSync(
      process.execPath,
      [path.join(repoRoot, 'apps/web/scripts/precompress.mjs'), stage],
      { encoding: 'utf8' },
    );
    if (compressed.status !== 0) throw new Error(`precompress failed: ${compressed.stderr}`);
    fs.mkdirSync(path.join(distDir, 'bench-floor'));
    for (const name of fs.readdirSync(stage).filter((n) => n.startsWith('index.html')))
      fs.copyFileSync(path.join(stage, name), path.join(distDir, 'bench-floor', name));
    const scripts = [];
    for (const name of fs.readdirSync(path.join(stage, 'assets'))) {
      fs.copyFileSync(path.join(stage, 'assets', name), path.join(distDir, 'assets', name));
      if (name.endsWith('.js')) scripts.push(`/assets/${name}`);
    }
    return scripts;
  } finally {
    fs.rmSync(stage, { recursive: true, force: true });
  }
}
