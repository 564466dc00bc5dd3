import { useEffect, useMemo, useSyncExternalStore } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { STORAGE_PREFIX } from '@blaze/contracts/constants';
import { notifyError } from '@/lib/notify';
import { offlineStore, onDeviceWipe } from '@/lib/offline-store';
import { ApiError } from '@/lib/api-client';
import {
  httpSyncTransport,
  isWorthRetrying,
  SyncQueue,
  type SyncInput,
  type SyncItem,
  type SyncOutcome,
  type SyncStatus,
} from '@/lib/sync-queue';

/**
 * The app's one sync queue for the signed-in member (decision 037), and the hooks screens use. A
 * feature says what to do once its kind of write settles with `onSynced`; messages keep their own
 * outbox (per conversation, over the socket) and show in the same panel through `addPendingSource`.
 */

type FollowUp = (
  queryClient: QueryClient,
  item: SyncItem,
  result: { ok: true; body: unknown } | { ok: false },
) => void;

const followUps = new Map<string, FollowUp>();

/** What a feature does when one of its writes arrives or is refused (patch caches, read again). */
export function onSynced(kind: string, followUp: FollowUp): void {
  followUps.set(kind, followUp);
}

let queue: SyncQueue | null = null;
let queueUser: string | null = null;
let detach: (() => void) | null = null;
const queueListeners = new Set<() => void>();

function publishQueue() {
  for (const listener of queueListeners) listener();
}

export function syncQueueKey(userId: string): string {
  return `${STORAGE_PREFIX}-sync:${userId}`;
}

/** Starts (once per member) the queue, and sends what a reload left in it when online. */
export function startSyncQueue(queryClient: QueryClient, userId: string): SyncQueue {
  if (queue && queueUser === userId) return queue;
  stopSyncQueue();
  const current = new SyncQueue({
    store: offlineStore(),
    key: syncQueueKey(userId),
    transport: httpSyncTransport,
    onSettled: (item, result) => {
      followUps.get(item.kind)?.(queryClient, item, result);
      if (!result.ok)
        notifyError(`${item.description} was not saved. Open Pending changes to see why.`);
    },
  });
  queue = current;
  queueUser = userId;
  const resend = () => current.kick(true);
  window.addEventListener('online', resend);
  detach = () => window.removeEventListener('online', resend);
  publishQueue();
  void current.ready.then(() => current.kick());
  return current;
}

/** Stops the queue without touching what it stored (the wipe forgets that). */
export function stopSyncQueue(): void {
  queue?.stop();
  detach?.();
  queue = null;
  queueUser = null;
  detach = null;
  publishQueue();
}

onDeviceWipe(stopSyncQueue);

export function getSyncQueue(): SyncQueue | null {
  return queue;
}

/** Without a started queue (the moment a session changes hands) a write goes out directly. */
async function sendDirectly(input: SyncInput): Promise<SyncOutcome> {
  try {
    return { status: 'synced', result: await httpSyncTransport.send(input.request) };
  } catch (error) {
    if (error instanceof ApiError && !isWorthRetrying(error)) return { status: 'failed', error };
    return { status: 'queued' };
  }
}

/** Puts a write in the queue and waits for its first try. */
export function submitWrite(input: SyncInput): Promise<SyncOutcome> {
  return queue ? queue.submit(input) : sendDirectly(input);
}

/** An id for a write: the queue item's id and the server's client key, so a replay lands once. */
export function newWriteId(): string {
  return crypto.randomUUID().replaceAll('-', '');
}

/**
 * For a screen with a form: sends through the queue and answers the server's reply, or null when it
 * found no network (it stays queued and goes later). A refusal is thrown for the form to show, and
 * the item leaves the queue: the member fixes it in the form, not in the panel.
 */
export async function sendThroughQueue<T>(input: SyncInput & { id: string }): Promise<T | null> {
  const outcome = await submitWrite(input);
  if (outcome.status === 'failed') {
    queue?.remove(input.id);
    throw outcome.error;
  }
  return outcome.status === 'synced' ? (outcome.result as T) : null;
}

/** A write whose result no screen waits for (a like): it shows at once and goes when it can. */
export function enqueueWrite(input: SyncInput): void {
  if (queue) queue.enqueue(input);
  else void sendDirectly(input);
}

const NO_ITEMS: readonly SyncItem[] = Object.freeze([]);
const noSubscription = () => () => undefined;

function subscribeQueue(listener: () => void) {
  queueListeners.add(listener);
  return () => queueListeners.delete(listener);
}

function useQueue(): SyncQueue | null {
  return useSyncExternalStore(
    subscribeQueue,
    () => queue,
    () => null,
  );
}

export function useSyncItems(): readonly SyncItem[] {
  const current = useQueue();
  return useSyncExternalStore(
    current?.subscribe ?? noSubscription,
    () => current?.getItems() ?? NO_ITEMS,
    () => NO_ITEMS,
  );
}

/** This thing's write still on its way ('post-like' of post 12...), if any: to show it in place. */
export function usePendingWrite(kind: string, target: string): SyncItem | undefined {
  const items = useSyncItems();
  return useMemo(
    () => items.findLast((i) => i.kind === kind && i.target === target && i.status !== 'success'),
    [items, kind, target],
  );
}

/** One line of the Pending changes panel, from this queue or from another (messages). */
export interface PendingChange {
  id: string;
  description: string;
  createdAt: string;
  status: SyncStatus;
  error: string | null;
  retry: () => void;
  remove: () => void;
}

export interface PendingSource {
  subscribe(listener: () => void): () => void;
  getChanges(): readonly PendingChange[];
}

const sources = new Set<PendingSource>();
let sourcesVersion = 0;
const sourceListeners = new Set<() => void>();

function publishSources() {
  sourcesVersion += 1;
  for (const listener of sourceListeners) listener();
}

/** Messages (their own outbox) show in the same panel and count. */
export function addPendingSource(source: PendingSource): () => void {
  sources.add(source);
  const unsubscribe = source.subscribe(publishSources);
  publishSources();
  return () => {
    unsubscribe();
    sources.delete(source);
    publishSources();
  };
}

function subscribeSources(listener: () => void) {
  sourceListeners.add(listener);
  return () => sourceListeners.delete(listener);
}

/** Every write waiting, on its way, just arrived or refused, oldest first. */
export function usePendingChanges(): readonly PendingChange[] {
  const items = useSyncItems();
  const current = useQueue();
  const version = useSyncExternalStore(
    subscribeSources,
    () => sourcesVersion,
    () => 0,
  );
  return useMemo(() => {
    void version;
    const own: PendingChange[] = items.map((item) => ({
      id: item.id,
      description: item.description,
      createdAt: item.createdAt,
      status: item.status,
      error: item.error,
      retry: () => current?.retry(item.id),
      remove: () => current?.remove(item.id),
    }));
    const others = [...sources].flatMap((source) => source.getChanges());
    return [...own, ...others].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  }, [items, current, version]);
}

/** How many are still to go (pending, syncing or failed): the menu's 'Pending changes (3)'. */
export function usePendingCount(): number {
  const changes = usePendingChanges();
  return changes.filter((c) => c.status !== 'success').length;
}

const PANEL_OPEN_EVENT = `${STORAGE_PREFIX}:pending-changes:open`;

/** Opens the Pending changes panel from anywhere (the offline banner, the menu). */
export function openPendingChanges(): void {
  window.dispatchEvent(new CustomEvent(PANEL_OPEN_EVENT));
}

export function onPendingChangesOpen(open: () => void): () => void {
  window.addEventListener(PANEL_OPEN_EVENT, open);
  return () => window.removeEventListener(PANEL_OPEN_EVENT, open);
}

/** Starts the queue for whoever is signed in (mounted once, by the app's provider). */
export function useSyncQueueForSession(queryClient: QueryClient, userId: string | undefined): void {
  useEffect(() => {
    if (userId) startSyncQueue(queryClient, userId);
  }, [queryClient, userId]);
}
