import type { BuilderDraft, ProfileText, Tone } from '@blaze/contracts';
import { KINKS } from '@blaze/contracts';

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

function listText(items: string[], conj = 'and'): string {
  if (items.length === 0) return '';
  if (items.length === 1) return items[0]!;
  return `${items.slice(0, -1).join(', ')} ${conj} ${items.at(-1)}`;
}

const POSITION_WORDS: Record<string, string> = {
  top: 'a top',
  bottom: 'a bottom',
  'vers-top': 'vers, leaning top',
  'vers-bottom': 'vers, leaning bottom',
  vers: 'vers',
  side: 'a side',
  oral: 'all about oral',
};

const LOOKING_WORDS: Record<string, string> = {
  hookup: 'hookups',
  friends: 'new friends',
  dating: 'dates that go somewhere',
  networking: 'people to network with',
  group: 'group fun',
  travel: 'travel buddies',
};

const OPENERS: Record<Tone, string[]> = {
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

const CLOSERS: Record<Tone, string[]> = {
  romantic: [
    'Say hi and tell me about your perfect Sunday.',
    "Let's start with coffee and see where it goes.",
  ],
  funny: [
    'Message me your worst pickup line; best one wins a drink.',
    'Bonus points if you can make me snort-laugh.',
  ],
  sexy: ["If you like what you see, don't be shy.", 'Make the first move.'],
  hookup: ['Hit me up if you are close by.', 'Online now? Say hey.'],
  mysterious: ['Curious? You know what to do.', 'The first message decides everything.'],
  direct: ['Message me if we match.', 'If it fits, say hi.'],
};

function seeded(seed: number): Rng {
  let s = seed >>> 0 || 1;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** The built-in writer: three varied, tone-aware texts from the draft, with no network at all. */
export function writeProfiles(input: WriterInput, seed = Date.now()): ProfileText[] {
  const tones: Tone[] = input.intent.length ? input.intent : ['direct'];
  const start = seeded(seed)();
  return [0, 1, 2].map((i) => {
    const tone = tones[i % tones.length]!;
    // Each option opens and closes differently, even when all three share one tone.
    const variant = <T>(list: readonly T[]) =>
      list[(Math.floor(start * list.length) + i) % list.length]!;
    const who = [
      input.age ? `${input.age}` : null,
      input.bodyType ? `${input.bodyType} guy` : 'guy',
      input.location ? `in ${input.location}` : null,
    ]
      .filter(Boolean)
      .join(' ');
    const interests = input.interests.slice(0, 4);
    const about = [
      variant(OPENERS[tone]),
      `${input.name ? `${input.name} here, ` : ''}${who.charAt(0).toUpperCase()}${who.slice(1)}.`,
      interests.length ? `You'll find me into ${listText(interests)}.` : '',
      input.about ? input.about : '',
      variant(CLOSERS[tone]),
    ]
      .filter(Boolean)
      .join(' ');

    const kinkLabels = input.kinks
      .map((id) => KINKS.find((k) => k.id === id)?.label.toLowerCase())
      .filter((l): l is string => Boolean(l))
      .slice(0, 5);
    const positions = input.sexualPosition.map((p) => POSITION_WORDS[p] ?? p);
    const into = [
      positions.length ? `I'm ${listText(positions, 'or')}.` : '',
      kinkLabels.length ? `Into ${listText(kinkLabels)}.` : '',
      interests.length && i === 2 ? `Outside the bedroom: ${listText(interests)}.` : '',
      tone === 'romantic'
        ? 'Kissing is non-negotiable.'
        : tone === 'funny'
          ? 'Snacks after, obviously.'
          : '',
    ]
      .filter(Boolean)
      .join(' ');

    const wants = input.lookingFor.map((l) => LOOKING_WORDS[l] ?? l);
    const [minAge, maxAge] = input.preferredAges;
    const types = input.preferredBodyTypes;
    const looking = [
      wants.length ? `Here for ${listText(wants)}.` : 'Open to seeing where things go.',
      types.length
        ? `I have a thing for ${listText(types, 'or')} guys`
        : 'Type matters less than vibe',
      minAge !== 18 || maxAge !== 99 ? `, ${minAge} to ${maxAge}.` : '.',
    ]
      .join(' ')
      .replace(' ,', ',');

    return {
      aboutMe: about.slice(0, 500),
      whatImInto: into.slice(0, 500),
      lookingFor: looking.slice(0, 500),
    };
  });
}
