import type { AssistantType } from '@blaze/contracts';

/**
 * The built-in engine's intent detection (spec section 5): keywords in what he typed or said, extended
 * with simple phrasing variants and the other features' intents. Pure: no database, no network.
 */
export type Intent = { type: AssistantType; action: string; data: Record<string, unknown> };

/** A privacy switch the assistant can flip for him (after his yes). */
export const PRIVACY_SETTINGS = [
  'hideDistance',
  'locationVisible',
  'readReceipts',
  'typing',
  'lastSeen',
] as const;
export type PrivacySetting = (typeof PRIVACY_SETTINGS)[number];

/** Words after 'for', 'to' or 'message' that are not a member's name. */
const NOT_NAMES = new Set([
  'a',
  'an',
  'any',
  'anyone',
  'everyone',
  'guy',
  'guys',
  'he',
  'her',
  'him',
  'his',
  'me',
  'my',
  'myself',
  'one',
  'say',
  'send',
  'someone',
  'somebody',
  'that',
  'the',
  'them',
  'this',
  'you',
  'your',
  'reply',
  'message',
  'to',
  'for',
  'with',
  'at',
]);

const NAME = String.raw`@?([\p{L}][\p{L}\p{N}_.'-]{0,39})`;
const NAME_AFTER = [
  new RegExp(String.raw`\b(?:for|to|with|at)\s+${NAME}`, 'gu'),
  new RegExp(String.raw`\b(?:message|text|dm|msg|open(?:er)? (?:on|for))\s+${NAME}`, 'gu'),
];

/** Where the words he wants sent start ('… saying see you at 8'). */
const SEND_WORDS = /\b(?:saying|that says|to say|tell him|and say)\s+["“]?(.+?)["”]?\s*$/iu;

/** The member he names ('an ice breaker for Sebastian', 'opener for @seb', 'message Tom'), as typed. */
export function nameIn(text: string): string | null {
  // The words to send are not where his name is ('message Tom saying see you at eight').
  const head = text.replace(SEND_WORDS, '');
  const found = NAME_AFTER.flatMap((pattern) =>
    [...head.matchAll(pattern)].map((m) => ({
      at: m.index,
      name: m[1]!.replace(/[.'-]+$/u, ''),
    })),
  )
    .filter((m) => m.name && !NOT_NAMES.has(m.name.toLowerCase()))
    .sort((a, b) => a.at - b.at);
  return found[0]?.name ?? null;
}

/** The words he wants sent ('… saying see you at 8'). */
function wordsToSend(text: string): string | null {
  const m = SEND_WORDS.exec(text);
  return m ? m[1]!.trim() : null;
}

/** Lower case, curly quotes straightened, spaces collapsed. */
export function normalise(text: string): string {
  return text.toLowerCase().replace(/[’‘`]/g, "'").replace(/\s+/g, ' ').trim();
}

const has = (t: string, ...patterns: RegExp[]) => patterns.some((p) => p.test(t));

const OFF = /\b(off|disable|hide|stop|no more|turn off|switch off|don't show|do not show)\b/;
const ON = /\b(on|enable|show|turn on|switch on|start)\b/;

/** A privacy change in his words: which setting and its new value, or null when none is named. */
function privacyChange(t: string): { setting: PrivacySetting; value: boolean } | null {
  const off = OFF.test(t);
  const on = !off && ON.test(t);
  if (!off && !on) return null;
  if (/\bdistance\b/.test(t)) return { setting: 'hideDistance', value: off };
  if (/\blocation\b/.test(t)) return { setting: 'locationVisible', value: on };
  if (/\bread receipts?\b|\breceipts?\b/.test(t)) return { setting: 'readReceipts', value: on };
  if (/\btyping\b/.test(t)) return { setting: 'typing', value: on };
  if (/\b(last seen|online status|when i'm online|when i was online)\b/.test(t))
    return { setting: 'lastSeen', value: on };
  return null;
}

/** The tags of a tag search ('hot', 'sexy'). */
function tagsIn(t: string): string[] {
  return ['hot', 'sexy', 'cute', 'handsome'].filter((tag) => new RegExp(`\\b${tag}\\b`).test(t));
}

const NEARBY = /\b(near me|nearby|near by|around me|around here|close by|close to me|local)\b/;

/**
 * What he asks for, or null when nothing matches (the spec's generic reply then asks for specifics).
 * Order matters: the more specific intents come first ('a sexy reply' is messaging, not a search;
 * 'events near me' is events, not members).
 */
export function detectIntent(text: string): Intent | null {
  const t = normalise(text);
  if (!t) return null;
  const name = nameIn(text);
  const nameData = name ? { name } : {};

  // Personalization: persona and adult mode.
  if (has(t, /\badult mode\b/, /\bexplicit (mode|language)\b/))
    return {
      type: 'personalization',
      action: 'adult_mode',
      data: OFF.test(t) ? { value: false } : ON.test(t) ? { value: true } : {},
    };
  if (
    has(
      t,
      /\bpersona\b/,
      /\b(switch|change|talk|speak|sound) (to|like|as)\b.*\b(aussie|australian|cali|californian|host|wingman)\b/,
      /\b(be|use) (the )?(aussie|australian|cali|californian|host|wingman)\b/,
      /\bchange (your|the) voice\b/,
    )
  ) {
    const persona = /\b(cali|californian|host)\b/.test(t)
      ? 'cali'
      : /\b(aussie|australian|wingman)\b/.test(t)
        ? 'aussie'
        : null;
    return { type: 'personalization', action: 'persona', data: persona ? { persona } : {} };
  }

  // Messaging.
  if (
    has(
      t,
      /\bice ?breakers?\b/,
      /\bopen(er|ing line)s?\b/,
      /\bfirst message\b/,
      /\bpick ?up line\b/,
    )
  )
    return { type: 'messaging', action: 'ice_breaker', data: nameData };
  if (
    has(t, /\b(sexy|flirty|dirty|naughty|hot) (reply|response|answer|message|text)\b/, /\breply\b/)
  )
    return {
      type: 'messaging',
      action: 'sexy_reply',
      data: { ...nameData, explicit: /\b(sexy|dirty|naughty|hot)\b/.test(t) },
    };
  if (
    has(
      t,
      /\b(compose|draft|write) (a |me a |him a )?(message|text|dm|note)\b/,
      /\b(send|write) (a )?(message|text|dm)\b/,
      /^(message|text|dm) \S+/,
      /\bwhat (should|do|can) i (say|write|text)\b/,
    )
  ) {
    const words = wordsToSend(text);
    return {
      type: 'messaging',
      action: 'compose',
      data: { ...nameData, ...(words ? { text: words } : {}) },
    };
  }

  // Moderation.
  if (
    has(
      t,
      /\breport\b/,
      /\b(harass|harassing|harassment|scam|scammer|abuse|abusive|fake profile)\b/,
    )
  )
    return { type: 'moderation', action: 'report', data: nameData };

  // Settings.
  if (has(t, /\bexport\b/, /\b(download|copy of) (all )?my (data|info|information)\b/))
    return { type: 'settings', action: 'export_data', data: {} };
  const change = privacyChange(t);
  if (change) return { type: 'settings', action: 'privacy', data: change };
  if (has(t, /\bprivacy\b/, /\bprivate\b/, /\bread receipts?\b/, /\bhide (my|me)\b/))
    return { type: 'settings', action: 'privacy', data: {} };
  if (has(t, /\bnotifications?\b/, /\bpush\b/, /\balerts?\b/))
    return { type: 'notifications', action: 'settings', data: {} };
  if (
    has(
      t,
      /\baccount\b/,
      /\bpassword\b/,
      /\b(e-?mail address|change my e-?mail)\b/,
      /\btwo[- ]factor\b|\b2fa\b/,
    )
  )
    return { type: 'settings', action: 'account', data: {} };

  // Profile.
  if (has(t, /\bphotos?\b/, /\bpics?\b/, /\bpictures?\b/, /\bselfies?\b/))
    return { type: 'profile', action: 'update_photos', data: {} };
  if (has(t, /\bbio\b/, /\babout me\b/, /\bdescription\b/, /\bwhat to write about myself\b/))
    return { type: 'profile', action: 'edit_bio', data: {} };
  if (
    has(
      t,
      /\b(preview|how does my profile look|how do i look|see my profile|view my profile)\b/,
      /\bmy profile look\b/,
    )
  )
    return { type: 'profile', action: 'preview', data: {} };
  if (has(t, /\b(create|make|build|set ?up|start|improve|fix|finish|complete) (a |my )?profile\b/))
    return { type: 'profile', action: 'create', data: {} };

  // Booking.
  if (has(t, /\brates?\b/, /\bprices?\b/, /\bhow much (do|should) i charge\b/))
    return { type: 'booking', action: 'set_rates', data: {} };
  if (has(t, /\bavailab(le|ility)\b/, /\bschedule\b/, /\bmy hours\b/))
    return { type: 'booking', action: 'set_availability', data: {} };
  if (has(t, /\bbookings?\b/, /\bappointments?\b/, /\bclients?\b/))
    return { type: 'booking', action: 'manage_booking', data: {} };

  // The other features.
  if (
    has(
      t,
      /\b(post|start|go|put|get|turn|switch|i want)( me)?( on| a| my)? right now\b/,
      /\bright now (post|status)\b/,
      /\bup for it\b/,
      /\b(i'm|i am) (hosting|free( now)?)\b/,
    )
  )
    return {
      type: 'discovery',
      action: 'right_now',
      data: {
        suits: /\bhost(ing)?\b/.test(t)
          ? ['hosting']
          : /\b(venue|bar|club)\b/.test(t)
            ? ['at_venue']
            : ['can_travel'],
      },
    };
  if (has(t, /\bboost\b/, /\b(top of the list|more views|get seen|be seen)\b/))
    return { type: 'discovery', action: 'boost', data: {} };
  if (has(t, /\bevents?\b/, /\bpart(y|ies)\b/, /\bwhat's on\b/, /\bwhat is on\b/))
    return { type: 'discovery', action: 'events_near_me', data: {} };
  if (
    has(
      t,
      /\b(places?|venues?|bars?|clubs?|saunas?|cafes?|restaurants?)\b/,
      /\bopen now\b/,
      /\bwhere (can|should) i go\b/,
      /\bgo out\b/,
    )
  )
    return { type: 'discovery', action: 'places_open_now', data: {} };

  // Discovery.
  const tags = tagsIn(t);
  if (tags.length > 0) return { type: 'discovery', action: 'search_by_tags', data: { tags } };
  if (
    has(t, /\brecommend/, /\bsuggest/, /\bwho should i\b/, /\b(my )?type\b/, /\bsomeone for me\b/)
  )
    return { type: 'discovery', action: 'get_recommendations', data: {} };
  if (
    has(
      t,
      /\bmatch(es)?\b/,
      /\bfind\b/,
      /\b(guys|men|blokes|boys|lads|dudes|people|anyone|someone)\b/,
      /\bwho('s| is) (out|online|around|about|up)\b/,
      /\bdiscover\b/,
      NEARBY,
    )
  )
    return { type: 'discovery', action: 'find_matches', data: {} };
  if (has(t, /\bprofile\b/)) return { type: 'profile', action: 'preview', data: {} };
  return null;
}
