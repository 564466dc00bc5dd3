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
  CITIES,
  NEARBY_DEFAULT_RADIUS_KM,
  PROFILE_COMPLETE_PERCENT,
  PrivacySettingsSchema,
} from '@blaze/contracts';
import type { Database } from '../../db/client.ts';
import type { ProfileRow } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { BlocksService } from '../blocks/blocks.service.ts';
import { profileCompletion } from './profile-completion.ts';
import { toMemberCard, toMemberProfile, toOwnProfile } from './profiles.mapper.ts';
import { profiles as profilesTable } from '../../db/schema.ts';
import { profilesRepository, type NewProfile, type ProfileChanges } from './profiles.repository.ts';
import { defaultUsername } from './username.ts';

const NEW_MEMBER_DAYS = 7;

export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}

const profileUnavailable = () => notFound("This profile isn't available.");

function countryOf(city: string | null | undefined): string | null {
  if (!city) return null;
  return CITIES.find((c) => c.name.toLowerCase() === city.trim().toLowerCase())?.country ?? null;
}

export function profilesService(db: Database, blocks: BlocksService) {
  const repo = profilesRepository(db);

  /** Writes changes and keeps profile_completion_percentage true to the filled fields. */
  async function write(userId: string, changes: ProfileChanges): Promise<ProfileRow> {
    const row = await repo.update(userId, changes);
    if (!row) throw profileUnavailable();
    const percent = profileCompletion(row);
    if (percent === row.profileCompletionPercentage) return row;
    return (await repo.update(userId, { profileCompletionPercentage: percent })) ?? row;
  }

  /** The target as the viewer may reach him: 404 when missing or blocked either way. */
  async function visibleTarget(viewerId: string, targetId: string): Promise<ProfileRow> {
    const target = await repo.findById(targetId);
    if (
      !target ||
      (viewerId !== targetId && (await blocks.isBlockedEitherWay(viewerId, targetId)))
    ) {
      throw profileUnavailable();
    }
    return target;
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
        return toOwnProfile(row);
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
      return row ? toOwnProfile(row) : null;
    },

    /** Sign-in marks the member online and active; sign-out marks him offline. */
    setPresence(userId: string, online: boolean): Promise<void> {
      return repo.setPresence(userId, online, new Date());
    },

    async dashboard(viewerId: string, listSize: number) {
      const since = new Date(Date.now() - NEW_MEMBER_DAYS * 24 * 3600 * 1000);
      const visible = blocks.notBlockedWith(viewerId, profilesTable.id);
      const viewer = await repo.findById(viewerId);
      const [counts, online, newest, nearby] = await Promise.all([
        repo.counts(viewerId, visible, since, PROFILE_COMPLETE_PERCENT),
        repo.listOnline(viewerId, visible, listSize),
        repo.listNewest(viewerId, visible, listSize),
        viewer?.latitude != null && viewer.longitude != null
          ? repo.nearbyCount({
              viewerId,
              lat: viewer.latitude,
              lng: viewer.longitude,
              radiusM: NEARBY_DEFAULT_RADIUS_KM * 1000,
              minAge: 18,
              maxAge: 99,
              types: undefined,
              onlineOnly: false,
              visible,
            })
          : Promise.resolve(null),
      ]);
      const cards = (rows: ProfileRow[]): MemberCard[] => rows.map(toMemberCard);
      return { counts: { ...counts, nearby }, onlineNow: cards(online), newMembers: cards(newest) };
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
      return toOwnProfile(await write(userId, changes));
    },

    /** Spec section 3, 'on save from the builder'. */
    async saveBuilder(userId: string, draft: BuilderDraft, text: ProfileText): Promise<OwnProfile> {
      const kinks = draft.kinks.filter((id) => draft.kinkPreferences[id]?.interested !== false);
      const general = Object.fromEntries(
        kinks.map((id) => [id, draft.kinkPreferences[id]?.matchOnly ? 'match-only' : 'both']),
      );
      const height = Number.parseInt(draft.height, 10);
      const current = await repo.findById(userId);
      if (!current) throw profileUnavailable();
      const row = await write(userId, {
        displayName: draft.name || current.displayName,
        age: draft.age,
        city: draft.location || null,
        country: countryOf(draft.location),
        intent: draft.intent,
        bodyType: draft.bodyType,
        sexualPosition: draft.position,
        tags: draft.interests,
        kinksFetishes: { general },
        sexualStyle: kinks,
        hivStatus: draft.hivStatus,
        onPrep: draft.onPrep,
        healthTags: [],
        height: Number.isFinite(height) && height >= 120 && height <= 230 ? height : null,
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
      return toOwnProfile(row);
    },

    async viewProfile(viewerId: string, targetId: string): Promise<MemberProfile> {
      const target = await visibleTarget(viewerId, targetId);
      const viewer = viewerId === targetId ? target : await repo.findById(viewerId);
      if (!viewer) throw profileUnavailable();
      return toMemberProfile(target, viewer, await repo.likeState(viewerId, targetId));
    },

    async setLike(viewerId: string, targetId: string, liked: boolean): Promise<LikeState> {
      if (viewerId === targetId)
        throw new AppError(400, 'BAD_REQUEST', "You can't like your own profile.");
      await visibleTarget(viewerId, targetId);
      if (liked) await repo.like(viewerId, targetId);
      else await repo.unlike(viewerId, targetId);
      const state = await repo.likeState(viewerId, targetId);
      return { liked: state.likedByMe, likeCount: state.likeCount };
    },

    /** For other modules: refuses (404) a member the viewer may not reach. */
    async assertReachable(viewerId: string, targetId: string): Promise<void> {
      await visibleTarget(viewerId, targetId);
    },

    async cardsByIds(ids: string[]): Promise<Map<string, MemberCard>> {
      const rows = await repo.findByIds(ids);
      return new Map(rows.map((r) => [r.id, toMemberCard(r)]));
    },

    /** Called by the photos module when the public album or the main photo changes. */
    async setPublicPhotos(
      userId: string,
      urls: string[],
      avatarUrl: string | null,
    ): Promise<OwnProfile> {
      return toOwnProfile(await write(userId, { photos: urls, profileImages: urls, avatarUrl }));
    },

    /** The member's own stored points (for the discovery module's public-point rule). */
    async locationState(userId: string) {
      const row = await repo.findById(userId);
      if (!row) throw profileUnavailable();
      return row;
    },

    setLocation: (userId: string, values: Parameters<typeof repo.setLocation>[1]) =>
      repo.setLocation(userId, values),

    nearby(viewerId: string, q: Omit<Parameters<typeof repo.nearby>[0], 'viewerId' | 'visible'>) {
      return repo.nearby({
        ...q,
        viewerId,
        visible: blocks.notBlockedWith(viewerId, profilesTable.id),
      });
    },
  };
}

export type ProfilesService = ReturnType<typeof profilesService>;

const usernameTaken = () =>
  new AppError(409, 'USERNAME_TAKEN', 'That username is taken. Try another one.');
