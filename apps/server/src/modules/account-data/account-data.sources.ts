import { EXPORT_FILES } from '@blaze/contracts';
import type { AssistantService } from '../assistant/assistant.service.ts';
import type { DiscoveryService } from '../discovery/discovery.service.ts';
import type { EntitlementsService } from '../entitlements/entitlements.service.ts';
import type { EventsService } from '../events/events.service.ts';
import type { FollowsService } from '../follows/follows.service.ts';
import type { MarketplaceService } from '../marketplace/marketplace.service.ts';
import type { MessagingService } from '../messaging/messaging.service.ts';
import type { PaymentsService } from '../payments/payments.service.ts';
import type { PhotosService } from '../photos/photos.service.ts';
import type { PlacesService } from '../places/places.service.ts';
import type { PostsService } from '../posts/posts.service.ts';
import type { ProfilesService } from '../profiles/profiles.service.ts';
import type { SafetyService } from '../safety/safety.service.ts';
import type { ServicesService } from '../services/services.service.ts';
import type { StoriesService } from '../stories/stories.service.ts';

/** One JSON file of an export: its name in the ZIP and how his data for it is read. */
export type ExportPart = { file: string; read: (userId: string) => Promise<unknown> };

/** A photo of his as stored, for the export's photos/ folder. */
export type ExportPhoto = {
  id: string;
  album: string;
  createdAt: string;
  read: () => Promise<Buffer | null>;
};

/** What the export reads, each through its module's service (app.ts passes them). */
export type ExportSources = {
  profiles: Pick<ProfilesService, 'getOwn' | 'socialSettings' | 'likesGivenBy'>;
  messaging: Pick<MessagingService, 'settings' | 'exportOf'>;
  photos: Pick<PhotosService, 'myAlbums' | 'exportFiles'>;
  posts: Pick<PostsService, 'exportOf'>;
  stories: Pick<StoriesService, 'ofMember'>;
  follows: Pick<FollowsService, 'list'>;
  discovery: Pick<DiscoveryService, 'favourites'>;
  places: Pick<PlacesService, 'myCheckIn'>;
  events: Pick<EventsService, 'exportOf'>;
  marketplace: Pick<MarketplaceService, 'mine'>;
  services: Pick<ServicesService, 'mine' | 'settings'>;
  payments: Pick<PaymentsService, 'orders'>;
  entitlements: Pick<EntitlementsService, 'summary'>;
  safety: Pick<SafetyService, 'listBlocked' | 'reportsFiledBy'>;
  assistant: Pick<AssistantService, 'exportOf'>;
};

/** Another member as his lists show him: the names only (never an id, a place, an age or a photo). */
const named = (m: { username: string; displayName: string | null }) => ({
  username: m.username,
  displayName: m.displayName,
});

/** Every page of one of his follow lists. */
async function allFollows(
  follows: ExportSources['follows'],
  userId: string,
  which: 'followers' | 'following',
) {
  const members: Array<{ username: string; displayName: string | null }> = [];
  let cursor: string | undefined;
  for (let page = 0; page < 200; page += 1) {
    const got = await follows.list(userId, userId, which, cursor);
    members.push(...got.members.map(named));
    if (!got.nextCursor) break;
    cursor = got.nextCursor;
  }
  return members;
}

/** The JSON files of an export, in the order they are written (decision 032). */
export function exportParts(s: ExportSources): ExportPart[] {
  return [
    { file: EXPORT_FILES.profile, read: (id) => s.profiles.getOwn(id) },
    {
      file: EXPORT_FILES.settings,
      read: async (id) => ({
        messages: await s.messaging.settings(id),
        social: await s.profiles.socialSettings(id),
        services: await s.services.settings(id),
      }),
    },
    {
      file: EXPORT_FILES.photos,
      read: async (id) => {
        const albums = await s.photos.myAlbums(id);
        const files = await s.photos.exportFiles(id);
        return {
          files: files.map((f) => ({
            file: `photos/${f.album}/${f.id}.jpg`,
            album: f.album,
            addedAt: f.createdAt,
          })),
          albumAccess: albums.grants.map((g) => ({
            username: g.username,
            displayName: g.displayName,
            grantedAt: g.grantedAt,
            expiresAt: g.expiresAt,
          })),
        };
      },
    },
    { file: EXPORT_FILES.posts, read: async (id) => (await s.posts.exportOf(id)).posts },
    { file: EXPORT_FILES.comments, read: async (id) => (await s.posts.exportOf(id)).comments },
    {
      file: EXPORT_FILES.likes,
      read: async (id) => ({
        posts: (await s.posts.exportOf(id)).liked,
        members: await s.profiles.likesGivenBy(id),
      }),
    },
    {
      file: EXPORT_FILES.stories,
      read: async (id) =>
        (await s.stories.ofMember(id, id)).stories.map((st) => ({
          id: st.id,
          text: st.text,
          createdAt: st.createdAt,
          expiresAt: st.expiresAt,
          viewCount: st.viewCount,
        })),
    },
    {
      file: EXPORT_FILES.follows,
      read: async (id) => ({
        following: await allFollows(s.follows, id, 'following'),
        followers: await allFollows(s.follows, id, 'followers'),
      }),
    },
    {
      file: EXPORT_FILES.favourites,
      read: async (id) => (await s.discovery.favourites(id)).members.map(named),
    },
    { file: EXPORT_FILES.checkIns, read: (id) => s.places.myCheckIn(id) },
    { file: EXPORT_FILES.events, read: (id) => s.events.exportOf(id) },
    {
      file: EXPORT_FILES.listings,
      read: async (id) => ({
        active: await s.marketplace.mine(id, 'active'),
        sold: await s.marketplace.mine(id, 'sold'),
      }),
    },
    { file: EXPORT_FILES.serviceListings, read: (id) => s.services.mine(id) },
    {
      file: EXPORT_FILES.purchases,
      read: async (id) => ({
        orders: await s.payments.orders(id),
        entitlements: await s.entitlements.summary(id),
      }),
    },
    {
      file: EXPORT_FILES.blocks,
      read: async (id) =>
        (await s.safety.listBlocked(id)).map((b) => ({ ...named(b), blockedAt: b.blockedAt })),
    },
    { file: EXPORT_FILES.reports, read: (id) => s.safety.reportsFiledBy(id) },
    { file: EXPORT_FILES.messages, read: (id) => s.messaging.exportOf(id) },
    { file: EXPORT_FILES.assistant, read: (id) => s.assistant.exportOf(id) },
  ];
}
