import type { DataMode, DataModeState } from '@blaze/contracts';
import type { Database } from '../../db/client.ts';
import { unauthorized } from '../../lib/errors.ts';
import { dataModesRepository } from './data-modes.repository.ts';

export {
  demoCountFor,
  demoHiddenFrom,
  demoHiddenProbe,
  demoRowVisibleTo,
  seesDemo,
} from './data-modes.repository.ts';

/**
 * A new member's data mode (decision 038): 'demo' on a server that seeded the demo community
 * (SEED_DEMO), so a newcomer on `npm start` sees a living app; 'production' otherwise.
 */
export const newMemberDataMode = (seedDemo: boolean): DataMode =>
  seedDemo ? 'demo' : 'production';

/** The member's data mode: his own setting, kept on his profile; the server decides what it shows. */
export function dataModesService(db: Database) {
  const repo = dataModesRepository(db);
  return {
    async get(userId: string): Promise<DataModeState> {
      const mode = await repo.modeOf(userId);
      if (!mode) throw unauthorized('Your profile could not be found. Please sign in again.');
      return { mode };
    },

    async set(userId: string, mode: DataMode): Promise<DataModeState> {
      if (!(await repo.setMode(userId, mode)))
        throw unauthorized('Your profile could not be found. Please sign in again.');
      return { mode };
    },
  };
}

export type DataModesService = ReturnType<typeof dataModesService>;
