/**
 * The background job queue (issue 18): work that must survive a restart and run once even with several
 * server nodes (push delivery, story expiry, export building, file deletion, reminders). Modules receive
 * this port from app.ts; the implementation behind it is decided in modules/jobs (decision 033).
 */
export type SendOptions = {
  /** Not before this time (default: now). */
  startAfter?: Date;
  /** At most one queued or running job with this key per name; a second send is dropped (returns null). */
  singletonKey?: string;
  /** Retries after a failure (default 3), `retryDelaySeconds` apart (default 30), doubling each time. */
  retryLimit?: number;
  retryDelaySeconds?: number;
};

/** Which try of its job a handler is running (a handler may ignore it). */
export type JobAttempt = {
  id: string;
  /** 1 for the first run, 2 for the first retry, ... */
  attempt: number;
  /** No retry follows if this one throws: the handler may record the failure for good. */
  last: boolean;
};

export type JobHandler<T> = (data: T, attempt: JobAttempt) => Promise<void>;

export type JobQueue = {
  /** Registers the one handler of a job name. Every node registers the same handlers at start. */
  work<T>(name: string, handler: JobHandler<T>): void;
  /** Stores a job; it runs once, on one node, at or after `startAfter`. Returns its id, or null when dropped. */
  send<T>(name: string, data: T, options?: SendOptions): Promise<string | null>;
  /**
   * A job sent every `everySeconds` (story expiry, reminders): one run per period across all nodes.
   * Replaces the per-node timers.
   */
  every(name: string, everySeconds: number, handler: () => Promise<unknown>): void;
};
