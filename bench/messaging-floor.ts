// What this machine allows, measured before bench:messaging's own runs: the same load through a bare
// WebSocket relay (no database, no Redis, no auth, one server process), and the moved members opening
// their sockets at once on a bare WebSocket server. Neither is a target; they put the bench's figures
// in scale, since the targets are for "this machine" and machines differ (the cost of a syscall or a
// wake-up varies several-fold between virtual machines of the same size).
//
// Run as a child process of messaging.ts (so the client side has an event loop of its own, as the load
// generator does); it forks the relay server, a second child.
import { fork } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import WebSocket, { WebSocketServer } from 'ws';
import { procStat } from './cpu-time.ts';
import { summary, type Percentiles } from './percentiles.ts';

export type FloorPlan = { members: number; rate: number; seconds: number; reconnecting: number };
export type FloorResult = {
  /** Due -> the partner's frame through the bare relay. */
  relay: Percentiles;
  /** `reconnecting` sockets opened at once (each after 0-100 ms, as the bench's apps retry). */
  reconnect: { allOpenMs: number; serverCpuMsPerSocket: number };
};

type RelayFrame = { to: number; due: number };

function serve() {
  const sockets = new Map<number, WebSocket>();
  const wss = new WebSocketServer({ host: '127.0.0.1', port: 0, perMessageDeflate: false });
  wss.on('connection', (ws, req) => {
    const id = Number(new URL(req.url ?? '/', 'http://relay').searchParams.get('id'));
    sockets.set(id, ws);
    ws.on('message', (data) => {
      const frame = JSON.parse(data.toString()) as RelayFrame;
      sockets.get(frame.to)?.send(JSON.stringify({ due: frame.due }));
    });
    ws.on('close', () => {
      if (sockets.get(id) === ws) sockets.delete(id);
    });
  });
  wss.on('listening', () => process.send!((wss.address() as { port: number }).port));
}

/** A live child's CPU time so far. */
const cpuMsOf = (pid: number) => procStat(pid)?.cpuMs ?? NaN;

const open = (port: number, id: number) =>
  new Promise<WebSocket>((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/?id=${id}`, { perMessageDeflate: false });
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
  });

async function measure(plan: FloorPlan): Promise<FloorResult> {
  const server = fork(fileURLToPath(import.meta.url), ['server'], {
    execArgv: ['--import', 'tsx'],
  });
  try {
    const port = await new Promise<number>((resolve) => server.once('message', resolve));

    // The relay: every member's socket, member 2j writing to 2j+1 and back, open loop.
    const sockets: WebSocket[] = [];
    for (let i = 0; i < plan.members; i += 50)
      sockets.push(
        ...(await Promise.all(
          Array.from({ length: Math.min(50, plan.members - i) }, (_, k) => open(port, i + k)),
        )),
      );
    const latencies: number[] = [];
    const warmUntil = performance.now() + 1000;
    for (const ws of sockets)
      ws.on('message', (data) => {
        const now = performance.now();
        const { due } = JSON.parse(data.toString()) as { due: number };
        if (due >= warmUntil) latencies.push(now - due);
      });
    const total = Math.round((plan.seconds + 1) * plan.rate);
    const t0 = performance.now() + 20;
    for (let n = 0; n < total;) {
      const now = performance.now();
      for (; n < total && t0 + (n * 1000) / plan.rate <= now; n++) {
        const from = n % plan.members;
        const due = t0 + (n * 1000) / plan.rate;
        sockets[from]!.send(JSON.stringify({ to: from ^ 1, due } satisfies RelayFrame));
      }
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    for (const ws of sockets) ws.terminate();
    await new Promise((resolve) => setTimeout(resolve, 500));

    // The reconnect: the moved members' sockets at once, each after 0-100 ms.
    const before = cpuMsOf(server.pid!);
    const started = performance.now();
    const reopened = await Promise.all(
      Array.from(
        { length: plan.reconnecting },
        (_, id) =>
          new Promise<WebSocket>((resolve, reject) =>
            setTimeout(() => open(port, id).then(resolve, reject), Math.random() * 100),
          ),
      ),
    );
    const allOpenMs = performance.now() - started;
    const serverCpuMsPerSocket = (cpuMsOf(server.pid!) - before) / plan.reconnecting;
    for (const ws of reopened) ws.terminate();
    return { relay: summary(latencies), reconnect: { allOpenMs, serverCpuMsPerSocket } };
  } finally {
    server.kill();
  }
}

if (process.argv[2] === 'server') serve();
else
  process.once('message', (plan: FloorPlan) => {
    measure(plan).then(
      (result) => process.send!(result, () => process.exit(0)),
      (err: unknown) => {
        console.error(err);
        process.exit(1);
      },
    );
  });
