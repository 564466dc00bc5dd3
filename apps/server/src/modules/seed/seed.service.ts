import { randomInt } from 'node:crypto';
import { createAvatar } from '@dicebear/core';
import { avataaars } from '@dicebear/collection';
import sharp from 'sharp';
import type { FastifyBaseLogger } from 'fastify';
import type { AuthService } from '../auth/auth.service.ts';
import type { MediaStorage } from '../media/media.service.ts';
import type { PhotosService } from '../photos/photos.service.ts';
import type { ProfilesService } from '../profiles/profiles.service.ts';
import { DEMO_CITIES, DEMO_MEMBERS, type DemoCity } from './demo-members.ts';

const BACKGROUNDS = [
  'ff2d87',
  '9b87f5',
  '2dd4bf',
  'f59e0b',
  '38bdf8',
  'f472b6',
  'a3e635',
  'fb7185',
];
const HAIR = [
  'shortFlat',
  'shortRound',
  'shortWaved',
  'theCaesar',
  'theCaesarAndSidePart',
  'sides',
  'shortCurly',
  'dreads01',
  'frizzle',
  'shaggy',
  'fro',
] as const;
const NATURAL_HAIR = ['2c1b18', '4a312c', '724133', 'a55728', 'b58143', 'd6b370', 'e8e1e1'];
const DAY_MS = 24 * 3600 * 1000;

/** Up to ~8 km from the city centre, so members spread over a city rather than stack on one point. */
function scatter(c: DemoCity): { lat: number; lng: number } {
  const r = randomInt(500, 8000) / 1000 / 111;
  const a = (randomInt(0, 360) * Math.PI) / 180;
  return {
    lat: c.lat + r * Math.sin(a),
    lng: c.lng + (r * Math.cos(a)) / Math.cos((c.lat * Math.PI) / 180),
  };
}

async function avatarWebp(seed: string, index: number): Promise<Buffer> {
  const svg = createAvatar(avataaars, {
    seed,
    size: 512,
    backgroundColor: [BACKGROUNDS[index % BACKGROUNDS.length]!],
    top: [HAIR[index % HAIR.length]!],
    facialHairProbability: index % 3 === 0 ? 0 : 70,
    facialHairColor: NATURAL_HAIR,
    hairColor: NATURAL_HAIR,
    accessoriesProbability: 15,
    mouth: ['smile', 'default', 'twinkle'],
    eyes: ['default', 'happy', 'wink', 'squint'],
    eyebrows: ['default', 'defaultNatural', 'raisedExcited', 'upDown'],
  }).toString();
  return sharp(Buffer.from(svg)).resize(512, 512).webp({ quality: 82 }).toBuffer();
}

/** Seeds the demo community once, on first start with the embedded database (SEED_DEMO). */
export function seedService(deps: {
  auth: AuthService;
  profiles: ProfilesService;
  photos: PhotosService;
  /** Public storage: only to clear the avatar files older seeds kept outside the albums. */
  storage: MediaStorage;
  log: FastifyBaseLogger;
}) {
  /** His generated avatar, uploaded as his main public photo like any member's. */
  async function giveAvatar(userId: string, username: string): Promise<void> {
    const index = Math.max(
      0,
      DEMO_MEMBERS.findIndex((m) => m.username === username),
    );
    await deps.photos.upload(userId, 'public', await avatarWebp(username, index), { main: true });
  }

  /**
   * Every demo member without a main photo gets his avatar: a new one, one whose seeding was cut short,
   * and one seeded before the profile stored photo ids (his avatar file lay outside the albums, which
   * migration 0010 could not turn into a photo; that old file goes).
   */
  async function giveMissingAvatars(): Promise<number> {
    const missing = await deps.profiles.demoMembersWithoutAvatar();
    // Two at a time: drawing one leaves the other core to encode the last.
    for (let i = 0; i < missing.length; i += 2)
      await Promise.all(
        missing.slice(i, i + 2).map(async (m) => {
          await giveAvatar(m.id, m.username);
          await deps.storage.remove(`demo/${m.id}/avatar.webp`);
        }),
      );
    return missing.length;
  }

  return {
    async seedDemoMembers(): Promise<number> {
      // Resumable: a start interrupted mid-seed finishes the community on the next start.
      if ((await deps.profiles.demoMemberCount()) >= DEMO_MEMBERS.length) {
        const given = await giveMissingAvatars();
        if (given > 0) deps.log.info({ given }, 'gave demo members their avatars as public photos');
        return 0;
      }
      const started = Date.now();
      let created = 0;
      for (const [i, m] of DEMO_MEMBERS.entries()) {
        const city = DEMO_CITIES.find((c) => c.city === m.city) ?? DEMO_CITIES[0]!;
        const createdAt = new Date(Date.now() - randomInt(0, 21) * DAY_MS - randomInt(0, DAY_MS));
        const userId = await deps.auth.createDemoUser(
          `${m.username.replace(/\./g, '_')}@demo.blaze.invalid`,
          m.displayName,
          createdAt,
        );
        if (await deps.profiles.getOwn(userId)) continue;
        const online = i % 5 !== 1 && i % 5 !== 3;
        const point = scatter(city);
        const now = new Date();
        const row = {
          id: userId,
          username: m.username,
          displayName: m.displayName,
          fullName: m.displayName,
          bio: m.bio,
          age: m.age,
          latitude: point.lat,
          longitude: point.lng,
          city: city.city,
          country: city.country,
          locationUpdatedAt: now,
          isOnline: online,
          lastActive: online ? now : new Date(now.getTime() - randomInt(1, 48) * 3600 * 1000),
          tribe: m.tribe,
          bodyType: m.bodyType,
          sexualPosition: m.sexualPosition,
          intent: m.intent,
          lookingFor: m.lookingFor,
          height: m.height,
          pronouns: m.pronouns,
          interests: m.interests,
          profileType: 'dating',
          isDemo: true,
          createdAt,
          updatedAt: now,
        };
        await deps.profiles.insertSeed(row);
        created++;
      }
      await giveMissingAvatars();
      deps.log.info({ created, ms: Date.now() - started }, 'seeded demo members');
      return created;
    },
  };
}
