import { BODY_TYPES, INTERESTS, LOOKING_FOR, TONES } from '@blaze/contracts';
import { mentionsHealth, withoutHealthWords } from './health-words.ts';

/**
 * What of a member may reach the configured model (decision 039). An allow-list: a field not named here
 * never leaves, so a field added to a card or a profile later stays out until someone adds it on purpose.
 * Never: sexual position, HIV, PrEP, testing, STI transparency, kinks, drugs, e-mail, coordinates, areas,
 * distances, cities (his own, another's, where he visits from), last-seen times, photos.
 */
export type SafeMember = {
  /** The member's id, so the model can name him in a tool call (it tells nothing about him). */
  id?: string;
  name?: string;
  /** His public @username, so the model can tell two of the same name apart. */
  username?: string;
  age?: number;
  online?: boolean;
  verified?: boolean;
  bodyType?: string;
  tribe?: string;
  pronouns?: string;
  interests?: string[];
  lookingFor?: string[];
  /** The tones he writes in (the profile's `intent`). */
  tones?: string[];
  headline?: string;
  bio?: string;
  favourite?: boolean;
  match?: boolean;
};

const LIMITS = { name: 60, tribe: 40, pronouns: 30, headline: 140, bio: 400 } as const;

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/gu;
/** Two decimal degrees with at least two decimals each ('52.5200, 13.4050', '@52.52,13.40,15z', 'geo:…'). */
const DECIMAL_PAIR =
  /(?:geo:)?[-+]?\d{1,3}\.\d{2,}(?:\s*°)?(?:\s*[NSns]\b)?\s*[,;/ ]\s*[-+]?\d{1,3}\.\d{2,}(?:\s*°)?(?:\s*[EWew]\b)?/g;
/** Degrees, minutes (and seconds): 52°31'12"N 13°24'E. */
const DMS_PAIR =
  /\d{1,3}\s*°\s*\d{1,2}\s*['′]\s*(?:\d{1,2}(?:\.\d+)?\s*(?:["″]|'')\s*)?[NSns]\s*,?\s*\d{1,3}\s*°\s*\d{1,2}\s*['′]\s*(?:\d{1,2}(?:\.\d+)?\s*(?:["″]|'')\s*)?[EWew]/g;
/** A lone labelled coordinate ('lat 52.5200', 'longitude: 13.40'). */
const LABELLED = /\b(?:lat(?:itude)?|lng|lon(?:g(?:itude)?)?)\s*[:=]?\s*[-+]?\d{1,3}\.\d+/gi;
/** A phone number: nine or more digits with the usual separators. */
const PHONE = /(?<![\w.])\+?\d(?:[\s().-]?\d){8,}(?![\w.])/g;

/**
 * Masks what he may have typed that the model must not read: e-mail addresses, coordinates (decimal or
 * degrees-minutes, map links included) and phone numbers. The rest of his words go as he wrote them.
 */
export function redactText(text: string): string {
  return text
    .replace(EMAIL, '[e-mail]')
    .replace(DMS_PAIR, '[location]')
    .replace(DECIMAL_PAIR, '[location]')
    .replace(LABELLED, '[location]')
    .replace(PHONE, '[phone]');
}

/**
 * What the model reads of words a member typed to the assistant, and of the assistant's stored replies
 * (which name other members): e-mails, places and phone numbers masked, and every health word in any
 * spelling (`health-words.ts`) taken out with a mark, so the sentence still reads.
 */
export function modelText(text: string): string {
  return withoutHealthWords(redactText(text), '[…]');
}

/**
 * Words that put a sentence of a member's own free text (his bio, his headline) off limits for the model,
 * beside every health word (`mentionsHealth`): drugs, sex and kink vocabulary. A crude net, on purpose: a
 * dropped sentence costs little.
 */
const OFF_LIMITS_WORDS = [
  // sex without a condom
  'bareback',
  'bb',
  'condoms?',
  // drugs
  'chems?',
  'chemsex',
  'pnp',
  'party\\s*(?:&|and|n)\\s*play',
  'tina',
  'meth',
  'ghb',
  'gbl',
  'mephedrone',
  'mdma',
  'cocaine',
  'ketamine',
  'poppers',
  'weed',
  'cannabis',
  // positions and kinks
  'tops?',
  'bottoms?',
  'vers(?:atile)?',
  'kinks?',
  'kinky',
  'fetish(?:es)?',
  'bdsm',
  'dom(?:inant)?',
  'subs?',
  'submissive',
  'bondage',
  'chastity',
  'fist(?:ing)?',
  'rimm?(?:ing)?',
  'breed(?:ing|er)?',
  'edging',
  'piss',
  'watersports',
  'scat',
  'humiliation',
  'spanking',
  'pup(?:\\s*play)?',
  'rubber',
  'latex',
  'electro',
  'cum',
  'gangbang',
  'orgy',
];
const OFF_LIMITS = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:${OFF_LIMITS_WORDS.join('|')})(?![\\p{L}\\p{N}])`,
  'iu',
);

/** Marks where a health word was, so its sentence goes (a private-use character no member types). */
const HEALTH_MARK = '\uE000';

/** A member's own free text for the model: sentences touching health, drugs or kinks dropped, the rest masked. */
export function safeFreeText(text: string, max: number): string | undefined {
  // Masked first: an e-mail address or a coordinate holds dots that would split it into 'sentences',
  // and so does 'H.I.V.': its piece is marked before the text is cut into sentences.
  const marked = withoutHealthWords(redactText(text).replace(/\s+/g, ' '), HEALTH_MARK);
  const sentences = marked.match(/[^.!?]+[.!?]*/g) ?? [];
  const out = sentences
    .map((s) => s.trim())
    .filter(
      (s) => s !== '' && !s.includes(HEALTH_MARK) && !OFF_LIMITS.test(s) && !mentionsHealth(s),
    )
    .join(' ');
  if (out === '') return undefined;
  return out.length <= max ? out : `${out.slice(0, max - 1).trimEnd()}…`;
}

/** A member id as the app makes them (better-auth's, or a UUID): letters, digits, '-' and '_'. */
const MEMBER_ID = /^[\w-]{8,64}$/;
const USERNAME = /^[\w.-]{2,40}$/;

const str = (v: unknown): string | undefined =>
  typeof v === 'string' && v.trim() !== '' ? v : undefined;
const bool = (v: unknown): boolean | undefined => (typeof v === 'boolean' ? v : undefined);
/** Only the catalogue's own values: a free-text tag could carry anything. */
const fromCatalogue = (v: unknown, catalogue: readonly string[]): string[] | undefined => {
  if (!Array.isArray(v)) return undefined;
  const picked = v.filter((x): x is string => typeof x === 'string' && catalogue.includes(x));
  return picked.length ? [...new Set(picked)] : undefined;
};
const short = (v: unknown, max: number): string | undefined => {
  const s = str(v);
  return s === undefined ? undefined : safeFreeText(s, max);
};

/**
 * A member (a nearby card, a member profile, his own profile, a row) as the model may see him: only the
 * allow-listed fields, each checked for its type, free text cleaned. Anything else is dropped.
 */
export function safeMember(member: object): SafeMember {
  const m = member as Record<string, unknown>;
  const out: SafeMember = {};
  if (typeof m.id === 'string' && MEMBER_ID.test(m.id)) out.id = m.id;
  // A health word in his name or his @username ('Dan HIV+', 'poz4poz_berlin') never goes with it.
  const username =
    typeof m.username === 'string' && USERNAME.test(m.username) && !mentionsHealth(m.username)
      ? m.username
      : undefined;
  const name =
    withoutHealthWords(redactText(str(m.displayName) ?? '')).slice(0, LIMITS.name) || username;
  if (name) out.name = name;
  if (username) out.username = username;
  if (typeof m.age === 'number' && Number.isInteger(m.age) && m.age >= 18 && m.age < 120)
    out.age = m.age;
  const online = bool(m.isOnline);
  if (online !== undefined) out.online = online;
  const verified = bool(m.isVerified);
  if (verified) out.verified = true;
  if (typeof m.bodyType === 'string' && (BODY_TYPES as readonly string[]).includes(m.bodyType))
    out.bodyType = m.bodyType;
  const tribe = short(m.tribe, LIMITS.tribe);
  if (tribe) out.tribe = tribe;
  const pronouns = short(m.pronouns, LIMITS.pronouns);
  if (pronouns) out.pronouns = pronouns;
  const interests = fromCatalogue(m.interests, INTERESTS);
  if (interests) out.interests = interests;
  const lookingFor = fromCatalogue(m.lookingFor, LOOKING_FOR);
  if (lookingFor) out.lookingFor = lookingFor;
  const tones = fromCatalogue(m.intent, TONES);
  if (tones) out.tones = tones;
  const headline = short(m.creatorTagline, LIMITS.headline);
  if (headline) out.headline = headline;
  const bio = short(m.bio, LIMITS.bio);
  if (bio) out.bio = bio;
  if (m.isFavourite === true) out.favourite = true;
  if (m.isMatch === true) out.match = true;
  return out;
}

/** Members for a tool's answer to the model: one JSON line each, only what `safeMember` lets through. */
export function membersForModel(members: readonly object[]): string {
  if (members.length === 0) return 'No members found.';
  return members.map((m) => JSON.stringify(safeMember(m))).join('\n');
}
