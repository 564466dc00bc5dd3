import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Starts `npm start` (scripts/start.mjs) on a port with a throwaway embedded database. */
export async function startServer({ cwd = repoRoot, port = 3200, env = {}, dataDir: reuse } = {}) {
  const url = `http://localhost:${port}`;
  // A server left running on the port (an earlier run that died) would answer the health check below
  // and be measured instead, with its own database and mail folder.
  if (
    await fetch(`${url}/api/health`).then(
      () => true,
      () => false,
    )
  ) {
    throw new Error(`port ${port} is in use: stop the server that answers ${url} first`);
  }
  // A folder given is an existing database (kept on stop); otherwise a new one, removed on stop.
  const dataDir = reuse ?? fs.mkdtempSync(path.join(os.tmpdir(), 'blaze-bench-'));
  const started = Date.now();
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const readyMs = Date.now() - started;
  return {
    url,
    readyMs,
    pid: child.pid,
    dataDir,
    mailDir: path.join(dataDir, 'mail'),
    stop: async ({ keepData = Boolean(reuse) } = {}) => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      if (!keepData) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
