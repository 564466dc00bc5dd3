import { PRESENCE } from '@blaze/contracts';
import type { Database } from '../../db/client.ts';
import { groupCommit } from '../../lib/group-commit.ts';
import { heardCache } from '../../lib/heard-cache.ts';
import type { EventBus } from '../../realtime/event-bus.ts';
import { presenceRepository } from './presence.repository.ts';
import type { JobQueue } from '../jobs/jobs.service.ts';

/** Presence as other members may know it, for other modules' queries over `profiles`. */
export { seenLastActive, seenOnline } from './presence.repository.ts';

/** Presence changes relayed per query. */
const RELAY_BATCH = 500;
/** A member whose last socket here closed stays online this long: a network blip, another node. */
const OFFLINE_GRACE_MS = 5_000;
const FIVE_MINUTES_MS = 5 * 60_000;
/** Members whose app-open state a node holds for push (issue 30): a few bytes each. */
const APP_OPEN_HELD = 200_000;
/** Held at most this long, so a change whose tell was lost (Redis reconnecting) heals on its own. */
const APP_OPEN_HELD_MS = 60_000;

/** 'Last active' as other members may see it: to five minutes, and only while he is not online. */
export function lastActiveOf(row: { isOnline: boolean; lastActive: Date | null }): string | null {
  if (row.isOnline || !row.lastActive) return null;
  return new Date(
    Math.floor(row.lastActive.getTime() / FIVE_MINUTES_MS) * FIVE_MINUTES_MS,
  ).toISOString();
}

/**
 * Online and last active: the open app keeps a member online (a heartbeat over HTTP, or a live
 * socket), silence turns him offline (the sweeper), and his chat partners hear of each change (the
 * relay). 'Last seen' off hides all of it from everyone else (decision 009).
 */
export function presenceService({ db, bus }: { db: Database; bus: EventBus }) {
  const repo = presenceRepository(db);
  /** Null until the relay runs: changes before it are not relayed. */
  let relayChange: ((userId: string, online: boolean) => void) | null = null;
  // Push asks whether his app is open for every message he is sent: each node holds the answer,
  // and every change below makes all nodes forget it (decision 041).
  const appOpen = heardCache<boolean>({
    bus,
    topic: 'presence',
    max: APP_OPEN_HELD,
    ttlMs: APP_OPEN_HELD_MS,
    load: async (ids) => new Map([...(await repo.onlineAmong(ids))].map((id) => [id, true])),
    absent: false,
  });
  const changed = (userId: string, online: boolean) => {
    appOpen.changed(userId);
    relayChange?.(userId, online);
  };

  // Presence changes that arrive while one is being written go together in the next statement: after
  // a node dies, hundreds of apps reconnect to this one within a second. One member's changes stay in
  // order (the same member waits for the next batch).
  const writes = groupCommit<{ id: string; online: boolean }, boolean | null>({
    write: (items) => repo.setPresence(items, new Date()),
    key: (item) => item.id,
    concurrency: 1,
    maxBatch: 200,
    // A profile row held by another transaction (an edit, the sweeper) must not hold up every member.
    stallMs: 250,
    stalledConcurrency: 4,
    // Connects arrive one per event-loop turn: gather them, a few milliseconds matter to nobody here.
    lingerMs: 5,
  });

  /** Sign-in and the heartbeat mark him online and active; sign-out and 'away' offline. */
  async function setPresence(userId: string, online: boolean): Promise<void> {
    const was = await writes.add({ id: userId, online });
    if (was !== null && was !== online) changed(userId, online);
  }

  /** Presence: the open app keeps a member online; silence for `afterMs` turns him offline. */
  async function markStaleOffline(afterMs: number): Promise<number> {
    const ids = await repo.markStaleOffline(new Date(Date.now() - afterMs));
    for (const id of ids) changed(id, false);
    return ids.length;
  }

  /** Open sockets per member on this node (the gateway tells each one that opens or closes). */
  const socketsHere = new Map<string, number>();

  return {
    setPresence,
    markStaleOffline,
    /** The open app says it is there (or closing). */
    heartbeat: setPresence,

    /** His first socket on this node marks him online. */
    async socketOpened(userId: string): Promise<void> {
      const open = socketsHere.get(userId) ?? 0;
      socketsHere.set(userId, open + 1);
      if (open === 0) await setPresence(userId, true);
    },

    /**
     * His last socket on this node closed: offline, unless one opens again here within the grace
     * period (a reconnect to another node marks him online there).
     */
    async socketClosed(userId: string): Promise<void> {
      const open = (socketsHere.get(userId) ?? 1) - 1;
      if (open > 0) {
        socketsHere.set(userId, open);
        return;
      }
      socketsHere.delete(userId);
      await new Promise((resolve) => setTimeout(resolve, OFFLINE_GRACE_MS).unref());
      if (!socketsHere.has(userId)) await setPresence(userId, false);
    },

    /**
     * One of his apps is open and in view, on any node: a socket marked him online and no 'away' (the
     * page hidden or closed) or sweep turned him offline since (decision 034 uses it for push).
     */
    appOpen: (userId: string) => appOpen.get(userId),
    /** `appOpen` for several members (a group message's recipients): those not held, in one read. */
    appsOpen: async (userIds: string[]) =>
      new Set([...(await appOpen.getMany(userIds))].flatMap(([id, open]) => (open ? [id] : []))),

    /** Members whose sockets are still open here: the sweeper leaves them online. */
    stillConnected: (userIds: string[]) => repo.touchOnline(userIds, new Date()),

    /** Turns members the app has not heard from for PRESENCE.offlineAfterMs offline (once across the nodes). */
    registerJobs(jobs: Pick<JobQueue, 'every'>): void {
      jobs.every('presence.sweep', PRESENCE.heartbeatMs / 1000, () =>
        markStaleOffline(PRESENCE.offlineAfterMs),
      );
    },

    /**
     * Tells a member's chat partners when he comes online or goes offline, if both show their last
     * seen and neither has blocked the other. Runs on the node that saw the change; the bus does the rest.
     * Changes are queued (the latest per member wins) and relayed in batches, one query per batch, so a
     * sweep that turns thousands offline at once costs a few queries, not thousands running together.
     */
    startRelay(onError: (err: unknown) => void): () => void {
      const pending = new Map<string, boolean>();
      let draining = false;
      let stopped = false;
      const relay = async (batch: Array<[string, boolean]>) => {
        const rows = await repo.audience(batch.map(([userId]) => userId));
        const audience = new Map<string, typeof rows>();
        for (const row of rows) {
          const list = audience.get(row.subject);
          if (list) list.push(row);
          else audience.set(row.subject, [row]);
        }
        for (const [userId, online] of batch) {
          const heard = audience.get(userId);
          if (!heard) continue;
          const lastActive = online ? null : lastActiveOf(heard[0]!);
          bus.publish(
            heard.map((r) => r.partner),
            { type: 'presence', userId, online, lastActive },
          );
        }
      };
      const drain = async () => {
        while (pending.size > 0 && !stopped) {
          const batch: Array<[string, boolean]> = [];
          for (const entry of pending) {
            batch.push(entry);
            pending.delete(entry[0]);
            if (batch.length === RELAY_BATCH) break;
          }
          await relay(batch).catch(onError);
        }
        draining = false;
      };
      relayChange = (userId, online) => {
        pending.delete(userId);
        pending.set(userId, online);
        if (draining) return;
        draining = true;
        setImmediate(() => void drain());
      };
      return () => {
        stopped = true;
        pending.clear();
        relayChange = null;
      };
    },
  };
}

export type PresenceService = ReturnType<typeof presenceService>;
