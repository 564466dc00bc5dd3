#!/usr/bin/env node
// `npm start`: builds the web app and the server when their sources changed, then runs the built
// server with plain node (no TypeScript loader at start-up) on http://localhost:3000 with the
// embedded database (or DATABASE_URL / REDIS_URL when set).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builds = [
  {
    name: 'the web app',
    output: 'apps/web/dist/index.html',
    sources: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/scripts',
      'packages/contracts/src',
    ],
    command: ['npm', ['run', 'build', '-w', '@blaze/web']],
  },
  {
    name: 'the server',
    output: 'apps/server/dist/main.js',
    sources: [
      'apps/server/src',
      'apps/server/scripts',
      'apps/server/package.json',
      'packages/contracts/src',
    ],
    command: [process.execPath, ['apps/server/scripts/build.mjs']],
  },
];

function newestMtime(p) {
  if (!fs.existsSync(p)) return 0;
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(p)
    .reduce((m, name) => Math.max(m, newestMtime(path.join(p, name))), stat.mtimeMs);
}

const started = Date.now();
for (const { name, output, sources, command } of builds) {
  const file = path.join(root, output);
  const builtAt = fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0;
  if (builtAt >= Math.max(...sources.map((s) => newestMtime(path.join(root, s))))) continue;
  console.log(`Building ${name}...`);
  const build = spawnSync(command[0], command[1], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// A per-install secret for local runs, kept beside the embedded database; production sets AUTH_SECRET.
const dataDir = process.env.DATA_DIR ?? path.join(root, 'data');
let authSecret = process.env.AUTH_SECRET;
if (!authSecret) {
  const secretFile = path.join(dataDir, '.auth-secret');
  fs.mkdirSync(dataDir, { recursive: true });
  if (!fs.existsSync(secretFile))
    fs.writeFileSync(secretFile, randomBytes(32).toString('hex'), { mode: 0o600 });
  authSecret = fs.readFileSync(secretFile, 'utf8').trim();
}

const server = spawn(
  process.execPath,
  ['--enable-source-maps', path.join(root, 'apps/server/dist/main.js')],
  {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      NODE_ENV: process.env.NODE_ENV ?? 'production',
      SERVE_WEB: process.env.SERVE_WEB ?? 'true',
      AUTH_SECRET: authSecret,
      BLAZE_START_TIME: String(started),
    },
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
