import type { DashboardSummary } from '@blaze/contracts';
import type { ProfilesService } from '../profiles/profiles.service.ts';

const LIST_SIZE = 6;

/** The home screen's stat bar and member strips. Counts whose feature is not built yet stay null. */
export function dashboardService(profiles: ProfilesService) {
  return {
    async summary(viewerId: string): Promise<DashboardSummary> {
      const { counts, onlineNow, newMembers } = await profiles.dashboard(viewerId, LIST_SIZE);
      return {
        counts: {
          nearby: counts.nearby,
          online: counts.online,
          favourites: null,
          new: counts.new,
          parties: null,
          hotties: counts.hotties,
        },
        onlineNow,
        newMembers,
      };
    },
  };
}

export type DashboardService = ReturnType<typeof dashboardService>;
