// bench:cold-start: clone the committed repo into a temp folder, `npm ci`, then time `npm start`
// (web build + database creation + migrations + demo seed + listen) until /api/health answers: on a
// new database, and again on the database the last run left; then the memory the idle server holds
// (issue 30: new database <= 10 s, existing <= 3 s, idle <= 300 MB).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot, startServer } from './support.mjs';

const IDLE_MS = 30_000;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'blaze-clone-'));
const run = (cmd, args, cwd) =>
  execFileSync(cmd, args, { cwd, stdio: ['ignore', 'ignore', 'inherit'] });

/** Resident memory of a process and all its descendants, in MB (Linux /proc). */
function treeRssMb(pid) {
  const children = (p) => {
    try {
      return fs
        .readFileSync(`/proc/${p}/task/${p}/children`, 'utf8')
        .trim()
        .split(/\s+/)
        .filter(Boolean)
        .map(Number);
    } catch {
      return [];
    }
  };
  const rss = (p) => {
    const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${p}/status`, 'utf8'));
    return m ? Number(m[1]) / 1024 : 0;
  };
  const all = [pid];
  for (let i = 0; i < all.length; i++) all.push(...children(all[i]));
  return all.reduce((sum, p) => sum + rss(p), 0);
}

try {
  console.log(
    `bench:cold-start on ${os.cpus().length} cores, load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  run('git', ['clone', '--quiet', repoRoot, dir], os.tmpdir());
  let t = Date.now();
  run('npm', ['ci', '--no-audit', '--no-fund'], dir);
  const ciMs = Date.now() - t;
  const first = await startServer({ cwd: dir, port: 3202 });
  await first.stop();
  const second = await startServer({ cwd: dir, port: 3202 });
  await second.stop({ keepData: true });
  const third = await startServer({ cwd: dir, port: 3202, dataDir: second.dataDir });
  await new Promise((r) => setTimeout(r, IDLE_MS));
  const idleMb = treeRssMb(third.pid);
  await third.stop({ keepData: false });
  const s = (ms) => `${(ms / 1000).toFixed(1)} s`;
  console.log(`npm ci on a fresh clone:                  ${s(ciMs)}`);
  console.log(`npm start, first run (build + db + seed): ${s(first.readyMs)}`);
  console.log(`npm start, built already (new database):  ${s(second.readyMs)} (target <= 10 s)`);
  console.log(`npm start, existing database:             ${s(third.readyMs)} (target <= 3 s)`);
  console.log(
    `memory after ${IDLE_MS / 1000} s idle (resident, npm start's processes): ${idleMb.toFixed(0)} MB (target <= 300 MB)`,
  );
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
