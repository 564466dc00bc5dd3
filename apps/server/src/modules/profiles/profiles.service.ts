import type { MemberCard, OwnProfile } from '@blaze/contracts';
import { PROFILE_COMPLETE_PERCENT } from '@blaze/contracts';
import type { Database } from '../../db/client.ts';
import type { ProfileRow } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { profileCompletion } from './profile-completion.ts';
import { toMemberCard, toOwnProfile } from './profiles.mapper.ts';
import { profilesRepository, type NewProfile } from './profiles.repository.ts';
import { defaultUsername } from './username.ts';

const NEW_MEMBER_DAYS = 7;

export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}

export function profilesService(db: Database) {
  const repo = profilesRepository(db);

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

    hasDemoMembers: () => repo.hasDemoMembers(),

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
      const [counts, online, newest] = await Promise.all([
        repo.counts(viewerId, since, PROFILE_COMPLETE_PERCENT),
        repo.listOnline(viewerId, listSize),
        repo.listNewest(viewerId, listSize),
      ]);
      const cards = (rows: ProfileRow[]): MemberCard[] => rows.map(toMemberCard);
      return { counts, onlineNow: cards(online), newMembers: cards(newest) };
    },

    completion: profileCompletion,
  };
}

export type ProfilesService = ReturnType<typeof profilesService>;

const usernameTaken = () =>
  new AppError(409, 'USERNAME_TAKEN', 'That username is taken. Try another one.');
