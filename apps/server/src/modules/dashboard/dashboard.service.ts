import type { DashboardSummary } from '@blaze/contracts';
import type { DiscoveryService } from '../discovery/discovery.service.ts';
import type { EventsService } from '../events/events.service.ts';
import type { ProfilesService } from '../profiles/profiles.service.ts';

const LIST_SIZE = 6;

/**
 * The home screen's stat bar and member strips. Nearby, online, new and hotties count who is within the
 * nearby radius once the member has a location (everyone before); parties are the coming week's
 * parties within that radius.
 */
export function dashboardService(
  profiles: ProfilesService,
  discovery: DiscoveryService,
  events: EventsService,
) {
  return {
    async summary(viewerId: string): Promise<DashboardSummary> {
      const [counts, { onlineNow, newMembers }, parties] = await Promise.all([
        discovery.homeCounts(viewerId),
        profiles.memberStrips(viewerId, LIST_SIZE),
        events.partiesCount(viewerId),
      ]);
      return {
        counts: {
          nearby: counts.nearby,
          online: counts.online,
          favourites: counts.favourites,
          new: counts.new,
          parties,
          hotties: counts.hotties,
        },
        onlineNow,
        newMembers,
      };
    },
  };
}

export type DashboardService = ReturnType<typeof dashboardService>;
