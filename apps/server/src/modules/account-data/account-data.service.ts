import { randomUUID } from 'node:crypto';
import { Zip, ZipDeflate, ZipPassThrough, strToU8 } from 'fflate';
import {
  EXPORT_FILES,
  EXPORT_LINK_HOURS,
  EXPORTS_PER_DAY,
  type DataExport,
  type DataExportState,
} from '@blaze/contracts';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { JobQueue } from '../jobs/jobs.service.ts';
import type { MediaStorage } from '../media/media.service.ts';
import type { MessagingService } from '../messaging/messaging.service.ts';
import type { PaymentsService } from '../payments/payments.service.ts';
import type { PhotosService } from '../photos/photos.service.ts';
import { accountDataRepository, type DataExportRow } from './account-data.repository.ts';
import { exportReadme } from './account-data.readme.ts';
import type { ExportPart, ExportPhoto } from './account-data.sources.ts';

const HOUR_MS = 3600_000;
const DAY_MS = 24 * HOUR_MS;
/** A job still 'running' after this was left by a node that stopped: it shows, and is marked, failed. */
const STALE_AFTER_MS = 15 * 60_000;
const SWEEP_EVERY_MS = 10 * 60_000;
/** Jobs (decision 033): an export is built by one, retried, and rebuilt on another node after a restart. */
const EXPORT_JOB = 'account-data.export';
const SWEEP_JOB = 'account-data.sweep';
/**
 * The erasure of a deleted account, stored before it starts and run again later (a no-op when it
 * finished): a node that stops halfway through a deletion leaves no file or row of his behind.
 */
const ERASE_JOB = 'account-data.erase';
const ERASE_BACKSTOP_MS = 10 * 60_000;
type ExportJob = { exportId: string };
type EraseJob = { userId: string };

type Deps = {
  db: Database;
  clock: Clock;
  /** Where the ZIPs live until they expire: the private storage (disk or S3), never served as is. */
  storage: MediaStorage;
  parts: ExportPart[];
  photoFiles: (userId: string) => Promise<ExportPhoto[]>;
  usernameOf: (userId: string) => Promise<string | null>;
  auth: Pick<AuthService, 'checkPassword' | 'signOutEverywhere' | 'deleteAccount'>;
  photos: Pick<PhotosService, 'removeAllFilesOf'>;
  messaging: Pick<MessagingService, 'forgetSender'>;
  payments: Pick<PaymentsService, 'cancelSubscription'>;
  /** Other stored files of his that no foreign key takes along (verification selfies). */
  removeOtherFiles: Array<(userId: string) => Promise<void>>;
  jobs: JobQueue;
};

const exportKey = (id: string) => `exports/${id}.zip`;
const exportRunning = () =>
  new AppError(
    409,
    'EXPORT_RUNNING',
    'Your export is still being prepared. It will be ready soon.',
  );
const exportGone = () => notFound('This export does not exist.');

/**
 * Issue 17 (decision 032): his data export (a ZIP built in the background, progress as it goes, a
 * download for his session only that expires) and the deletion of his account at once.
 */
export function accountDataService(deps: Deps) {
  const { clock, storage } = deps;
  const repo = accountDataRepository(deps.db);
  /** Exports being built on this node (a deletion waits for them). */
  const running = new Set<Promise<void>>();

  const isStale = (row: DataExportRow) =>
    row.status === 'running' && clock.now().getTime() - row.createdAt.getTime() > STALE_AFTER_MS;

  function toExport(row: DataExportRow): DataExport {
    const lapsed = row.expiresAt !== null && row.expiresAt <= clock.now();
    const status = isStale(row)
      ? 'failed'
      : row.status === 'ready' && lapsed
        ? 'expired'
        : (row.status as DataExport['status']);
    return {
      id: row.id,
      status,
      progress: { done: row.done, total: row.total },
      createdAt: row.createdAt.toISOString(),
      finishedAt: row.finishedAt?.toISOString() ?? null,
      expiresAt: row.expiresAt?.toISOString() ?? null,
      sizeBytes: row.sizeBytes,
      downloadUrl: status === 'ready' ? `/api/me/export/${row.id}/download` : null,
    };
  }

  /** Deletes the files of lapsed exports (his own, or everyone's for the sweep). */
  async function expire(userId?: string): Promise<void> {
    for (const row of await repo.lapsed(clock.now(), userId)) {
      if (row.storageKey) await storage.remove(row.storageKey);
      await repo.markExpired(row.id);
    }
  }

  async function build(job: DataExportRow, userId: string): Promise<void> {
    const chunks: Uint8Array[] = [];
    let zipError: Error | null = null;
    const zip = new Zip((err, data) => {
      if (err) zipError = err;
      else chunks.push(data);
    });
    const add = (name: string, bytes: Uint8Array, compress: boolean) => {
      const file = compress ? new ZipDeflate(name, { level: 6 }) : new ZipPassThrough(name);
      zip.add(file);
      file.push(bytes, true);
      if (zipError) throw zipError;
    };
    const json = (value: unknown) => strToU8(`${JSON.stringify(value ?? null, null, 2)}\n`);
    let done = 0;
    const step = async () => {
      done += 1;
      await repo.progress(job.id, done);
    };

    add(
      EXPORT_FILES.readme,
      strToU8(exportReadme(clock.now(), await deps.usernameOf(userId))),
      true,
    );
    for (const part of deps.parts) {
      add(part.file, json(await part.read(userId)), true);
      await step();
    }
    // Photos are stored as re-encoded JPEGs (no EXIF): copied as they are, not compressed again.
    for (const photo of await deps.photoFiles(userId)) {
      const bytes = await photo.read();
      if (bytes) add(`photos/${photo.album}/${photo.id}.jpg`, bytes, false);
    }
    zip.end();
    if (zipError) throw zipError;
    const body = Buffer.concat(chunks);
    const key = exportKey(job.id);
    await storage.put(key, body, 'application/zip');
    const finishedAt = clock.now();
    const finished = await repo.finish(job.id, {
      storageKey: key,
      sizeBytes: body.length,
      finishedAt,
      expiresAt: new Date(finishedAt.getTime() + EXPORT_LINK_HOURS * HOUR_MS),
    });
    // His account went while it was being built: the ZIP is nobody's.
    if (!finished) await storage.remove(key);
  }

  /**
   * The export job: builds the export if it is still to be built (a retry after a failure, or after
   * the node building it stopped, starts again from the beginning). The last failed try marks it failed.
   */
  async function buildExport({ exportId }: ExportJob, { last }: { last: boolean }): Promise<void> {
    const row = await repo.byId(exportId);
    if (!row || row.status !== 'running') return;
    const run = build(row, row.userId).finally(() => running.delete(run));
    running.add(run);
    try {
      await run;
    } catch (err) {
      if (last) await repo.fail(row.id, clock.now());
      throw err;
    }
  }

  /** Deletes lapsed exports' files and forgets week-old rows; marks jobs a stopped node left. */
  async function sweep(): Promise<void> {
    const now = clock.now().getTime();
    await repo.failStale(new Date(now - STALE_AFTER_MS));
    await expire();
    await repo.forgetOld(new Date(now - 7 * DAY_MS));
  }

  /**
   * Everything of his that no foreign key takes along, then the account (and with it, by foreign keys,
   * his profile and everything that hangs from it). Each step can run again: files go by the rows that
   * still name them, and the rows go last.
   */
  async function erase({ userId }: EraseJob): Promise<void> {
    // A Plus subscription stops renewing (Stripe bills no more); none is the usual case.
    await deps.payments.cancelSubscription(userId).catch((err: unknown) => {
      if (!(err instanceof AppError && err.statusCode === 404)) throw err;
    });
    for (const row of await repo.filesOf(userId))
      if (row.storageKey) await storage.remove(row.storageKey);
    await deps.photos.removeAllFilesOf(userId);
    for (const remove of deps.removeOtherFiles) await remove(userId);
    await deps.messaging.forgetSender(userId);
    await deps.auth.deleteAccount(userId);
  }

  deps.jobs.work<ExportJob>(EXPORT_JOB, buildExport);
  deps.jobs.work<EraseJob>(ERASE_JOB, erase);
  deps.jobs.every(SWEEP_JOB, SWEEP_EVERY_MS / 1000, sweep);

  return {
    /** His latest export and how many more he may start today. */
    async state(userId: string): Promise<DataExportState> {
      await expire(userId);
      const [row, started] = await Promise.all([
        repo.latest(userId),
        repo.startedSince(userId, new Date(clock.now().getTime() - DAY_MS)),
      ]);
      return {
        export: row ? toExport(row) : null,
        startsLeftToday: Math.max(0, EXPORTS_PER_DAY - started),
      };
    },

    /**
     * Starts an export in the background; one at a time, EXPORTS_PER_DAY in a rolling 24 hours.
     * Progress counts the JSON files written (photos follow the last one).
     */
    async start(userId: string): Promise<DataExport> {
      const now = clock.now();
      await repo.failStale(new Date(now.getTime() - STALE_AFTER_MS), userId);
      const latest = await repo.latest(userId);
      if (latest?.status === 'running') throw exportRunning();
      if ((await repo.startedSince(userId, new Date(now.getTime() - DAY_MS))) >= EXPORTS_PER_DAY)
        throw new AppError(
          429,
          'EXPORT_LIMIT',
          `You can export your data ${EXPORTS_PER_DAY} times a day. Try again tomorrow.`,
        );
      const job = await repo.start(randomUUID(), userId, deps.parts.length, now);
      if (!job) throw exportRunning();
      try {
        await deps.jobs.send<ExportJob>(
          EXPORT_JOB,
          { exportId: job.id },
          { singletonKey: job.id, retryLimit: 2, retryDelaySeconds: 10 },
        );
      } catch (err) {
        await repo.fail(job.id, clock.now());
        throw err;
      }
      return toExport(job);
    },

    /** The ZIP, for him only (another member's id, an unknown one: 404) while the link lasts (410). */
    async download(userId: string, exportId: string): Promise<{ bytes: Buffer; name: string }> {
      const row = await repo.byId(exportId);
      if (!row || row.userId !== userId) throw exportGone();
      const view = toExport(row);
      if (view.status === 'expired') {
        await expire(userId);
        throw new AppError(
          410,
          'EXPORT_EXPIRED',
          'This download has expired. Request a new export.',
        );
      }
      if (view.status !== 'ready' || !row.storageKey) throw exportGone();
      const bytes = await storage.get(row.storageKey);
      if (!bytes) throw exportGone();
      const day = row.createdAt.toISOString().slice(0, 10);
      return { bytes, name: `blaze-data-${day}.zip` };
    },

    /** Waits for the exports this node is building. */
    async idle(): Promise<void> {
      while (running.size > 0) await Promise.allSettled([...running]);
    },

    sweep,

    /**
     * Deletes his account at once (decision 032), his password first: every session ends and his
     * sockets close, his stored files go (photos in every album, his exports), his messages stay in
     * the others' chats from 'Deleted member' with the content erased, then the account row, and
     * with it (foreign keys) his profile and everything that hangs from it.
     */
    async deleteAccount(
      member: { userId: string; email: string },
      password: string,
      ip: string,
    ): Promise<void> {
      const { userId, email } = member;
      if (!(await deps.auth.checkPassword(userId, email, password, ip)))
        throw new AppError(403, 'WRONG_PASSWORD', 'That password is not right. Try again.');
      await this.idle();
      await deps.auth.signOutEverywhere(userId);
      // Stored first, so a node that stops halfway through leaves the rest to another one.
      await deps.jobs.send<EraseJob>(
        ERASE_JOB,
        { userId },
        {
          singletonKey: userId,
          startAfter: new Date(clock.now().getTime() + ERASE_BACKSTOP_MS),
          retryDelaySeconds: 60,
        },
      );
      await erase({ userId });
    },
  };
}

export type AccountDataService = ReturnType<typeof accountDataService>;
