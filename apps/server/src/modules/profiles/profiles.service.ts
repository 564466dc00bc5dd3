import type {
  BuilderDraft,
  CreatorCard,
  CreatorProfile,
  LikeState,
  MemberCard,
  MemberProfile,
  OwnProfile,
  PostAuthor,
  ProfileText,
  SocialSettings,
  ProfileUpdate,
  DataMode,
} from '@blaze/contracts';
import { cityByName, PrivacySettingsSchema } from '@blaze/contracts';
import type { Database } from '../../db/client.ts';
import type { ProfileRow } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { BlocksService } from '../blocks/blocks.service.ts';
import { lastActiveOf } from '../presence/presence.service.ts';
import { profileCompletion } from './profile-completion.ts';
import {
  toMemberCard,
  toMemberProfile,
  toOwnProfile,
  toPostAuthor,
  type PhotoUrl,
} from './profiles.mapper.ts';
import {
  profilesRepository,
  type LocationChange,
  type NewProfile,
  type ProfileChanges,
} from './profiles.repository.ts';
import { defaultUsername } from './username.ts';

/** A profile type as the contract names it ('dating' for anything unknown). */
export { profileType } from './profiles.mapper.ts';
export type { PhotoUrl } from './profiles.mapper.ts';

/** Where a member is, as he stored it: for the discovery and events modules' rules. */
export type MemberLocation = Pick<
  ProfileRow,
  | 'latitude'
  | 'longitude'
  | 'publicCells'
  | 'recentLocations'
  | 'city'
  | 'country'
  | 'locationUpdatedAt'
  | 'locationSource'
  | 'publicLat'
  | 'publicLng'
  | 'roamingUntil'
>;

export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}

const profileUnavailable = () => notFound("This profile isn't available.");

function countryOf(city: string | null | undefined): string | null {
  return city ? (cityByName(city)?.country ?? null) : null;
}

/** Told when a like makes a match (the activity module records it for the member liked first). */
export type MatchListener = (likerId: string, likedId: string) => Promise<void>;

/** Told when a member was shown another's profile (the profile-views module records it: Viewed Me). */
export type ViewListener = (viewerId: string, viewedId: string) => void;

export function profilesService(
  db: Database,
  blocks: BlocksService,
  photoUrl: PhotoUrl,
  onMatch: MatchListener = async () => {},
  onViewed: ViewListener = () => undefined,
) {
  const repo = profilesRepository(db);

  /** Writes changes and keeps profile_completion_percentage true to the filled fields. */
  async function write(userId: string, changes: ProfileChanges): Promise<ProfileRow> {
    const row = await repo.update(userId, changes);
    if (!row) throw profileUnavailable();
    const percent = profileCompletion(row);
    if (percent === row.profileCompletionPercentage) return row;
    return (await repo.update(userId, { profileCompletionPercentage: percent })) ?? row;
  }

  /**
   * The target as the viewer may reach him (presence as others see it): 404 when missing or blocked
   * either way.
   */
  async function visibleTarget(viewerId: string, targetId: string): Promise<ProfileRow> {
    const target = await repo.findMemberVisibleTo(viewerId, targetId);
    if (!target) throw profileUnavailable();
    return target;
  }

  async function profileAsSeenBy(viewerId: string, targetId: string): Promise<MemberProfile> {
    const target = await visibleTarget(viewerId, targetId);
    const viewer = viewerId === targetId ? target : await repo.findById(viewerId);
    if (!viewer) throw profileUnavailable();
    const [likes, isFavourite] = await Promise.all([
      repo.likeState(viewerId, targetId),
      repo.isFavourite(viewerId, targetId),
    ]);
    return toMemberProfile(target, viewer, photoUrl, { ...likes, isFavourite });
  }

  /** Another member the viewer may reach; acting on oneself is a 400. */
  async function otherReachable(viewerId: string, targetId: string, selfMessage: string) {
    if (viewerId === targetId) throw new AppError(400, 'BAD_REQUEST', selfMessage);
    return visibleTarget(viewerId, targetId);
  }

  async function locationOf(userId: string): Promise<MemberLocation | null> {
    const row = await repo.findById(userId);
    if (!row) return null;
    return {
      latitude: row.latitude,
      longitude: row.longitude,
      publicCells: row.publicCells,
      recentLocations: row.recentLocations,
      city: row.city,
      country: row.country,
      locationUpdatedAt: row.locationUpdatedAt,
      locationSource: row.locationSource,
      publicLat: row.publicLat,
      publicLng: row.publicLng,
      roamingUntil: row.roamingUntil,
    };
  }

  async function pickUsername(requested: string | undefined): Promise<string> {
    if (requested) {
      if (await repo.usernameExists(requested)) throw usernameTaken();
      return requested;
    }
    for (let attempt = 0; attempt < 10; attempt++) {
      const candidate = defaultUsername();
      if (!(await repo.usernameExists(candidate))) return candidate;
    }
    throw new Error('could not generate a free username');
  }

  return {
    /** Refuses a taken username before an account is created for it. */
    async assertUsernameFree(username: string): Promise<void> {
      if (await repo.usernameExists(username)) throw usernameTaken();
    },

    /** Sign-up creates the profile: default username when none, profile_type 'dating'. */
    async createForNewMember(input: {
      userId: string;
      username?: string;
      displayName?: string;
      online: boolean;
      /** His data mode (decision 038); the column's default, 'production', when not given. */
      dataMode?: DataMode;
    }): Promise<OwnProfile> {
      const username = await pickUsername(input.username);
      const now = new Date();
      const values: NewProfile = {
        id: input.userId,
        username,
        displayName: input.displayName ?? null,
        profileType: 'dating',
        isOnline: input.online,
        ...(input.dataMode ? { dataMode: input.dataMode } : {}),
        lastActive: now,
        createdAt: now,
        updatedAt: now,
      };
      try {
        const row = await repo.insert(values);
        return toOwnProfile(row, photoUrl);
      } catch (err) {
        if (isUniqueViolation(err)) throw usernameTaken();
        throw err;
      }
    },

    /** Inserts a fully formed profile (demo seeding), with its completion computed here. */
    async insertSeed(values: NewProfile): Promise<void> {
      const row = await repo.insert(values);
      await repo.setCompletion(row.id, profileCompletion(row));
    },

    demoMemberCount: () => repo.demoMemberCount(),
    demoMemberIds: () => repo.demoMemberIds(),
    makeDemoCreators: (ids: string[]) => repo.makeCreators(ids, 'Fresh content every week'),

    /** His data export (decision 032): the members he likes (username, display name, when). */
    likesGivenBy(userId: string) {
      return repo.likesGivenBy(userId);
    },

    async getOwn(userId: string): Promise<OwnProfile | null> {
      const row = await repo.findById(userId);
      return row ? toOwnProfile(row, photoUrl) : null;
    },

    /** The home screen's member strips: who is online now, and the newest members. */
    async memberStrips(viewerId: string, listSize: number) {
      const [online, newest] = await Promise.all([
        repo.listOnline(viewerId, listSize),
        repo.listNewest(viewerId, listSize),
      ]);
      return {
        onlineNow: online.map((r) => toMemberCard(r, photoUrl)),
        newMembers: newest.map((r) => toMemberCard(r, photoUrl)),
      };
    },

    async updateOwn(userId: string, update: ProfileUpdate): Promise<OwnProfile> {
      const current = await repo.findById(userId);
      if (!current) throw profileUnavailable();
      const { privacySettings, city, ...rest } = update;
      const changes: ProfileChanges = { ...rest } as ProfileChanges;
      if (city !== undefined) {
        changes.city = city || null;
        changes.country = countryOf(city);
      }
      if (privacySettings) {
        changes.privacySettings = PrivacySettingsSchema.parse({
          ...current.privacySettings,
          ...privacySettings,
        });
      }
      return toOwnProfile(await write(userId, changes), photoUrl);
    },

    /** Spec section 3, 'on save from the builder'. */
    async saveBuilder(userId: string, draft: BuilderDraft, text: ProfileText): Promise<OwnProfile> {
      const current = await repo.findById(userId);
      if (!current) throw profileUnavailable();
      const row = await write(userId, {
        displayName: draft.name || current.displayName,
        age: draft.age,
        city: draft.location || null,
        country: countryOf(draft.location),
        intent: draft.intent,
        bodyType: draft.bodyType,
        sexualPosition: draft.sexualPosition,
        interests: draft.interests,
        kinksFetishes: draft.kinksFetishes,
        hivStatus: draft.hivStatus,
        onPrep: draft.onPrep,
        healthTags: [],
        height: draft.height,
        lookingFor: draft.lookingFor,
        bio: text.aboutMe,
        whatImInto: text.whatImInto || null,
        manualProfile: {
          about_me: text.aboutMe,
          what_im_into: text.whatImInto,
          looking_for: text.lookingFor,
        },
        privacySettings: PrivacySettingsSchema.parse({
          ...current.privacySettings,
          healthVisibility: draft.showHealth ? 'everyone' : 'nobody',
        }),
        preferences: {
          preferredAges: draft.preferredAges,
          preferredBodyTypes: draft.preferredBodyTypes,
          preferredPositions: draft.preferredPositions,
        },
      });
      return toOwnProfile(row, photoUrl);
    },

    async viewProfile(viewerId: string, targetId: string): Promise<MemberProfile> {
      const profile = await profileAsSeenBy(viewerId, targetId);
      if (viewerId !== targetId) onViewed(viewerId, targetId);
      return profile;
    },

    /**
     * His profile as this viewer may see it, without counting a view (the assistant reads it to
     * draft an opener; he has not opened the profile).
     */
    profileFor: (viewerId: string, targetId: string) => profileAsSeenBy(viewerId, targetId),

    async setLike(viewerId: string, targetId: string, liked: boolean): Promise<LikeState> {
      await otherReachable(viewerId, targetId, "You can't like your own profile.");
      if (liked) await repo.like(viewerId, targetId);
      else await repo.unlike(viewerId, targetId);
      const state = await repo.likeState(viewerId, targetId);
      if (liked && state.likedByMe && state.likesMe) await onMatch(viewerId, targetId);
      return {
        liked: state.likedByMe,
        likeCount: state.likeCount,
        matched: state.likedByMe && state.likesMe,
      };
    },

    /** For other modules: refuses (404) a member the viewer may not reach. */
    async assertReachable(viewerId: string, targetId: string): Promise<void> {
      await visibleTarget(viewerId, targetId);
    },

    /** The same for acting on another member (a favourite, a pass); oneself is a 400. */
    async assertOtherReachable(viewerId: string, targetId: string, selfMessage: string) {
      await otherReachable(viewerId, targetId, selfMessage);
    },

    /** Members named by @username (lower-case names), for mentions. */
    idsByUsernames: (names: string[]) => repo.idsByUsernames(names),

    async cardsByIds(ids: string[]): Promise<Map<string, MemberCard>> {
      const rows = await repo.findByIds(ids);
      return new Map(rows.map((r) => [r.id, toMemberCard(r, photoUrl)]));
    },

    /** Author lines for posts and comments, by id. */
    async authorsByIds(ids: string[]): Promise<Map<string, PostAuthor>> {
      const rows = await repo.findByIds([...new Set(ids)]);
      return new Map(rows.map((r) => [r.id, toPostAuthor(r, photoUrl)]));
    },

    /** A creator card for Feed: the n-th creator he may see (wrapping round), or null. */
    async creatorCard(viewerId: string, n: number): Promise<CreatorCard | null> {
      const rows = await repo.listCreators(viewerId, 20, 0);
      const row = rows.length ? rows[n % rows.length] : undefined;
      return row ? { member: toMemberCard(row, photoUrl), tagline: row.creatorTagline } : null;
    },

    /** His feed settings: explicit posts unblurred, the stories row off. */
    async socialSettings(userId: string): Promise<SocialSettings> {
      const row = await repo.findById(userId);
      if (!row) throw profileUnavailable();
      return { showExplicit: row.showExplicit, storiesRowOff: row.storiesRowOff };
    },

    async updateSocialSettings(userId: string, changes: Partial<SocialSettings>) {
      const row = await repo.update(userId, changes);
      if (!row) throw profileUnavailable();
      return { showExplicit: row.showExplicit, storiesRowOff: row.storiesRowOff };
    },

    /** His creator profile (the creators module holds its rules). */
    async creatorProfile(userId: string): Promise<CreatorProfile> {
      const row = await repo.findById(userId);
      if (!row) throw profileUnavailable();
      return { isCreator: row.isCreator, tagline: row.creatorTagline };
    },

    async setCreatorProfile(
      userId: string,
      changes: { isCreator: boolean; tagline?: string | null },
    ): Promise<CreatorProfile> {
      const row = await repo.update(userId, {
        isCreator: changes.isCreator,
        ...(changes.tagline !== undefined ? { creatorTagline: changes.tagline } : {}),
      });
      if (!row) throw profileUnavailable();
      return { isCreator: row.isCreator, tagline: row.creatorTagline };
    },

    /**
     * Cards for chat headers: the card plus 'last active' (to five minutes, only while offline). Members
     * blocked either way are left out.
     */
    async chatCards(
      viewerId: string,
      ids: string[],
    ): Promise<Map<string, MemberCard & { lastActive: string | null }>> {
      const [rows, blocked] = await Promise.all([
        repo.findByIds(ids),
        blocks.blockedAmong(viewerId, ids),
      ]);
      return new Map(
        rows
          .filter((r) => !blocked.has(r.id))
          .map((r) => [r.id, { ...toMemberCard(r, photoUrl), lastActive: lastActiveOf(r) }]),
      );
    },

    /** Whether `memberId` has shown interest in `otherId` (a like or a favourite): not a stranger. */
    knows: (memberId: string, otherId: string) => repo.likesOrFavourites(memberId, otherId),

    /** Called by the photos module when the public album or the main photo changes: ids, in album order. */
    async setPublicPhotos(
      userId: string,
      photoIds: string[],
      avatarPhotoId: string | null,
    ): Promise<OwnProfile> {
      return toOwnProfile(await write(userId, { photoIds, avatarPhotoId }), photoUrl);
    },

    /**
     * The verification module's word on his badge (decision 029): 'verified' or 'unverified'. Nothing
     * else writes verification_status; the builder and the profile edit refuse it.
     */
    async setVerified(userId: string, verified: boolean): Promise<void> {
      await repo.update(userId, { verificationStatus: verified ? 'verified' : 'unverified' });
    },

    /** Whether his badge shows (the messaging module's verified-only rule asks). */
    async isVerified(userId: string): Promise<boolean> {
      return (await repo.findById(userId))?.verificationStatus === 'verified';
    },

    /** His main photo's id (the photos module marks it), or null. */
    async avatarPhotoId(userId: string): Promise<string | null> {
      return (await repo.findById(userId))?.avatarPhotoId ?? null;
    },

    demoMembersWithoutAvatar: () => repo.demoMembersWithoutAvatar(),

    /** Where a public photo of his is served from (lists built elsewhere map his avatar with it). */
    photoUrl,

    /** The member's own stored points (for the discovery module's public-point rule); 404 without a profile. */
    async locationState(userId: string): Promise<MemberLocation> {
      const location = await locationOf(userId);
      if (!location) throw profileUnavailable();
      return location;
    },

    /** The same, or null without a profile. */
    locationOf,

    /**
     * Stores a new location; answers where he now is as his own view shows it. `homeCity` (the listed
     * city near the new true point) is his 'Visiting from' while he roams.
     */
    async setLocation(userId: string, values: LocationChange, homeCity: string | null = null) {
      const row = await repo.setLocation(userId, values, homeCity);
      return row && { city: row.city, country: row.country, locationVisible: row.locationVisible };
    },

    async setPublicPoint(
      userId: string,
      values: Pick<NewProfile, 'publicLat' | 'publicLng' | 'publicCells'>,
    ): Promise<void> {
      await repo.update(userId, values);
    },

    /** Roam (discovery's rule, decision 022): his public point on a city's centre; false when already roaming. */
    async startRoam(
      userId: string,
      values: {
        publicLat: number;
        publicLng: number;
        roamingUntil: Date;
        roamHomeCity: string | null;
      },
      now: Date,
    ): Promise<boolean> {
      return (await repo.startRoam(userId, values, now)) !== null;
    },

    /** His roam is over: back on his own public point; false when he was not roaming. */
    endRoam: (userId: string, home: Pick<NewProfile, 'publicLat' | 'publicLng' | 'publicCells'>) =>
      repo.endRoam(userId, home),

    lapsedRoamers: (now: Date, limit: number) => repo.lapsedRoamers(now, limit),
    nextRoamEnd: () => repo.nextRoamEnd(),

    /** Members with an exact point but no public point yet (discovery's backfill). */
    withoutPublicPoint: async (limit: number) => await repo.withoutPublicPoint(limit),

    /** The start-up renaming by public points (discovery's rule, decision 008). */
    deviceCellNames: () => repo.deviceCellNames(),
    nameCells: (cells: Parameters<typeof repo.nameCells>[0]) => repo.nameCells(cells),
    deviceRoamers: () => repo.deviceRoamers(),
    nameRoamer: (id: string, home: { city: string | null; country: string | null }) =>
      repo.nameRoamer(id, home),
  };
}

export type ProfilesService = ReturnType<typeof profilesService>;

const usernameTaken = () =>
  new AppError(409, 'USERNAME_TAKEN', 'That username is taken. Try another one.');
