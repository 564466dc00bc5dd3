import { AsyncLocalStorage } from 'node:async_hooks';

/*
 * Which action a piece of work belongs to, and whether it is on the action's way to its answer or
 * left for afterwards (issue 30). The statement budgets of the hot actions count, through the
 * database client, the statements each action sends: exactly, on either engine, where a timing
 * would flake. A statement belongs to the actions of the work that sent it:
 * - `asAction` starts one (a test's call);
 * - `afterwards` starts work the action does not wait for (push decisions, signals, badges): it
 *   begins after the action's own turn and counts as the action's `after`, never as its answer's;
 * - a batch of a group commit counts for every action waiting in it (`scopeOfBatch`).
 * Outside tests nobody starts an action, and all this is one lookup per call.
 */

export type Phase = 'request' | 'after';

export interface WorkScope {
  /** The actions this work is part of, and in which phase. */
  readonly parts: ReadonlyMap<symbol, Phase>;
}

const storage = new AsyncLocalStorage<WorkScope>();
const pending = new Set<Promise<unknown>>();

export function currentScope(): WorkScope | undefined {
  return storage.getStore();
}

/** Runs `work` as the action `action`: what it sends and what it waits for is its request phase. */
export function asAction<T>(action: symbol, work: () => Promise<T>): Promise<T> {
  return storage.run({ parts: new Map([[action, 'request']]) }, work);
}

const NO_ACTION: WorkScope = { parts: new Map() };

/** Runs `work` in `scope` (a batch's), or in no action's when there is none. */
export function inScope<T>(scope: WorkScope | undefined, work: () => T): T {
  return storage.run(scope ?? NO_ACTION, work);
}

/**
 * Work the caller does not wait for: started once the caller's own turn is over (its statements go
 * after the action's), in the `after` phase of the caller's actions, its failure reported and never
 * thrown into the caller.
 */
export function afterwards(work: () => Promise<unknown>, onError: (err: unknown) => void): void {
  const caller = storage.getStore();
  const scope: WorkScope | undefined = caller && {
    parts: new Map([...caller.parts.keys()].map((action) => [action, 'after' as const])),
  };
  const running = inScope(scope, () =>
    new Promise<void>((resolve) => setImmediate(resolve)).then(work),
  )
    .catch(onError)
    .finally(() => pending.delete(running));
  pending.add(running);
}

/** Resolves once all work started by `afterwards` has finished, what it started in turn included. */
export async function afterwardsSettled(): Promise<void> {
  while (pending.size) await Promise.allSettled([...pending]);
}

/**
 * The scope of a batch written for several callers (a group commit): part of each caller's action,
 * in the request phase for an action if any of its items was on that action's way to its answer.
 */
export function scopeOfBatch(scopes: ReadonlyArray<WorkScope | undefined>): WorkScope | undefined {
  const parts = new Map<symbol, Phase>();
  for (const scope of scopes)
    for (const [action, phase] of scope?.parts ?? [])
      if (parts.get(action) !== 'request') parts.set(action, phase);
  return parts.size ? { parts } : undefined;
}
