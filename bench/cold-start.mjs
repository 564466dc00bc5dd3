// bench:cold-start: clone the committed repo into a temp folder, `npm ci`, then time `npm start`
// (web build + database creation + migrations + demo seed + listen) until /api/health answers.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot, startServer } from './support.mjs';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'blaze-clone-'));
const run = (cmd, args, cwd) =>
  execFileSync(cmd, args, { cwd, stdio: ['ignore', 'ignore', 'inherit'] });
try {
  run('git', ['clone', '--quiet', repoRoot, dir], os.tmpdir());
  let t = Date.now();
  run('npm', ['ci', '--no-audit', '--no-fund'], dir);
  const ciMs = Date.now() - t;
  const first = await startServer({ cwd: dir, port: 3202 });
  await first.stop();
  const second = await startServer({ cwd: dir, port: 3202 });
  await second.stop();
  console.log(`npm ci on a fresh clone:                 ${(ciMs / 1000).toFixed(1)} s`);
  console.log(`npm start, first run (build + db + seed): ${(first.readyMs / 1000).toFixed(1)} s`);
  console.log(`npm start, built already (new database):  ${(second.readyMs / 1000).toFixed(1)} s`);
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
