import type {
  BodyType,
  BuilderDraft,
  LookingFor,
  Position,
  ProfileText,
  Tone,
} from '@blaze/contracts';
import { KINKS, TEXT_SECTION_MAX } from '@blaze/contracts';
import {
  capitalize,
  fitSentences,
  introduce,
  listText,
  memberText,
  sentences,
  type Build,
  type IntroStyle,
  type Person,
} from '../../lib/phrasing.ts';

/** What may leave the builder for text generation: no health fields, no 'match only' kinks. */
export type WriterInput = Omit<
  BuilderDraft,
  'hivStatus' | 'onPrep' | 'showHealth' | 'kinksFetishes'
> & {
  /** The kinks he shows to everyone, in the order he ticked them. */
  kinks: string[];
};

export function writerInput(draft: BuilderDraft): WriterInput {
  const { hivStatus: _h, onPrep: _p, showHealth: _s, kinksFetishes, ...rest } = draft;
  const kinks = Object.entries(kinksFetishes.general)
    .filter(([, sharing]) => sharing === 'both')
    .map(([id]) => id);
  return { ...rest, kinks };
}

type Rng = () => number;

const BUILDS: Record<BodyType, Build> = {
  slim: { adjective: 'slim' },
  average: { of: 'average build' },
  athletic: { adjective: 'athletic' },
  muscular: { adjective: 'muscular' },
  bear: { noun: 'bear' },
  cub: { noun: 'cub' },
};

/** The body types he likes, as the guys he likes: 'slim or athletic guys', 'bears'. */
function typesText(types: readonly BodyType[], conj: 'and' | 'or'): string {
  const adjectives = types
    .filter((t) => t !== 'bear' && t !== 'cub')
    .map((t) => (t === 'average' ? 'average-build' : t));
  const nouns = types.filter((t) => t === 'bear' || t === 'cub').map((t) => `${t}s`);
  const guys = adjectives.length ? `${listText(adjectives, conj)} guys` : '';
  return listText([guys, ...nouns], 'and');
}

const POSITION_WORDS: Record<Exclude<Position, 'oral'>, string> = {
  top: 'a top',
  bottom: 'a bottom',
  'vers-top': 'a vers top',
  'vers-bottom': 'a vers bottom',
  vers: 'vers',
  side: 'a side',
};

const PARTNER_WORDS: Record<Position, string> = {
  top: 'tops',
  bottom: 'bottoms',
  'vers-top': 'vers tops',
  'vers-bottom': 'vers bottoms',
  vers: 'vers guys',
  side: 'sides',
  oral: 'guys who love oral',
};

const LOOKING_WORDS: Record<LookingFor, string> = {
  hookup: 'hookups',
  friends: 'new friends',
  dating: 'dates that go somewhere',
  networking: 'people to network with',
  group: 'group fun',
  travel: 'travel buddies',
};

const INTEREST_WORDS: Record<string, string> = {
  outdoors: 'the outdoors',
  culture: 'art and culture',
  circuit: 'circuit parties',
  drag: 'drag shows',
  sports: 'sport',
};

const KINK_WORDS: Record<string, string> = {
  'daddy-boy': 'daddy/boy play',
  'coach-athlete': 'coach/athlete play',
  handler: 'handler play',
  interrogation: 'interrogation play',
  stranger: 'stranger play',
  'massage-play': 'massage',
  wax: 'wax play',
  electro: 'electro play',
  outdoor: 'outdoor fun',
  sauna: 'saunas',
  group: 'group play',
  threesome: 'threesomes',
  jo: 'jerking off',
  alcohol: 'a few drinks',
};

/** Three of each per tone, so three options in one tone never share one. */
const OPENERS: Record<Tone, [string, string, string]> = {
  romantic: [
    'Hopeless romantic with a soft spot for long dinners.',
    'Still believe in butterflies on a first date.',
    'Looking for the kind of chemistry you feel across the room.',
  ],
  funny: [
    'Professional overthinker, amateur comedian.',
    'I put the "fun" in dysfunctional, mostly in a charming way.',
    'Will laugh at your jokes, even the bad ones. Especially the bad ones.',
  ],
  sexy: [
    'Confident, curious and not shy about what I like.',
    'Good energy, better hands.',
    "I know what I want and I'm not afraid to ask.",
  ],
  hookup: [
    'Straight to the point: here for a good time.',
    'Easy-going, discreet and up for fun.',
    'No games, just chemistry.',
  ],
  mysterious: [
    "There's more to me than a profile can tell.",
    'Ask the right questions and you might find out.',
    'Quiet at first, unforgettable after.',
  ],
  direct: ["I'll keep it simple.", 'No small talk needed.', 'Honest, upfront and easy to read.'],
};

const CLOSERS: Record<Tone, [string, string, string]> = {
  romantic: [
    'Say hi and tell me about your perfect Sunday.',
    "Let's start with coffee and see where it goes.",
    'Tell me the last thing that made you smile.',
  ],
  funny: [
    'Message me your worst pickup line; best one wins a drink.',
    'Bonus points if you can make me snort-laugh.',
    'Opening with a pun is the fastest way in.',
  ],
  sexy: ["If you like what you see, don't be shy.", 'Make the first move.', 'Say something bold.'],
  hookup: ['Hit me up if you are close by.', 'Online now? Say hey.', 'Free tonight? Let me know.'],
  mysterious: [
    'Curious? You know what to do.',
    'The first message decides everything.',
    'Make your first line count.',
  ],
  direct: ['Message me if we match.', 'If it fits, say hi.', 'Write me and we will see.'],
};

/** A line about the bedroom in each tone, one per option. */
const BEDROOM: Record<Tone, [string, string, string]> = {
  romantic: [
    'Kissing is non-negotiable.',
    'Slow and sweet beats rushed every time.',
    'Cuddles after are part of the deal.',
  ],
  funny: [
    'Snacks after, obviously.',
    'I laugh in bed, and that is a feature.',
    'Safe word: pineapple. Kidding, mostly.',
  ],
  sexy: [
    'I like to take my time and get it right.',
    'Confidence is the best turn-on.',
    'Eye contact does a lot for me.',
  ],
  hookup: [
    'Clean, discreet and respectful, and I expect the same.',
    'Quick chat, clear plans, good time.',
    'No drama, just good chemistry.',
  ],
  mysterious: [
    'Some things are better discovered than described.',
    'The rest I will tell you in person.',
    'Ask nicely and I might share more.',
  ],
  direct: [
    'Respect and clear communication matter to me.',
    'I say what I like, and I like hearing it back.',
    'Consent and honesty, always.',
  ],
};

/** mulberry32: neighbouring seeds (two clicks a second apart) still give unrelated numbers. */
function seeded(seed: number): Rng {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

/** The draft read once: member text mended, catalogue ids turned into words. */
function facts(input: WriterInput) {
  const roles = input.sexualPosition.filter((p): p is Exclude<Position, 'oral'> => p !== 'oral');
  const [minAge, maxAge] = input.preferredAges;
  const person: Person = {
    name: input.name,
    age: input.age,
    build: input.bodyType ? BUILDS[input.bodyType] : null,
    place: input.location,
  };
  return {
    person,
    about: memberText(input.about),
    interests: input.interests.slice(0, 4).map((i) => INTEREST_WORDS[i] ?? i),
    kinks: input.kinks
      .map((id) => {
        const kink = KINKS.find((k) => k.id === id);
        return kink ? (KINK_WORDS[id] ?? kink.label.toLowerCase()) : null;
      })
      .filter((l): l is string => Boolean(l))
      .slice(0, 6),
    roles: roles.map((p) => POSITION_WORDS[p]),
    oral: input.sexualPosition.includes('oral'),
    wants: input.lookingFor.map((l) => LOOKING_WORDS[l]),
    types: input.preferredBodyTypes,
    partners: input.preferredPositions.map((p) => PARTNER_WORDS[p]),
    ages: minAge !== 18 || maxAge !== 99 ? { minAge, maxAge } : null,
  };
}
type Facts = ReturnType<typeof facts>;

/**
 * The three angles. Each option gets its own sentence forms for every fact (form 0, 1 or 2), so no
 * sentence is shared between options, and its own lead: his words, his interests, what he wants.
 */
type Angle = 0 | 1 | 2;

/** The sentence form of one angle. */
function inForm(angle: Angle, forms: readonly [string, string, string]): string {
  return forms[angle];
}

function positionsLine(f: Facts, angle: Angle): string {
  const roles = listText(f.roles, 'or');
  if (!roles) {
    if (!f.oral) return '';
    return inForm(angle, ['Oral is my thing.', 'Big on oral.', 'Oral comes first for me.']);
  }
  if (angle === 0) return `I'm ${roles}${f.oral ? ', and big on oral' : ''}.`;
  if (angle === 1)
    return `Position-wise, I'm ${roles}${f.oral ? ', with a weakness for oral' : ''}.`;
  return `In bed I'm ${roles}${f.oral ? ' who loves oral' : ''}.`;
}

function kinksLine(f: Facts, angle: Angle): string {
  if (f.kinks.length === 0) return '';
  const list = listText(f.kinks);
  if (angle === 0) return `Into ${list}.`;
  if (angle === 1) return `Things I enjoy: ${list}.`;
  return `${capitalize(list)} ${f.kinks.length > 1 ? 'are' : 'is'} high on my list.`;
}

function interestsLine(f: Facts, angle: Angle): string {
  const list = listText(f.interests);
  if (angle === 1) {
    return list
      ? `Most of my free time goes to ${list}.`
      : 'Curious about most things and easy company.';
  }
  if (!list) return '';
  return angle === 0 ? `Outside the bedroom: ${list}.` : `Off the clock, it's ${list}.`;
}

function wantsLine(f: Facts, angle: Angle): string {
  const list = listText(f.wants);
  if (!list) {
    return inForm(angle, [
      'Open to seeing where things go.',
      'No fixed plan; the right chat decides.',
      'Not chasing anything in particular, just good company.',
    ]);
  }
  return inForm(angle, [
    `Here for ${list}.`,
    `What I'm after: ${list}.`,
    `Right now I'm looking for ${list}.`,
  ]);
}

function typeLine(f: Facts, angle: Angle): string {
  const ages = f.ages;
  if (angle === 0) {
    const types = typesText(f.types, 'or');
    const head = types ? `I have a thing for ${types}` : 'Type matters less than vibe';
    return `${head}${ages ? `, ideally ${ages.minAge} to ${ages.maxAge}` : ''}.`;
  }
  if (angle === 1) {
    const types = typesText(f.types, 'and');
    const head = types ? `Soft spot for ${types}` : 'Chemistry beats any checklist';
    return `${head}${ages ? `, aged ${ages.minAge} to ${ages.maxAge}` : ''}.`;
  }
  const types = typesText(f.types, 'and');
  const head = types
    ? `${capitalize(types)} catch my eye`
    : 'Any type is welcome if the vibe is right';
  return `${head}${ages ? `, especially between ${ages.minAge} and ${ages.maxAge}` : ''}.`;
}

function partnersLine(f: Facts, angle: Angle): string {
  if (f.partners.length === 0) return '';
  if (angle === 0) return `Extra points for ${listText(f.partners, 'or')}.`;
  if (angle === 1) return `Best match: ${listText(f.partners, 'or')}.`;
  return `${capitalize(listText(f.partners))} are especially welcome.`;
}

const INTRO: Record<Angle, IntroStyle> = { 0: 'plain', 1: 'first-person', 2: 'descriptive' };

/** A sentence as a reader compares it: case, punctuation and emoji set aside. */
function keyOf(sentence: string): string {
  return sentence
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

function writeOption(
  f: Facts,
  tone: Tone,
  angle: Angle,
  variant: Angle,
  taken: Set<string>,
): ProfileText {
  const opener = OPENERS[tone][variant];
  const closer = CLOSERS[tone][variant];
  const intro = introduce(f.person, INTRO[angle]);
  // Template sentences differ per option by construction; this also keeps his own words (which may
  // match a template, 'No games, just chemistry.') from appearing twice.
  const fit = (parts: Array<string | null>): string => {
    const fresh = parts.flatMap((p) => (p ? sentences(p) : [])).filter((s) => !taken.has(keyOf(s)));
    const text = fitSentences(fresh, TEXT_SECTION_MAX);
    for (const s of sentences(text)) taken.add(keyOf(s));
    return text;
  };

  const aboutMe =
    angle === 0
      ? fit([f.about || opener, intro, closer])
      : angle === 1
        ? fit([opener, interestsLine(f, 1), intro, closer])
        : fit([opener, wantsLine(f, 2), intro, closer]);

  const bedroom = BEDROOM[tone][variant];
  const whatImInto =
    angle === 2
      ? fit([kinksLine(f, 2), positionsLine(f, 2), bedroom, interestsLine(f, 2)])
      : angle === 1
        ? fit([positionsLine(f, 1), kinksLine(f, 1), bedroom])
        : fit([positionsLine(f, 0), kinksLine(f, 0), interestsLine(f, 0), bedroom]);

  const lookingFor =
    angle === 2
      ? fit([typeLine(f, 2), partnersLine(f, 2)])
      : fit([wantsLine(f, angle), typeLine(f, angle), partnersLine(f, angle)]);

  return { aboutMe, whatImInto, lookingFor };
}

/**
 * The built-in writer: three tone-aware texts from the draft, with no network at all. Option one leads
 * with his own words, option two with his interests, option three with what he is looking for; each
 * has its own opener, closer and sentence forms, so the three never share a sentence.
 */
export function writeProfiles(input: WriterInput, seed = Date.now()): ProfileText[] {
  const tones: Tone[] = input.intent.length ? input.intent : ['direct'];
  const start = Math.floor(seeded(seed)() * 3);
  const f = facts(input);
  const taken = new Set<string>();
  return ([0, 1, 2] as const).map((angle) =>
    writeOption(f, tones[angle % tones.length]!, angle, ((start + angle) % 3) as Angle, taken),
  );
}
