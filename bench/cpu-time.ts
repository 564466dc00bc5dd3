// Where a benchmark's CPU time went on this machine: this process (the server), the PostgreSQL backends
// serving one database, and the whole machine, so a figure can say how much of the cores other work took.
// Linux /proc only; elsewhere the PostgreSQL and machine figures are null.
import fs from 'node:fs';

const TICK_MS = 10; // USER_HZ is 100 on Linux

/**
 * One process's line in /proc/<pid>/stat: its name, parent, CPU time, and the CPU time of its children
 * that ended and were reaped. Null once it is gone, or off Linux.
 */
export function procStat(
  pid: number | string,
): { name: string; ppid: string; cpuMs: number; endedChildrenMs: number } | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The name sits in parentheses and may hold spaces; the fields after it start with the state.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return {
      name: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')),
      ppid: fields[1]!,
      cpuMs: (Number(fields[11]) + Number(fields[12])) * TICK_MS,
      endedChildrenMs: (Number(fields[13]) + Number(fields[14])) * TICK_MS,
    };
  } catch {
    return null;
  }
}

/**
 * CPU time of each PostgreSQL backend whose process title names the database, and the time of the
 * postmaster's children that have ended (a backend the pool closed, an autovacuum worker): the kernel
 * adds an exited child's time to its parent's once the parent reaps it.
 */
function backends(
  database: string,
  known: Set<string> = new Set(),
): { live: Map<string, number>; parents: Set<string>; ended: number } | null {
  const live = new Map<string, number>();
  // The postmaster seen before counts even if none of the database's backends is left now.
  const parents = new Set(known);
  let pids: string[];
  try {
    pids = fs.readdirSync('/proc').filter((pid) => /^\d+$/.test(pid));
  } catch {
    return null;
  }
  for (const pid of pids) {
    const stat = procStat(pid);
    if (stat?.name !== 'postgres') continue;
    try {
      if (!fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(` ${database} `)) continue;
    } catch {
      continue; // The process ended while we looked.
    }
    live.set(pid, stat.cpuMs);
    parents.add(stat.ppid);
  }
  let ended = 0;
  for (const pid of parents) ended += procStat(pid)?.endedChildrenMs ?? 0;
  return { live, parents, ended };
}

function machine(): { busy: number; kernel: number; total: number } | null {
  try {
    // user nice system idle iowait irq softirq steal (guest time is inside user already)
    const fields = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
    const [user, nice, system, idle, iowait, irq, softirq, steal] = fields.slice(1, 9).map(Number);
    const busy = user! + nice! + system! + irq! + softirq!;
    return {
      busy: busy * TICK_MS,
      kernel: (system! + irq! + softirq!) * TICK_MS,
      total: (busy + idle! + iowait! + steal!) * TICK_MS,
    };
  } catch {
    return null;
  }
}

export type CpuSpent = {
  serverMs: number;
  /** The database's backends, those that ended meanwhile included (and any autovacuum worker that ended). */
  postgresMs: number | null;
  /** Every process on the machine, and how busy its cores were (0..1). */
  machineMs: number | null;
  utilisation: number | null;
  /** The share of the machine's busy time spent in the kernel (syscalls, network stack, interrupts). */
  kernelShare: number | null;
};

/** Starts a meter; calling the result reads the CPU time spent since. */
export function cpuMeter(database: string): () => CpuSpent {
  const self = process.cpuUsage();
  const before = backends(database);
  const start = machine();
  return () => {
    const used = process.cpuUsage(self);
    const after = backends(database, before?.parents);
    const end = machine();
    let postgresMs: number | null = null;
    if (before && after) {
      postgresMs = 0;
      for (const [pid, ms] of after.live) postgresMs += ms - (before.live.get(pid) ?? 0);
      // Backends that ended meanwhile: their whole time is in the parent's figure now, and what they
      // had used at the start was counted there as live.
      const endedSince = [...before.live].filter(([pid]) => !after.live.has(pid));
      postgresMs += after.ended - before.ended - endedSince.reduce((sum, [, ms]) => sum + ms, 0);
    }
    const wall = start && end ? end.total - start.total : 0;
    return {
      serverMs: (used.user + used.system) / 1000,
      postgresMs,
      machineMs: start && end ? end.busy - start.busy : null,
      utilisation: start && end && wall > 0 ? (end.busy - start.busy) / wall : null,
      kernelShare:
        start && end && end.busy > start.busy
          ? (end.kernel - start.kernel) / (end.busy - start.busy)
          : null,
    };
  };
}
