import { sql, type AnyColumn, type Placeholder, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { blocks } from '../../db/schema.ts';
import { blocksRepository } from './blocks.repository.ts';

/**
 * The one block table every feature honours. Other modules ask `isBlockedEitherWay` before showing
 * anything, and add `notBlockedWith(viewer, column)` to their list queries.
 */
export function blocksService(db: Database) {
  const repo = blocksRepository(db);
  return {
    block: (blockerId: string, blockedId: string) => repo.insert(blockerId, blockedId),
    unblock: (blockerId: string, blockedId: string) => repo.remove(blockerId, blockedId),
    isBlockedEitherWay: (a: string, b: string) => repo.eitherWay(a, b),
    listBlockedBy: (blockerId: string) => repo.listByBlocker(blockerId),
    blockedAmong: (viewerId: string, ids: string[]) => repo.among(viewerId, ids),

    /** A SQL condition: the member in `column` and the viewer have not blocked each other. */
    notBlockedWith(viewerId: string | Placeholder, column: AnyColumn): SQL {
      return sql`not exists (select 1 from ${blocks} where (${blocks.blockerId} = ${viewerId} and ${blocks.blockedId} = ${column}) or (${blocks.blockerId} = ${column} and ${blocks.blockedId} = ${viewerId}))`;
    },
  };
}

export type BlocksService = ReturnType<typeof blocksService>;
