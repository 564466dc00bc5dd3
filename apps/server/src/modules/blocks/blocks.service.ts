import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  blockCountOf,
  blockedEitherWay,
  blockedEitherWayAt,
  blockedPairProbe,
  blocksRepository,
  restrictedNow,
  restrictedProbe,
} from './blocks.repository.ts';

/**
 * The block rule in SQL, for other modules' repositories: true when the two members (values,
 * placeholders or columns) have blocked each other, either way. Its one form (decision 007).
 */
export {
  blockCountOf,
  blockedEitherWay,
  blockedEitherWayAt,
  blockedPairProbe,
  restrictedNow,
  restrictedProbe,
};

/** A SQL condition for lists: the member in `member` (a column) and the viewer have not blocked each other. */
export const notBlockedWith = (viewer: unknown, member: unknown): SQL =>
  sql`not ${blockedEitherWay(viewer, member)}`;

/**
 * The one block table every feature honours. Other modules ask `isBlockedEitherWay` or `blockedAmong`
 * before showing anything, and add `notBlockedWith` / `blockedEitherWay` to their queries.
 */
export function blocksService(db: Database) {
  const repo = blocksRepository(db);
  return {
    block: (blockerId: string, blockedId: string) => repo.insert(blockerId, blockedId),
    unblock: (blockerId: string, blockedId: string) => repo.remove(blockerId, blockedId),
    isBlockedEitherWay: (a: string, b: string) => repo.eitherWay(a, b),
    listBlockedBy: async (blockerId: string) => await repo.listByBlocker(blockerId),
    /** Those of `ids` whom the member blocked or who blocked him. */
    blockedAmong: (memberId: string, ids: string[]) => repo.among(memberId, ids),
  };
}

export type BlocksService = ReturnType<typeof blocksService>;
