import type {
  BuilderDraft,
  LikeState,
  MemberCard,
  MemberProfile,
  OwnProfile,
  ProfileText,
  ProfileUpdate,
} from '@blaze/contracts';
import {
  cityByName,
  NEARBY_DEFAULT_RADIUS_KM,
  newMemberSince,
  PROFILE_COMPLETE_PERCENT,
  PrivacySettingsSchema,
} from '@blaze/contracts';
import type { Database } from '../../db/client.ts';
import type { ProfileRow } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { Point } from '../../lib/geo.ts';
import { groupCommit } from '../../lib/group-commit.ts';
import type { BlocksService } from '../blocks/blocks.service.ts';
import { profileCompletion } from './profile-completion.ts';
import {
  lastActiveOf,
  toMemberCard,
  toMemberProfile,
  toNearbyMember,
  toOwnProfile,
  type PhotoUrl,
} from './profiles.mapper.ts';
import { profiles as profilesTable } from '../../db/schema.ts';
import {
  profilesRepository,
  type MemberListRow,
  type NearbyFilter,
  type NearbySearch,
  type NewProfile,
  type ProfileChanges,
} from './profiles.repository.ts';
import { defaultUsername } from './username.ts';

const FAVOURITES_MAX = 500;
type AroundQuery = Omit<NearbyFilter, 'viewerId' | 'visible'>;

export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}

const profileUnavailable = () => notFound("This profile isn't available.");

function countryOf(city: string | null | undefined): string | null {
  return city ? (cityByName(city)?.country ?? null) : null;
}

export function profilesService(db: Database, blocks: BlocksService, photoUrl: PhotoUrl) {
  const repo = profilesRepository(db, (viewer) => blocks.notBlockedWith(viewer, profilesTable.id));
  const presenceListeners = new Set<PresenceListener>();
  const presenceChanged = (userId: string, online: boolean) => {
    for (const listener of presenceListeners) listener(userId, online);
  };

  // Presence changes that arrive while one is being written go together in the next statement: after
  // a node dies, hundreds of apps reconnect to this one within a second. One member's changes stay in
  // order (the same member waits for the next batch).
  const presence = groupCommit<{ id: string; online: boolean }, boolean | null>({
    write: (items) => repo.setPresence(items, new Date()),
    key: (item) => item.id,
    concurrency: 1,
    maxBatch: 200,
    // A profile row held by another transaction (an edit, the sweeper) must not hold up every member.
    stallMs: 250,
    stalledConcurrency: 4,
    // Connects arrive one per event-loop turn: gather them, a few milliseconds matter to nobody here.
    lingerMs: 5,
  });

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
    const target = await repo.findMemberById(targetId);
    if (
      !target ||
      (viewerId !== targetId && (await blocks.isBlockedEitherWay(viewerId, targetId)))
    ) {
      throw profileUnavailable();
    }
    return target;
  }

  /** Another member the viewer may reach; acting on oneself is a 400. */
  async function otherReachable(viewerId: string, targetId: string, selfMessage: string) {
    if (viewerId === targetId) throw new AppError(400, 'BAD_REQUEST', selfMessage);
    return visibleTarget(viewerId, targetId);
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
    }): Promise<OwnProfile> {
      const username = await pickUsername(input.username);
      const now = new Date();
      const values: NewProfile = {
        id: input.userId,
        username,
        displayName: input.displayName ?? null,
        profileType: 'dating',
        isOnline: input.online,
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

    async getOwn(userId: string): Promise<OwnProfile | null> {
      const row = await repo.findById(userId);
      return row ? toOwnProfile(row, photoUrl) : null;
    },

    /** Sign-in marks the member online and active; sign-out marks him offline. */
    async setPresence(userId: string, online: boolean): Promise<void> {
      const was = await presence.add({ id: userId, online });
      if (was !== null && was !== online) presenceChanged(userId, online);
    },

    /** Members connected to this node: still here, so the presence sweeper leaves them online. */
    touchOnline: (ids: string[]) => repo.touchOnline(ids, new Date()),

    /** Called (on this node) whenever a member goes online or offline; the realtime layer listens. */
    onPresenceChange(listener: PresenceListener): () => void {
      presenceListeners.add(listener);
      return () => presenceListeners.delete(listener);
    },

    async dashboard(viewerId: string, listSize: number) {
      const visible = blocks.notBlockedWith(viewerId, profilesTable.id);
      const viewer = await repo.findById(viewerId);
      const [counts, favourites, online, newest] = await Promise.all([
        repo.counts({
          viewerId,
          visible,
          newSince: newMemberSince(),
          completeAt: PROFILE_COMPLETE_PERCENT,
          around:
            viewer?.latitude != null && viewer.longitude != null
              ? {
                  lat: viewer.latitude,
                  lng: viewer.longitude,
                  radiusM: NEARBY_DEFAULT_RADIUS_KM * 1000,
                }
              : null,
        }),
        repo.favouritesCount(viewerId, visible),
        repo.listOnline(viewerId, visible, listSize),
        repo.listNewest(viewerId, visible, listSize),
      ]);
      const cards = (rows: ProfileRow[]): MemberCard[] =>
        rows.map((r) => toMemberCard(r, photoUrl));
      return {
        counts: { ...counts, favourites },
        onlineNow: cards(online),
        newMembers: cards(newest),
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
      const target = await visibleTarget(viewerId, targetId);
      const viewer = viewerId === targetId ? target : await repo.findById(viewerId);
      if (!viewer) throw profileUnavailable();
      const [likes, isFavourite] = await Promise.all([
        repo.likeState(viewerId, targetId),
        repo.isFavourite(viewerId, targetId),
      ]);
      return toMemberProfile(target, viewer, photoUrl, { ...likes, isFavourite });
    },

    async setLike(viewerId: string, targetId: string, liked: boolean): Promise<LikeState> {
      await otherReachable(viewerId, targetId, "You can't like your own profile.");
      if (liked) await repo.like(viewerId, targetId);
      else await repo.unlike(viewerId, targetId);
      const state = await repo.likeState(viewerId, targetId);
      return {
        liked: state.likedByMe,
        likeCount: state.likeCount,
        matched: state.likedByMe && state.likesMe,
      };
    },

    /** The star: private to the member who sets it. */
    async setFavourite(viewerId: string, targetId: string, on: boolean): Promise<boolean> {
      await otherReachable(viewerId, targetId, "You can't favourite your own profile.");
      await repo.setFavourite(viewerId, targetId, on);
      return on;
    },

    /** Swiped left: he leaves my swipe deck until I start over. */
    async pass(viewerId: string, targetId: string): Promise<void> {
      await otherReachable(viewerId, targetId, "You can't pass on your own profile.");
      await repo.pass(viewerId, targetId);
    },

    clearPasses: (viewerId: string) => repo.clearPasses(viewerId),

    favourites: (viewerId: string) =>
      repo.listFavourites(
        viewerId,
        blocks.notBlockedWith(viewerId, profilesTable.id),
        FAVOURITES_MAX,
      ),

    /** For other modules: refuses (404) a member the viewer may not reach. */
    async assertReachable(viewerId: string, targetId: string): Promise<void> {
      await visibleTarget(viewerId, targetId);
    },

    async cardsByIds(ids: string[]): Promise<Map<string, MemberCard>> {
      const rows = await repo.findByIds(ids);
      return new Map(rows.map((r) => [r.id, toMemberCard(r, photoUrl)]));
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

    /** His main photo's id (the photos module marks it), or null. */
    async avatarPhotoId(userId: string): Promise<string | null> {
      return (await repo.findById(userId))?.avatarPhotoId ?? null;
    },

    demoMembersWithoutAvatar: () => repo.demoMembersWithoutAvatar(),

    /** The member's own stored points (for the discovery module's public-point rule). */
    async locationState(userId: string) {
      const row = await repo.findById(userId);
      if (!row) throw profileUnavailable();
      return row;
    },

    setLocation: (userId: string, values: Parameters<typeof repo.setLocation>[1]) =>
      repo.setLocation(userId, values),

    setPublicPoint: (
      userId: string,
      values: Pick<NewProfile, 'publicLat' | 'publicLng' | 'publicCells'>,
    ) => repo.update(userId, values),

    withoutPublicPoint: (limit: number) => repo.withoutPublicPoint(limit),

    /** A listed member as this viewer may see him (rounded distance, map cell, hidden age). */
    listedMember: (row: MemberListRow, viewer: Point | null, now: number, metres?: number) =>
      toNearbyMember(row, photoUrl, viewer, now, metres),
    /** 'Last active' as members may see it (rounded; none while online). */
    lastActiveOf,

    nearby(viewerId: string, q: Omit<NearbySearch, 'viewerId'>) {
      return repo.nearby({ ...q, viewerId });
    },

    aroundStats(
      viewerId: string,
      q: AroundQuery,
      ageBands: ReadonlyArray<{ min: number; max: number }>,
    ) {
      return repo.aroundStats(
        { ...q, viewerId, visible: blocks.notBlockedWith(viewerId, profilesTable.id) },
        ageBands,
        newMemberSince(),
      );
    },

    /** Presence: the open app keeps a member online; silence for `afterMs` turns him offline. */
    async markStaleOffline(afterMs: number): Promise<number> {
      const ids = await repo.markStaleOffline(new Date(Date.now() - afterMs));
      for (const id of ids) presenceChanged(id, false);
      return ids.length;
    },
  };
}

export type ProfilesService = ReturnType<typeof profilesService>;
export type PresenceListener = (userId: string, online: boolean) => void;

const usernameTaken = () =>
  new AppError(409, 'USERNAME_TAKEN', 'That username is taken. Try another one.');
