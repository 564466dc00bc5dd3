// Where a benchmark's CPU time went on this machine: this process (the server), the PostgreSQL backends
// serving one database, and the whole machine, so a figure can say how much of the cores other work took.
// Linux /proc only; elsewhere the PostgreSQL and machine figures are null.
import fs from 'node:fs';

const TICK_MS = 10; // USER_HZ is 100 on Linux

/** CPU time of each PostgreSQL backend whose process title names the database. */
function backends(database: string): Map<string, number> | null {
  const times = new Map<string, number>();
  let pids: string[];
  try {
    pids = fs.readdirSync('/proc').filter((pid) => /^\d+$/.test(pid));
  } catch {
    return null;
  }
  for (const pid of pids) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      if (stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')) !== 'postgres') continue;
      if (!fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(` ${database} `)) continue;
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      times.set(pid, (Number(fields[11]) + Number(fields[12])) * TICK_MS);
    } catch {
      // The process ended while we looked.
    }
  }
  return times;
}

function machine(): { busy: number; total: number } | null {
  try {
    // user nice system idle iowait irq softirq steal (guest time is inside user already)
    const fields = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
    const [user, nice, system, idle, iowait, irq, softirq, steal] = fields.slice(1, 9).map(Number);
    const busy = user! + nice! + system! + irq! + softirq!;
    return { busy: busy * TICK_MS, total: (busy + idle! + iowait! + steal!) * TICK_MS };
  } catch {
    return null;
  }
}

export type CpuSpent = {
  serverMs: number;
  /** The database's backends (a backend that ended meanwhile takes its time with it). */
  postgresMs: number | null;
  /** Every process on the machine, and how busy its cores were (0..1). */
  machineMs: number | null;
  utilisation: number | null;
};

/** Starts a meter; calling the result reads the CPU time spent since. */
export function cpuMeter(database: string): () => CpuSpent {
  const self = process.cpuUsage();
  const before = backends(database);
  const start = machine();
  return () => {
    const used = process.cpuUsage(self);
    const after = backends(database);
    const end = machine();
    let postgresMs: number | null = null;
    if (before && after) {
      postgresMs = 0;
      for (const [pid, ms] of after) postgresMs += ms - (before.get(pid) ?? 0);
    }
    const wall = start && end ? end.total - start.total : 0;
    return {
      serverMs: (used.user + used.system) / 1000,
      postgresMs,
      machineMs: start && end ? end.busy - start.busy : null,
      utilisation: start && end && wall > 0 ? (end.busy - start.busy) / wall : null,
    };
  };
}
