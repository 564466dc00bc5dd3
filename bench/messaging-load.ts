// The load generator for bench:messaging. It runs as a child process (forked by messaging.ts) and holds
// every member's WebSocket, so one clock times both ends of each message: the moment a send was due and
// the moment the recipient's app got the `message` frame. It behaves like the app: an outbox of sends
// keyed by client id that is re-sent with the same ids after a reconnect until acked, `delivered` for each
// message received, `resume` with the last contiguous seq after a reconnect or when a gap in seq persists,
// and de-duplication by message id.
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import type { Message, ServerFrame } from '@blaze/contracts';
import { summary, type Percentiles } from './percentiles.ts';

export type LoadMember = {
  id: string;
  cookie: string;
  conversationId: string;
  partnerId: string;
  /** The conversation's last seq before this run: the app already has everything up to it. */
  startSeq: number;
  /** Index into `nodes` of the node this member connects to first. */
  node: number;
};

export type LoadPlan = {
  run: string;
  /** host:port of each server node. */
  nodes: string[];
  members: LoadMember[];
  /** Messages per second, all members together, on a fixed schedule (open loop). */
  rate: number;
  seconds: number;
  /** Sent before the measured window at the same rate; checked for loss, left out of latency. */
  warmupSeconds: number;
  /** Milliseconds into the measured window at which the parent is asked to SIGKILL `killNode`. */
  killAtMs: number | null;
  /** After the last send: how long to wait for every ack, then for every delivery, before the final resume. */
  ackWaitMs: number;
  drainMs: number;
};

export type LoadResult = {
  scheduled: number;
  measured: number;
  /** Send due -> recipient's `message` frame, measured window only. */
  latency: Percentiles;
  latencyBeforeKill: Percentiles | null;
  latencyAfterKill: Percentiles | null;
  /** Messages due after every moved member had resumed on the surviving node (one node carrying all). */
  latencyAfterRecovery: Percentiles | null;
  /** Send due -> ack (database commit included). */
  ackLatency: Percentiles;
  /** Due -> the frame actually written to the socket (the generator's own lag), first attempts only. */
  generatorLag: Percentiles;
  acked: number;
  nacks: Record<string, number>;
  /** Sends never acked by the end. */
  unacked: number;
  /** Nonces that never reached the recipient, even after the final resume. */
  lost: number;
  lostSample: string[];
  /** Received through a resume (reconnect, gap or the final one) rather than live. */
  viaResume: number;
  viaFinalResume: number;
  /** The same message id received more than once (live + resume overlap): the app drops these. */
  rawDuplicateFrames: number;
  /** After de-duplication by id: a nonce or a (conversation, seq) seen under a second message id. */
  appDuplicates: number;
  /** Sends written a second time (same client id) after a reconnect. */
  resent: number;
  /** Resumes asked for because a hole in seq stayed open for a second. */
  gapResumes: number;
  errors: Record<string, number>;
  /** Received by recipients within the measured window, per second. */
  deliveredPerSecondInWindow: number;
  ackedPerSecondInWindow: number;
  /** From the last due send to the last first receipt. */
  drainMs: number;
  reconnects: number;
  /** Socket closed -> `ready` on the other node, and -> `resumed`. */
  reconnectReadyMs: Percentiles | null;
  reconnectResumedMs: Percentiles | null;
  reconnectAttemptsMax: number;
  /** When the kill was asked for, ms into the measured window. */
  killedAtMs: number | null;
  cpuMs: number;
  connectMs: number;
  /** Measured-window messages over 25 ms, by the second they were due in, worst seconds first. */
  slowSeconds: Array<{ second: number; slow: number; p99: number }>;
  slowTotal: number;
};

type Parent = { type: 'kill' } | { type: 'result'; result: LoadResult };

const bump = (r: Record<string, number>, k: string) => (r[k] = (r[k] ?? 0) + 1);

type Sent = {
  nonce: string;
  due: number;
  warm: boolean;
  sender: number;
  clientId: string;
  firstWrite: number | null;
  ackedAt: number | null;
  receivedAt: number | null;
  viaResume: boolean;
  messageId: string | null;
};

/** Where the tail sits in time: spread over the run, or bunched in a few seconds. */
function slowest(received: Sent[], t0: number) {
  const bySecond = new Map<number, number[]>();
  for (const r of received) {
    const second = Math.floor((r.due - t0) / 1000);
    const list = bySecond.get(second);
    if (list) list.push(r.receivedAt! - r.due);
    else bySecond.set(second, [r.receivedAt! - r.due]);
  }
  const seconds = [...bySecond].map(([second, xs]) => ({
    second,
    slow: xs.filter((x) => x > 25).length,
    p99: summary(xs).p99,
  }));
  return {
    slowSeconds: seconds.sort((a, b) => b.slow - a.slow).slice(0, 5),
    slowTotal: seconds.reduce((n, s) => n + s.slow, 0),
  };
}

async function run(plan: LoadPlan): Promise<LoadResult> {
  const cpu = process.cpuUsage();
  const sent = new Map<string, Sent>();
  const byClientId = new Map<string, Sent>();
  const nacks: Record<string, number> = {};
  const errors: Record<string, number> = {};
  let rawDuplicateFrames = 0;
  let appDuplicates = 0;
  let resent = 0;
  let gapResumes = 0;
  let viaFinalResume = 0;
  let finalResume = false;
  let reconnects = 0;
  let reconnectAttemptsMax = 0;
  const reconnectReady: number[] = [];
  const reconnectResumed: number[] = [];
  const deadNodes = new Set<number>();
  let lastResumedAt = 0;

  class Client {
    ws: WebSocket | null = null;
    ready = false;
    node: number;
    /** Sends not yet acked, in the order they were due; `written` once they went out on a socket. */
    outbox = new Map<string, { json: string; written: boolean }>();
    known = new Set<number>();
    cursor = 0;
    highest = 0;
    seenIds = new Set<string>();
    bySeq = new Map<number, string>();
    gapTimer: NodeJS.Timeout | null = null;
    closedAt: number | null = null;
    attempts = 0;
    resumeWaiters: Array<() => void> = [];
    stopping = false;

    constructor(
      readonly index: number,
      readonly m: LoadMember,
    ) {
      this.node = m.node;
      this.cursor = m.startSeq;
      this.highest = m.startSeq;
    }

    connect(): Promise<void> {
      return new Promise((resolve) => {
        const ws = new WebSocket(`ws://${plan.nodes[this.node]}/api/ws`, {
          headers: { cookie: this.m.cookie },
          perMessageDeflate: false,
        });
        this.ws = ws;
        let opened = false;
        ws.on('message', (data) => {
          const frame = JSON.parse(data.toString()) as ServerFrame;
          if (frame.type === 'ready') {
            opened = true;
            this.ready = true;
            this.onReady();
            resolve();
            return;
          }
          this.onFrame(frame);
        });
        ws.on('error', (err) =>
          bump(errors, `socket: ${(err as NodeJS.ErrnoException).code ?? err.message}`),
        );
        ws.on('close', () => {
          this.ready = false;
          if (this.stopping) return;
          if (!opened) resolve();
          this.onClose();
        });
      });
    }

    onReady() {
      if (this.closedAt !== null) {
        reconnectReady.push(performance.now() - this.closedAt);
        reconnectAttemptsMax = Math.max(reconnectAttemptsMax, this.attempts);
        const closedAt = this.closedAt;
        this.resumeWaiters.push(() => {
          const now = performance.now();
          reconnectResumed.push(now - closedAt);
          lastResumedAt = Math.max(lastResumedAt, now);
        });
        this.closedAt = null;
        this.attempts = 0;
        // Everything after the last contiguous seq, then every send not yet acked, same client ids.
        this.resume();
        for (const entry of this.outbox.values()) {
          this.ws!.send(entry.json);
          if (entry.written) resent++;
          entry.written = true;
        }
      }
    }

    onClose() {
      this.closedAt ??= performance.now();
      if (this.attempts === 0) reconnects++;
      // The node is gone: the balancer sends the app to another one. Retry with backoff until it works.
      deadNodes.add(this.node);
      const alive = plan.nodes.findIndex((_, i) => !deadNodes.has(i));
      this.node = alive < 0 ? this.node : alive;
      const delay = Math.min(2_000, 50 * 2 ** this.attempts) * (0.5 + Math.random());
      this.attempts++;
      setTimeout(() => void this.connect(), this.attempts === 1 ? Math.random() * 100 : delay);
    }

    resume() {
      this.ws?.send(
        JSON.stringify({ type: 'resume', cursors: { [this.m.conversationId]: this.cursor } }),
      );
    }

    see(seq: number, id: string) {
      const other = this.bySeq.get(seq);
      if (other !== undefined && other !== id) appDuplicates++;
      this.bySeq.set(seq, id);
      this.known.add(seq);
      this.highest = Math.max(this.highest, seq);
      while (this.known.has(this.cursor + 1)) this.known.delete(++this.cursor);
      // A hole that stays open (a message committed on a node that died before publishing it): fetch it.
      if (this.highest > this.cursor && !this.gapTimer && this.ready)
        this.gapTimer = setTimeout(() => {
          this.gapTimer = null;
          if (this.highest > this.cursor && this.ready) {
            gapResumes++;
            this.resume();
          }
        }, 1_000);
    }

    onMessage(message: Message, viaResume: boolean) {
      const now = performance.now();
      if (message.senderId === this.m.id) {
        // My own message, echoed to my apps after the ack (or before it): it only fills in the seq.
        if (!this.seenIds.has(message.id)) {
          this.seenIds.add(message.id);
          this.see(message.seq, message.id);
        }
        return;
      }
      if (this.seenIds.has(message.id)) {
        rawDuplicateFrames++;
        return;
      }
      this.seenIds.add(message.id);
      this.see(message.seq, message.id);
      const nonce = /^bench (\S+) /.exec(message.text ?? '')?.[1];
      const record = nonce ? sent.get(nonce) : undefined;
      if (!record) {
        bump(errors, 'message without a known nonce');
        return;
      }
      if (record.receivedAt !== null) {
        if (record.messageId !== message.id) appDuplicates++;
        return;
      }
      record.receivedAt = now;
      record.viaResume = viaResume;
      record.messageId = message.id;
      if (finalResume) viaFinalResume++;
      if (!viaResume && this.ready)
        this.ws!.send(
          JSON.stringify({
            type: 'delivered',
            conversationId: message.conversationId,
            seq: message.seq,
          }),
        );
    }

    onFrame(frame: ServerFrame) {
      switch (frame.type) {
        case 'message':
          this.onMessage(frame.message, false);
          return;
        case 'ack': {
          this.outbox.delete(frame.clientId);
          const record = byClientId.get(frame.clientId);
          if (record && record.ackedAt === null) record.ackedAt = performance.now();
          if (!this.seenIds.has(frame.message.id)) {
            this.seenIds.add(frame.message.id);
            this.see(frame.message.seq, frame.message.id);
          }
          return;
        }
        case 'nack':
          this.outbox.delete(frame.clientId);
          bump(nacks, frame.error.code);
          return;
        case 'resumed': {
          for (const message of frame.messages) this.onMessage(message, true);
          const last = frame.messages.filter((m) => m.senderId !== this.m.id).at(-1);
          if (last && this.ready)
            this.ws!.send(
              JSON.stringify({
                type: 'delivered',
                conversationId: last.conversationId,
                seq: last.seq,
              }),
            );
          const waiters = this.resumeWaiters;
          this.resumeWaiters = [];
          for (const w of waiters) w();
          return;
        }
        case 'error':
          bump(errors, `error frame: ${frame.error.code}`);
          return;
        default:
          return;
      }
    }

    send(record: Sent) {
      const json = JSON.stringify({
        type: 'send',
        conversationId: this.m.conversationId,
        message: {
          clientId: record.clientId,
          kind: 'text',
          text: `bench ${record.nonce} due ${record.due.toFixed(3)}`,
        },
      });
      this.outbox.set(record.clientId, { json, written: this.ready });
      if (this.ready) {
        this.ws!.send(json);
        record.firstWrite = performance.now();
      }
    }
  }

  const clients = plan.members.map((m, i) => new Client(i, m));
  const connectStart = performance.now();
  // 50 at a time, as a crowd of apps opening would, without a thundering herd on one event loop.
  let nextConnect = 0;
  await Promise.all(
    Array.from({ length: 50 }, async () => {
      while (nextConnect < clients.length) await clients[nextConnect++]!.connect();
    }),
  );
  const notReady = clients.filter((c) => !c.ready).length;
  if (notReady) throw new Error(`${notReady} members could not connect`);
  const connectMs = performance.now() - connectStart;

  const interval = 1000 / plan.rate;
  const warm = Math.round(plan.warmupSeconds * plan.rate);
  const total = warm + Math.round(plan.seconds * plan.rate);
  const tStart = performance.now() + 20;
  const t0 = tStart + warm * interval; // start of the measured window
  let killedAt: number | null = null;
  let n = 0;
  const lag: number[] = [];
  while (n < total) {
    const now = performance.now();
    while (n < total && tStart + n * interval <= now) {
      const due = tStart + n * interval;
      const sender = n % clients.length;
      const nonce = `${plan.run}-${n}`;
      const record: Sent = {
        nonce,
        due,
        warm: n < warm,
        sender,
        clientId: `b${plan.run}x${n}x${sender}`.padEnd(8, '0'),
        firstWrite: null,
        ackedAt: null,
        receivedAt: null,
        viaResume: false,
        messageId: null,
      };
      sent.set(nonce, record);
      byClientId.set(record.clientId, record);
      clients[sender]!.send(record);
      if (record.firstWrite !== null) lag.push(record.firstWrite - due);
      n++;
    }
    if (plan.killAtMs !== null && killedAt === null && now >= t0 + plan.killAtMs) {
      killedAt = now;
      process.send!({ type: 'kill' } satisfies Parent);
    }
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  const lastDue = tStart + (total - 1) * interval;

  // Drain: first every send acked (a server that fell behind still holds them in its per-socket queues,
  // and closing now would be counted as loss), then every message received, or the time is up.
  const allAcked = () => {
    for (const r of sent.values()) if (r.ackedAt === null) return false;
    return true;
  };
  const complete = () => {
    for (const r of sent.values()) if (r.ackedAt === null || r.receivedAt === null) return false;
    return true;
  };
  const ackDeadline = performance.now() + plan.ackWaitMs;
  while (!allAcked() && performance.now() < ackDeadline)
    await new Promise((resolve) => setTimeout(resolve, 50));
  const drainUntil = performance.now() + plan.drainMs;
  while (!complete() && performance.now() < drainUntil)
    await new Promise((resolve) => setTimeout(resolve, 50));

  // The final resume: every app asks for everything after its last contiguous seq.
  finalResume = true;
  await Promise.all(
    clients.map(
      (c) =>
        new Promise<void>((resolve) => {
          if (!c.ready) return resolve();
          const timer = setTimeout(resolve, 10_000);
          c.resumeWaiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
          c.resume();
        }),
    ),
  );
  for (const c of clients) {
    c.stopping = true;
    if (c.gapTimer) clearTimeout(c.gapTimer);
    c.ws?.close();
  }

  const all = [...sent.values()];
  const measured = all.filter((r) => !r.warm);
  const received = measured.filter((r) => r.receivedAt !== null);
  const latency = (rs: Sent[]) => summary(rs.map((r) => r.receivedAt! - r.due));
  const lost = all.filter((r) => r.receivedAt === null);
  const windowEnd = t0 + plan.seconds * 1000;
  const lastReceipt = Math.max(...received.map((r) => r.receivedAt!));
  const used = process.cpuUsage(cpu);
  return {
    scheduled: all.length,
    measured: measured.length,
    latency: latency(received),
    ...slowest(received, t0),
    latencyBeforeKill:
      killedAt === null ? null : latency(received.filter((r) => r.due < killedAt!)),
    latencyAfterKill:
      killedAt === null ? null : latency(received.filter((r) => r.due >= killedAt!)),
    latencyAfterRecovery:
      killedAt === null || lastResumedAt === 0
        ? null
        : latency(received.filter((r) => r.due >= lastResumedAt)),
    ackLatency: summary(measured.flatMap((r) => (r.ackedAt === null ? [] : [r.ackedAt - r.due]))),
    generatorLag: summary(lag),
    acked: all.filter((r) => r.ackedAt !== null).length,
    nacks,
    unacked: all.filter((r) => r.ackedAt === null).length,
    lost: lost.length,
    lostSample: lost.slice(0, 5).map((r) => r.nonce),
    viaResume: all.filter((r) => r.viaResume).length,
    viaFinalResume,
    rawDuplicateFrames,
    appDuplicates,
    resent,
    gapResumes,
    errors,
    deliveredPerSecondInWindow:
      received.filter((r) => r.receivedAt! >= t0 && r.receivedAt! <= windowEnd).length /
      plan.seconds,
    ackedPerSecondInWindow:
      measured.filter((r) => r.ackedAt !== null && r.ackedAt >= t0 && r.ackedAt <= windowEnd)
        .length / plan.seconds,
    drainMs: lastReceipt - lastDue,
    reconnects,
    reconnectReadyMs: reconnectReady.length ? summary(reconnectReady) : null,
    reconnectResumedMs: reconnectResumed.length ? summary(reconnectResumed) : null,
    reconnectAttemptsMax,
    killedAtMs: killedAt === null ? null : killedAt - t0,
    cpuMs: (used.user + used.system) / 1000,
    connectMs,
  };
}

process.on('message', (plan: LoadPlan) => {
  run(plan).then(
    (result) => process.send!({ type: 'result', result } satisfies Parent, () => process.exit(0)),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
});

export type { Parent as LoadMessage };
