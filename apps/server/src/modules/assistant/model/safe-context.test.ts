import { describe, expect, it } from 'vitest';
import {
  MemberProfileSchema,
  NearbyMemberSchema,
  OwnProfileSchema,
  type MemberProfile,
  type NearbyMember,
  type OwnProfile,
} from '@blaze/contracts';
import { membersForModel, redactText, safeFreeText, safeMember } from './safe-context.ts';

const ID = 'Xq3vT9kLmN2pR7sW4yZ1bC6dF8gH0jK5';

/** Every value here that is sensitive; none may reach the model. */
const SECRET = {
  email: 'sebastian.private@mail.example',
  lat: 52.520008,
  lng: 13.404954,
  city: 'Kreuzberg',
  visitingFrom: 'Rotterdam',
  distance: '750 m',
  hiv: 'positive',
  prep: 'on-prep-daily',
  tested: '2026-03-14',
  sti: 'sti-transparent-yes',
  kink: 'Chastity',
  kinkId: 'chastity',
  drug: 'chem-friendly',
  position: 'vers-bottom',
  healthTag: 'undetectable-tag',
  consent: 'ask-first-boundary',
  lastActive: '2026-11-26T10:05:00.000Z',
  avatar: '/media/avatar-secret.webp',
};

const nearby: NearbyMember = NearbyMemberSchema.parse({
  id: ID,
  username: 'seb_31',
  displayName: 'Sebastian',
  age: 31,
  avatarUrl: SECRET.avatar,
  isOnline: true,
  profileType: 'dating',
  tribe: 'Jock',
  bodyType: 'athletic',
  isVerified: true,
  distance: SECRET.distance,
  area: { lat: SECRET.lat, lng: SECRET.lng },
  lastActive: SECRET.lastActive,
  isFavourite: true,
  isNew: false,
  visitingFrom: SECRET.visitingFrom,
  isBoosted: false,
});

const profile: MemberProfile = MemberProfileSchema.parse({
  ...nearby,
  city: SECRET.city,
  bio: `Designer, loves dogs and techno. HIV ${SECRET.hiv} and on PrEP. Write me at ${SECRET.email}!`,
  photos: [SECRET.avatar],
  country: 'Germany',
  pronouns: 'he/him',
  intent: ['funny', 'romantic'],
  height: 182,
  weight: 78,
  sexualPosition: [SECRET.position],
  lookingFor: ['dating', 'friends', 'not-a-catalogue-value'],
  interests: ['music', 'travel', SECRET.kinkId],
  whatImInto: `${SECRET.kink} and more`,
  kinks: [{ id: SECRET.kinkId, label: SECRET.kink, category: 'Power Exchange', shared: true }],
  health: { hivStatus: SECRET.hiv, onPrep: SECRET.prep, lastTested: SECRET.tested },
  isCreator: true,
  creatorTagline: 'Techno nights, dog days',
  likeCount: 3,
  likedByMe: true,
  isMatch: true,
  isMe: false,
});

const own: OwnProfile = OwnProfileSchema.parse({
  id: ID,
  username: 'seb_31',
  fullName: 'Sebastian Secretsurname',
  displayName: 'Sebastian',
  bio: 'Designer, loves dogs and techno.',
  age: 31,
  avatarUrl: SECRET.avatar,
  latitude: SECRET.lat,
  longitude: SECRET.lng,
  city: SECRET.city,
  country: 'Germany',
  isOnline: true,
  lastActive: SECRET.lastActive,
  locationVisible: true,
  hideDistance: false,
  locationSource: 'device',
  locationUpdatedAt: SECRET.lastActive,
  profileCompletionPercentage: 80,
  photos: [SECRET.avatar],
  interests: ['music'],
  profileType: 'dating',
  pronouns: null,
  intent: [],
  height: 182,
  weight: 78,
  bodyType: 'athletic',
  tribe: null,
  eyeColour: 'green',
  ethnicity: null,
  dickLength: 'secret-length',
  dickGirth: 'secret-girth',
  holeTightness: 'secret-tightness',
  sexualPosition: [SECRET.position],
  sexualStyle: ['secret-style'],
  kinksFetishes: { [SECRET.kinkId]: 'yes' },
  drugChem: SECRET.drug,
  consentBoundaries: SECRET.consent,
  hivStatus: SECRET.hiv,
  onPrep: SECRET.prep,
  lastTested: SECRET.tested,
  stiTransparency: SECRET.sti,
  healthTags: [SECRET.healthTag],
  profileImages: [],
  privateImages: [],
  premiumImages: [],
  privacySettings: { email: SECRET.email },
  verificationStatus: 'verified',
  manualProfile: null,
  whatImInto: SECRET.kink,
  lookingFor: ['dating'],
  preferences: { homeCity: SECRET.city },
  isCreator: false,
  creatorTagline: null,
  createdAt: SECRET.lastActive,
  updatedAt: SECRET.lastActive,
});

const leaks = (value: unknown) => {
  const text = JSON.stringify(value).toLowerCase();
  return Object.values(SECRET).filter((s) => text.includes(String(s).toLowerCase()));
};

describe('safeMember: only allow-listed fields reach the model', () => {
  it('a nearby card keeps its name, age, online state and tags; no distance, area, city or last seen', () => {
    const safe = safeMember(nearby);
    expect(safe).toEqual({
      id: ID,
      name: 'Sebastian',
      username: 'seb_31',
      age: 31,
      online: true,
      verified: true,
      bodyType: 'athletic',
      tribe: 'Jock',
      favourite: true,
    });
    expect(leaks(safe)).toEqual([]);
  });

  it("another member's profile: no health, kinks, position, e-mail or place, even in his bio", () => {
    const safe = safeMember(profile);
    expect(safe).toEqual({
      id: ID,
      name: 'Sebastian',
      username: 'seb_31',
      age: 31,
      online: true,
      verified: true,
      bodyType: 'athletic',
      tribe: 'Jock',
      pronouns: 'he/him',
      interests: ['music', 'travel'],
      lookingFor: ['dating', 'friends'],
      tones: ['funny', 'romantic'],
      headline: 'Techno nights, dog days',
      bio: 'Designer, loves dogs and techno. Write me at [e-mail]!',
      favourite: true,
      match: true,
    });
    expect(leaks(safe)).toEqual([]);
  });

  it('his own profile: none of his health, kinks, drugs, body details, coordinates, city or full name', () => {
    const safe = safeMember(own);
    expect(Object.keys(safe).sort()).toEqual(
      [
        'age',
        'bio',
        'bodyType',
        'id',
        'interests',
        'lookingFor',
        'name',
        'online',
        'username',
      ].sort(),
    );
    expect(leaks(safe)).toEqual([]);
    expect(JSON.stringify(safe)).not.toMatch(/secret|green|height|weight/i);
  });

  it('a field added to a shape later stays out', () => {
    const safe = safeMember({ ...nearby, homeAddress: 'Oranienstraße 1', email: SECRET.email });
    expect(safe).toEqual(safeMember(nearby));
  });

  it('checks each type: a wrong type, an odd id or an age out of range is dropped', () => {
    expect(
      safeMember({
        id: 'user@example.com',
        displayName: 42,
        username: 'pat',
        age: 12,
        isOnline: 'yes',
        bodyType: 'pos-bottom',
        interests: 'music',
      }),
    ).toEqual({ name: 'pat', username: 'pat' });
    expect(safeMember({})).toEqual({});
  });

  it('membersForModel: one line a member, nothing sensitive', () => {
    const text = membersForModel([nearby, profile, own]);
    expect(text.split('\n')).toHaveLength(3);
    expect(leaks(text)).toEqual([]);
    expect(membersForModel([])).toBe('No members found.');
  });
});

describe('safeFreeText: a member’s bio for the model', () => {
  it.each([
    ['Vers top, into chastity. Love hiking.', 'Love hiking.'],
    ['Neg on PrEP, tested monthly. Coffee first!', 'Coffee first!'],
    ['No chems, no PnP. Music nerd.', 'Music nerd.'],
    ['U=U and proud! Dog dad.', 'Dog dad.'],
    ['Designer, loves dogs and techno', 'Designer, loves dogs and techno'],
  ])('%s -> %s', (bio, expected) => {
    expect(safeFreeText(bio, 400)).toBe(expected);
  });

  it('nothing left is nothing; a long bio is cut with an ellipsis', () => {
    expect(safeFreeText('HIV neg. On PrEP.', 400)).toBeUndefined();
    const cut = safeFreeText('Music. '.repeat(100), 40)!;
    expect(cut.length).toBeLessThanOrEqual(40);
    expect(cut.endsWith('…')).toBe(true);
  });

  it('does not drop words that only contain an off-limits one', () => {
    expect(safeFreeText('Stopping by Berlin. Domestic bliss. Subway rides.', 400)).toBe(
      'Stopping by Berlin. Domestic bliss. Subway rides.',
    );
  });
});

describe('redactText: what he typed, before it goes to the model', () => {
  it.each([
    ['mail me at sam.smith+blaze@mail.example.com please', 'mail me at [e-mail] please'],
    ['SAM@EXAMPLE.ORG', '[e-mail]'],
    ["I'm at 52.5200, 13.4050 now", "I'm at [location] now"],
    ['meet at -33.8688,151.2093', 'meet at [location]'],
    ['https://maps.example.com/@52.52,13.40,15z', 'https://maps.example.com/@[location],15z'],
    ['geo:52.520008,13.404954', '[location]'],
    [`52°31'12"N 13°24'36"E is home`, '[location] is home'],
    ['lat: 52.5200 and lng=13.4050', '[location] and [location]'],
    ['52.52 N, 13.40 E', '[location]'],
    ['call +49 30 1234 5678', 'call [phone]'],
  ])('%s', (input, expected) => {
    expect(redactText(input)).toBe(expected);
  });

  it('leaves ordinary words and numbers alone', () => {
    for (const text of [
      "who's hot near me?",
      "I'm 31, 1.82 m and 78 kg",
      'find guys aged 25-35 within 5 km',
      'write me an ice breaker for Sebastian',
      'The party is at 22.30 on 12.12.',
      'price 49.99',
    ])
      expect(redactText(text)).toBe(text);
  });
});
