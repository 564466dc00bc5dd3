import { randomUUID } from 'node:crypto';
import {
  ASSISTANT_ACTIONS,
  ASSISTANT_LIMITS,
  BOOST,
  EventsQuerySchema,
  MESSAGING_LIMITS,
  NearbyQuerySchema,
  PlacesQuerySchema,
  RIGHT_NOW_LIFETIME_MINUTES,
  RIGHT_NOW_SUITS,
  type AssistantPreferences,
  type AssistantType,
  type NearbyMember,
  type NearbyQuery,
  type RightNowSuit,
} from '@blaze/contracts';
import { AppError } from '../../lib/errors.ts';
import { capitalize, countText, listText, memberText, nameText, tidy } from '../../lib/phrasing.ts';
import type { BoostsService } from '../boosts/boosts.service.ts';
import type { DiscoveryService } from '../discovery/discovery.service.ts';
import type { EntitlementsService } from '../entitlements/entitlements.service.ts';
import type { EventsService } from '../events/events.service.ts';
import type { MessagingService } from '../messaging/messaging.service.ts';
import type { PlacesService } from '../places/places.service.ts';
import type { ProfilesService } from '../profiles/profiles.service.ts';
import type { RightNowService } from '../right-now/right-now.service.ts';
import type { SearchService } from '../search/search.service.ts';
import { PRIVACY_SETTINGS, type PrivacySetting } from './intents.ts';
import { mentionsHealth, withoutHealthWords } from './model/health-words.ts';
import { safeFreeText } from './model/safe-context.ts';
import { flirtyReply, openerFor, type Facts, type Voice } from './personas.ts';

/**
 * What the assistant's actions run on: the same services the app's own routes call, always with the
 * member's own id, so his permissions, blocks, hidden members and limits hold (app.ts passes them).
 */
export type AssistantPorts = {
  discovery: Pick<DiscoveryService, 'nearby'>;
  profiles: Pick<ProfilesService, 'getOwn' | 'profileFor' | 'updateOwn'>;
  search: Pick<SearchService, 'search'>;
  messaging: Pick<MessagingService, 'open' | 'send' | 'settings' | 'putSettings'>;
  boosts: Pick<BoostsService, 'start' | 'status'>;
  rightNow: Pick<RightNowService, 'create' | 'mine'>;
  entitlements: Pick<EntitlementsService, 'summary'>;
  events: Pick<EventsService, 'list'>;
  places: Pick<PlacesService, 'list'>;
  /** account-data's `start` (typed here, not imported: account-data's export reads this module). */
  exports: { start(userId: string): Promise<unknown> };
};

/** An action held for his yes: what runs, and how the question reads. */
export type Hold = {
  type: string;
  action: string;
  data: Record<string, unknown>;
  prompt: string;
  confirmLabel: string;
};

/** What an action found: the facts, maybe a held action, maybe a change to his preferences. */
export type Outcome = Facts & {
  hold?: Hold;
  preferences?: Partial<AssistantPreferences>;
  /** The spec's fixed words (unknown type, exception): the message as it is, no persona lead. */
  exact?: string;
};

export type ActionContext = { userId: string; voice: Voice; preferences: AssistantPreferences };

/** The spec's texts (section 8). */
export const UNKNOWN_TYPE_TEXT = "I'm not sure what you're asking for…";
export const EXCEPTION_TEXT =
  'Oops! Something went sideways on my end. Let me get back to being fabulous for you! 💅';
/** Spec section 5: no intent matched. */
export const NO_MATCH_TEXT =
  'Tell me a bit more about what you need: who is around, an opener for someone, your profile, or a setting.';

const ACTION_WORDS: Record<string, string> = {
  update_photos: 'updating your photos',
  edit_bio: 'writing your bio',
  create: 'building your profile',
  preview: 'previewing your profile',
  search_by_tags: "finding who's hot nearby",
  get_recommendations: 'recommending guys for you',
  find_matches: 'finding matches near you',
  right_now: 'posting on Right Now',
  boost: 'boosting your profile',
  events_near_me: 'events near you',
  places_open_now: 'places open now',
  ice_breaker: 'ice breakers',
  sexy_reply: 'flirty replies',
  compose: 'writing a message',
  set_rates: 'setting your rates',
  set_availability: 'setting your availability',
  manage_booking: 'managing bookings',
  report: 'reporting someone',
  settings: 'your notification settings',
  privacy: 'your privacy settings',
  export_data: 'exporting your data',
  account: 'your account',
  persona: 'switching my persona',
  adult_mode: 'adult mode',
};

/** Where each type's help lives in the app (the unknown-action reply's button). */
const TYPE_CTA: Record<AssistantType, keyof typeof CTA> = {
  profile: 'builder',
  discovery: 'discover',
  messaging: 'messages',
  booking: 'services',
  moderation: 'safety',
  notifications: 'notifications',
  settings: 'settings',
  personalization: 'aiLab',
};

/** The in-app link to a member's profile, as every reply's `cta` names it. */
export const profileLink = (memberId: string) => `/app/profile/${encodeURIComponent(memberId)}`;

export const actionWords = (action: string) => ACTION_WORDS[action] ?? action.replace(/_/g, ' ');

const CTA = {
  location: { label: 'Share my location', to: '/discovery' },
  discover: { label: 'See everyone nearby', to: '/discovery' },
  builder: { label: 'Open the profile builder', to: '/app/profile-builder' },
  media: { label: 'Manage my photos', to: '/app/media' },
  preview: { label: 'Preview my profile', to: '/app/profile' },
  messages: { label: 'Open my messages', to: '/app/messages' },
  settings: { label: 'Open settings', to: '/app/settings' },
  messageSettings: { label: 'Message settings', to: '/app/settings/messages' },
  notifications: { label: 'Notification settings', to: '/app/settings/notifications' },
  account: { label: 'Account settings', to: '/app/settings/account' },
  boost: { label: 'Open Boost', to: '/app/boost' },
  rightNow: { label: 'Open Right Now', to: '/app/right-now' },
  events: { label: 'See events', to: '/events' },
  places: { label: 'See places', to: '/app/places' },
  services: { label: 'Open my services', to: '/app/services' },
  safety: { label: 'Safety centre', to: '/safety' },
  aiLab: { label: 'Open the AI Lab', to: '/ai-lab' },
  buyBoost: { label: 'Get a Boost', to: '/app/checkout?product=boost&return=%2Fapp%2Fboost' },
  buyRightNow: {
    label: 'Get Right Now posts',
    to: '/app/checkout?product=right_now_pack&return=%2Fapp%2Fright-now',
  },
} as const;

const PRIVACY_WORDS: Record<PrivacySetting, { on: string; off: string; label: string }> = {
  hideDistance: {
    on: 'your distance is hidden',
    off: 'your distance shows',
    label: 'hide your distance',
  },
  locationVisible: {
    on: 'your location shows on the map and lists',
    off: 'your location is hidden from the map and lists',
    label: 'show your location',
  },
  readReceipts: {
    on: 'read receipts are on',
    off: 'read receipts are off',
    label: 'read receipts',
  },
  typing: {
    on: 'typing indicators are on',
    off: 'typing indicators are off',
    label: 'typing indicators',
  },
  lastSeen: {
    on: 'your online status and last seen show',
    off: 'your online status and last seen are hidden',
    label: 'your online status',
  },
};

function privacyPrompt(setting: PrivacySetting, value: boolean): string {
  switch (setting) {
    case 'hideDistance':
      return value ? 'Hide your distance from everyone?' : 'Show your distance again?';
    case 'locationVisible':
      return value
        ? 'Show your location on the map and lists again?'
        : 'Hide your location from the map and lists?';
    case 'readReceipts':
      return value ? 'Turn read receipts on?' : 'Turn read receipts off?';
    case 'typing':
      return value ? 'Turn typing indicators on?' : 'Turn typing indicators off?';
    case 'lastSeen':
      return value ? 'Show your online status again?' : 'Hide your online status and last seen?';
  }
}

const nameOf = (m: { displayName: string | null; username: string }) =>
  m.displayName?.trim() || m.username;
const firstName = (m: { displayName: string | null; username: string }) =>
  nameOf(m).split(/\s+/)[0]!;
/**
 * His first name as a sentence shows it ('sebastian' reads 'Sebastian'), without a health word in it:
 * the assistant says it, an opener greets him with it and the model reads it ('HIV+ Dan' reads 'Dan';
 * a name of health words only reads as his @username, or 'him' when that has one too).
 */
const shownName = (m: { displayName: string | null; username: string }) => {
  const name = withoutHealthWords(nameOf(m));
  return (
    (name && nameText(name.split(/\s+/)[0]!)) || (mentionsHealth(m.username) ? 'him' : m.username)
  );
};

/** Bio words the opener never picks (chems, kinks, and words too plain to quote). */
const BIO_SKIP =
  /^(about|after|again|always|anything|being|could|every|hello|looking|maybe|really|should|something|their|there|these|thing|things|think|those|where|which|while|would|years|negative|positive|clean|chems?|party|kinks?|fetish\w*)$/i;

/**
 * A word from his bio for an opener: from a sentence with no health, drug or kink word in it (the same
 * sentences the model may read), never a health word itself ('Truvada daily. Love techno.' gives 'techno').
 */
function bioWordOf(bio: string | null): string | null {
  const safe = bio ? safeFreeText(bio, 1_000) : undefined;
  if (!safe) return null;
  const words = safe.match(/\p{L}{5,}/gu) ?? [];
  return words.find((w) => !BIO_SKIP.test(w) && !mentionsHealth(w))?.toLowerCase() ?? null;
}

const suitWords: Record<RightNowSuit, string> = {
  hosting: 'hosting',
  can_travel: 'can travel',
  at_venue: 'out at a venue',
};

/** A member's name from a request's data (the processor takes any data): one short word or @username. */
function nameArg(data: Record<string, unknown>): string | null {
  const name = typeof data.name === 'string' ? data.name.trim() : '';
  return /^@?[\p{L}\p{N}_.'-]{1,40}$/u.test(name) ? name : null;
}

/** Words to send, within a message's length. */
function textArg(data: Record<string, unknown>): string | null {
  const text = typeof data.text === 'string' ? tidy(data.text) : '';
  return text ? text.slice(0, MESSAGING_LIMITS.textMax) : null;
}

function isAppError(err: unknown, ...codes: string[]): err is AppError {
  return err instanceof AppError && (codes.length === 0 || codes.includes(err.code));
}

/** The built-in engine's actions, on the ports. */
export function assistantActions(ports: AssistantPorts) {
  const nearbyFilters = (q: NearbyQuery = {}) => NearbyQuerySchema.parse(q);

  /** His nearby list as GET /api/discover/nearby gives it, or null when he has no location yet. */
  async function nearbyOf(userId: string, q: NearbyQuery = {}): Promise<NearbyMember[] | null> {
    try {
      return (await ports.discovery.nearby(userId, nearbyFilters(q))).members;
    } catch (err) {
      if (isAppError(err, 'LOCATION_REQUIRED')) return null;
      throw err;
    }
  }

  const needsLocation = (): Outcome => ({
    success: false,
    mood: 'problem',
    say: ['I need to know roughly where you are first'],
    nextStep: 'Share your location or pick a city, then ask me again',
    tip: 'Others only ever see a rounded distance, and you can hide it whenever you like',
    cta: CTA.location,
  });

  function cards(members: NearbyMember[] | null, what: string, tip: string): Outcome {
    if (members === null) return needsLocation();
    const shown = members.slice(0, ASSISTANT_LIMITS.cardsMax);
    if (shown.length === 0)
      return {
        success: true,
        mood: 'empty',
        say: ['Nobody matching is around right now'],
        nextStep: 'Try again a bit later, or widen your radius on the discovery screen',
        cta: CTA.discover,
        members: [],
      };
    const online = shown.filter((m) => m.isOnline).length;
    return {
      success: true,
      mood: 'found',
      say: [
        `${what}: ${listText(shown.map(shownName))}`,
        online > 0 &&
          `${capitalize(countText(online, 'of them', 'of them'))} ${online === 1 ? 'is' : 'are'} online now`,
      ],
      nextStep: 'Tap a card to open his profile',
      tip,
      cta: CTA.discover,
      members: shown,
    };
  }

  type Found =
    | { kind: 'one'; id: string; name: string }
    | { kind: 'none' }
    | { kind: 'many'; names: string[] };

  /**
   * The member he names, among the members he can see: his nearby list first, then the search by
   * name (both hold blocks both ways and hidden members). Two or more with that name: he picks.
   */
  async function findMember(userId: string, typed: string): Promise<Found> {
    const q = typed.replace(/^@/, '').toLowerCase();
    const matches = (m: { id: string; username: string; displayName: string | null }) =>
      m.id !== userId &&
      (m.username.toLowerCase() === q ||
        nameOf(m).toLowerCase() === q ||
        firstName(m).toLowerCase() === q);
    const decide = (list: Array<{ id: string; username: string; displayName: string | null }>) => {
      const found = [...new Map(list.filter(matches).map((m) => [m.id, m])).values()];
      if (found.length === 1)
        return { kind: 'one' as const, id: found[0]!.id, name: firstName(found[0]!) };
      if (found.length > 1)
        return { kind: 'many' as const, names: found.slice(0, 5).map((m) => `@${m.username}`) };
      return null;
    };
    const near = await nearbyOf(userId, { limit: 100 });
    const fromNearby = near && decide(near);
    if (fromNearby) return fromNearby;
    const page = await ports.search.search(userId, { q: typed.replace(/^@/, ''), kind: 'members' });
    return (page.kind === 'members' && decide(page.members)) || { kind: 'none' };
  }

  function notFound(name: string): Outcome {
    return {
      success: false,
      mood: 'problem',
      say: [`I couldn't find anyone called ${name} that you can message`],
      nextStep: 'Check the spelling, or use his @username',
      cta: CTA.discover,
    };
  }

  function whichOne(name: string, names: string[]): Outcome {
    return {
      success: false,
      mood: 'ask',
      say: [`I found more than one ${name}: ${listText(names, 'or')}`],
      nextStep: `Tell me which one, like 'an ice breaker for ${names[0]}'`,
      cta: CTA.discover,
    };
  }

  /** A draft for a named member, held to be sent on his yes. */
  async function draftFor(
    ctx: ActionContext,
    name: string,
    write: (to: { name: string; interests: string[]; bioWord: string | null }) => string,
    what: string,
  ): Promise<Outcome> {
    const found = await findMember(ctx.userId, name);
    if (found.kind === 'none') return notFound(name);
    if (found.kind === 'many') return whichOne(name, found.names);
    // Only what any member sees on his profile: interests and bio words; never health, kinks or distance.
    const profile = await ports.profiles.profileFor(ctx.userId, found.id);
    const toName = shownName(profile);
    const text = write({
      name: toName,
      interests: profile.interests,
      bioWord: bioWordOf(profile.bio),
    });
    const interests = profile.interests.length > 0;
    return {
      success: true,
      mood: 'draft',
      say: [
        `${what} for ${toName}`,
        interests ? `I went with what he's into: ${listText(profile.interests)}` : null,
      ],
      nextStep: 'Send it as it is, or copy it and make it yours',
      tip: 'A question he can answer easily gets more replies than a compliment',
      cta: {
        label: `Open ${toName}'s profile`,
        to: profileLink(found.id),
      },
      draft: { text, toMemberId: found.id, toName },
      hold: {
        type: 'messaging',
        action: 'send',
        data: { toMemberId: found.id, toName, text },
        prompt: `Send this to ${toName}?`,
        confirmLabel: 'Send it',
      },
    };
  }

  const handlers: Record<
    AssistantType,
    Record<string, (ctx: ActionContext, data: Record<string, unknown>) => Promise<Outcome>>
  > = {
    profile: {
      async update_photos(ctx) {
        const own = await ports.profiles.getOwn(ctx.userId);
        const n = own?.photos.length ?? 0;
        return {
          success: true,
          mood: 'help',
          say: [
            n === 0
              ? 'You have no public photos yet, and profiles with a photo get far more attention'
              : `You have ${countText(n, 'public photo')}`,
          ],
          nextStep: 'Open your photos, add a few and put your best one first',
          tip: 'Lead with a clear face photo in daylight, then add one full-length shot and one doing something you love',
          cta: CTA.media,
        };
      },
      async edit_bio(ctx) {
        const own = await ports.profiles.getOwn(ctx.userId);
        const words = own?.bio?.trim() ? own.bio.trim().split(/\s+/).length : 0;
        return {
          success: true,
          mood: 'help',
          say: [
            words === 0
              ? 'Your bio is empty, so the profile builder is the quickest way to write one'
              : `Your bio has ${countText(words, 'word')}`,
          ],
          nextStep: 'Open the profile builder and pick the tone you like',
          tip: "Two or three short sentences work best: what you're into, what you're after, and a question people can answer",
          cta: CTA.builder,
        };
      },
      async create(ctx) {
        const own = await ports.profiles.getOwn(ctx.userId);
        const missing = own
          ? [
              own.photos.length === 0 && 'a photo',
              !own.bio?.trim() && 'a bio',
              own.interests.length === 0 && 'your interests',
              own.lookingFor.length === 0 && "what you're looking for",
            ].filter((x): x is string => Boolean(x))
          : [];
        return {
          success: true,
          mood: 'help',
          say: [
            own && `Your profile is ${own.profileCompletionPercentage}% complete`,
            missing.length > 0 && `Still to add: ${listText(missing)}`,
          ],
          nextStep: 'The profile builder walks you through it in a few minutes',
          tip: 'Complete profiles show up more and get more messages',
          cta: CTA.builder,
        };
      },
      async preview(ctx) {
        const own = await ports.profiles.getOwn(ctx.userId);
        return {
          success: true,
          mood: 'help',
          say: [
            'Here is your profile as other members see it',
            own && `It is ${own.profileCompletionPercentage}% complete`,
          ],
          nextStep: 'Open the preview and check your first photo and the first line of your bio',
          tip: 'Those two decide whether someone taps through',
          cta: CTA.preview,
        };
      },
    },

    discovery: {
      async find_matches(ctx) {
        return cards(
          await nearbyOf(ctx.userId),
          'The men nearest you',
          'Say hi with a question about something on his profile',
        );
      },
      async search_by_tags(ctx) {
        // 'Hot' and 'sexy' read as: members with a photo, the ones online first (the same list).
        const members = await nearbyOf(ctx.userId, { sort: 'available' });
        const withPhoto = members?.filter((m) => m.avatarUrl !== null) ?? null;
        return cards(
          withPhoto && withPhoto.length > 0 ? withPhoto : members,
          'Looking good around you',
          'Online guys answer fastest, so say hi now',
        );
      },
      async get_recommendations(ctx) {
        const [members, own] = await Promise.all([
          nearbyOf(ctx.userId),
          ports.profiles.getOwn(ctx.userId),
        ]);
        // His own taste from the profile builder (the body types he prefers), then who is online
        // and verified; the list itself is the nearby search's.
        const preferred = own?.preferences.preferredBodyTypes;
        const liked = new Set(Array.isArray(preferred) ? preferred.map(String) : []);
        const rank = (m: NearbyMember) =>
          (m.bodyType && liked.has(m.bodyType) ? 4 : 0) +
          Number(m.isOnline) * 2 +
          Number(m.isVerified);
        const ranked = members && [...members].sort((a, b) => rank(b) - rank(a));
        return cards(
          ranked,
          'My picks for you',
          liked.size > 0
            ? 'I put your type first, then the guys online now and the verified ones'
            : 'I put the guys online now and the verified ones first',
        );
      },
      async right_now(ctx, data) {
        const own = await ports.profiles.getOwn(ctx.userId);
        if (!own || own.latitude === null) return needsLocation();
        if ((await ports.rightNow.mine(ctx.userId)).post)
          return {
            success: true,
            mood: 'help',
            say: ['Your Right Now post is live already'],
            nextStep: 'Open Right Now to see who is up for it',
            cta: CTA.rightNow,
          };
        const left = (await ports.entitlements.summary(ctx.userId)).rightNow;
        if (!left.unlimited && left.freeLeft + left.packLeft <= 0)
          return {
            success: false,
            mood: 'problem',
            say: ["You've used your free Right Now posts for today"],
            nextStep: 'Get a pack of posts, or wait for your next free one',
            cta: CTA.buyRightNow,
          };
        const suits = (Array.isArray(data.suits) ? data.suits : ['can_travel']).filter(
          (s): s is RightNowSuit => (RIGHT_NOW_SUITS as readonly string[]).includes(String(s)),
        );
        const chosen: RightNowSuit[] = suits.length ? suits : ['can_travel'];
        const text =
          typeof data.text === 'string' && data.text.trim()
            ? tidy(data.text).slice(0, 140)
            : 'Free now and up for meeting. Say hi!';
        return {
          success: true,
          mood: 'confirm',
          say: [
            `I'll post '${text}' on Right Now for ${RIGHT_NOW_LIFETIME_MINUTES} minutes, marked ${listText(chosen.map((s) => suitWords[s]))}`,
          ],
          cta: CTA.rightNow,
          hold: {
            type: 'discovery',
            action: 'right_now',
            data: { text, suits: chosen },
            prompt: `Post on Right Now for ${RIGHT_NOW_LIFETIME_MINUTES} minutes?`,
            confirmLabel: 'Post it',
          },
        };
      },
      async boost(ctx) {
        const status = await ports.boosts.status(ctx.userId);
        if (status.current)
          return {
            success: true,
            mood: 'help',
            say: ['Your Boost is running already'],
            nextStep: 'Open Boost to see how it is doing',
            cta: CTA.boost,
          };
        if (status.left <= 0)
          return {
            success: false,
            mood: 'problem',
            say: ['You have no Boosts left'],
            nextStep: 'Get one from the shop and I can start it for you',
            cta: CTA.buyBoost,
          };
        return {
          success: true,
          mood: 'confirm',
          say: [
            `A Boost puts you at the top of the list around you for ${BOOST.minutes} minutes`,
            `You have ${status.left} left`,
          ],
          tip: 'Evenings, when most men are online, get the most views',
          cta: CTA.boost,
          hold: {
            type: 'discovery',
            action: 'boost',
            data: {},
            prompt: `Start a ${BOOST.minutes}-minute Boost now? It uses one of your Boosts.`,
            confirmLabel: 'Boost me',
          },
        };
      },
      async events_near_me(ctx) {
        const page = await ports.events.list(ctx.userId, EventsQuerySchema.parse({}));
        const soon = page.events.slice(0, 3);
        if (soon.length === 0)
          return {
            success: true,
            mood: 'empty',
            say: ['There are no events coming up near you'],
            nextStep: 'Why not host one yourself?',
            cta: CTA.events,
          };
        const when = (e: (typeof soon)[number]) =>
          new Intl.DateTimeFormat('en-GB', {
            weekday: 'short',
            hour: '2-digit',
            minute: '2-digit',
            timeZone: e.timeZone,
          }).format(new Date(e.startsAt));
        return {
          success: true,
          mood: 'listed',
          say: [
            `Coming up: ${listText(soon.map((e) => `${e.title}${e.venue ? ` at ${e.venue}` : ''} (${when(e)})`))}`,
          ],
          nextStep: 'Open events to answer going or interested',
          cta: CTA.events,
        };
      },
      async places_open_now(ctx) {
        const page = await ports.places.list(
          ctx.userId,
          PlacesQuerySchema.parse({ openNow: 'true' }),
        );
        const open = page.venues.slice(0, 3);
        if (open.length === 0)
          return {
            success: true,
            mood: 'empty',
            say: ['Nothing on the map is open right now'],
            cta: CTA.places,
          };
        return {
          success: true,
          mood: 'listed',
          say: [
            `Open now: ${listText(open.map((v) => (v.opening.closesAt ? `${v.name} (until ${v.opening.closesAt})` : v.name)))}`,
          ],
          nextStep: 'Open places to see who is checked in',
          cta: CTA.places,
        };
      },
    },

    messaging: {
      async ice_breaker(ctx, data) {
        const name = nameArg(data);
        if (!name)
          return {
            success: true,
            mood: 'ask',
            say: ['Who is it for?'],
            nextStep: "Tell me his name, like 'an ice breaker for Sebastian'",
            tip: 'I write it from what he shows on his profile',
            cta: CTA.discover,
          };
        return draftFor(ctx, name, (to) => openerFor(to, ctx.voice), 'Here is an opener');
      },
      async sexy_reply(ctx, data) {
        const name = nameArg(data);
        const write = () => flirtyReply(name, ctx.voice);
        if (name) return draftFor(ctx, name, write, 'Here is a flirty one');
        return {
          success: true,
          mood: 'draft',
          say: ['This one is ready to copy'],
          nextStep: 'Copy it into your chat, or tell me who it is for and I can send it',
          tip: ctx.voice.adult ? null : 'Switch on adult mode in the AI Lab for something spicier',
          cta: CTA.messages,
          draft: { text: write(), toMemberId: null, toName: null },
        };
      },
      async compose(ctx, data) {
        const name = nameArg(data);
        const words = textArg(data);
        if (name)
          return draftFor(
            ctx,
            name,
            (to) => (words ? memberText(words) : openerFor(to, ctx.voice)),
            'Here is a message',
          );
        return {
          success: true,
          mood: 'ask',
          say: ['Who should I write to?'],
          nextStep: "Tell me his name, like 'message Sebastian saying see you at eight'",
          cta: CTA.messages,
          ...(words ? { draft: { text: memberText(words), toMemberId: null, toName: null } } : {}),
        };
      },
    },

    booking: {
      async set_rates() {
        return {
          success: true,
          mood: 'help',
          say: ['You set your rates on your service listing'],
          nextStep: 'Open your services and edit your listing',
          tip: 'Clear prices for an hour and for the night answer most questions before they are asked',
          cta: CTA.services,
        };
      },
      async set_availability() {
        return {
          success: true,
          mood: 'help',
          say: ['Your availability is part of your service listing'],
          nextStep: 'Open your services and set the days and hours you work',
          tip: 'Keep it up to date so clients only write when you can answer',
          cta: CTA.services,
        };
      },
      async manage_booking() {
        return {
          success: true,
          mood: 'help',
          say: ['Your clients write to you in your service chats'],
          nextStep: 'Open your messages to answer them',
          tip: 'Confirm the time, place and rate in the chat before you meet',
          cta: CTA.messages,
        };
      },
    },

    moderation: {
      async report() {
        return {
          success: true,
          mood: 'help',
          say: [
            'To report someone, open his profile or your chat with him, tap the menu and choose Report',
            'Our safety team reviews every report within 24 hours',
          ],
          nextStep: 'You can also block him at once from the same menu',
          cta: CTA.safety,
        };
      },
    },

    notifications: {
      async settings() {
        return {
          success: true,
          mood: 'help',
          say: ['You choose which notifications you get, and whether they show names and text'],
          nextStep: 'Open notification settings',
          tip: 'Quiet hours keep your phone silent at night',
          cta: CTA.notifications,
        };
      },
    },

    settings: {
      async privacy(ctx, data) {
        const setting = PRIVACY_SETTINGS.find((s) => s === data.setting);
        if (!setting || typeof data.value !== 'boolean')
          return {
            success: true,
            mood: 'help',
            say: [
              'I can hide your distance or your location, and turn read receipts, typing indicators or your online status on or off',
            ],
            nextStep: "Tell me what to change, like 'hide my distance'",
            cta: CTA.settings,
          };
        const value = data.value;
        if ((await currentPrivacy(ctx.userId, setting)) === value)
          return {
            success: true,
            mood: 'done',
            say: [`Nothing to change: ${PRIVACY_WORDS[setting][value ? 'on' : 'off']} already`],
            cta:
              setting === 'hideDistance' || setting === 'locationVisible'
                ? CTA.settings
                : CTA.messageSettings,
          };
        return {
          success: true,
          mood: 'confirm',
          say: [privacyPrompt(setting, value)],
          cta:
            setting === 'hideDistance' || setting === 'locationVisible'
              ? CTA.settings
              : CTA.messageSettings,
          hold: {
            type: 'settings',
            action: 'privacy',
            data: { setting, value },
            prompt: privacyPrompt(setting, value),
            confirmLabel: 'Yes, change it',
          },
        };
      },
      async export_data() {
        return {
          success: true,
          mood: 'confirm',
          say: [
            'I can put together a copy of all your data: your profile, photos, messages and more',
          ],
          cta: CTA.account,
          hold: {
            type: 'settings',
            action: 'export_data',
            data: {},
            prompt: 'Start an export of your data?',
            confirmLabel: 'Start the export',
          },
        };
      },
      async account() {
        return {
          success: true,
          mood: 'help',
          say: [
            'Your e-mail, password, two-step sign-in, data export and account deletion are in account settings',
          ],
          cta: CTA.account,
        };
      },
    },

    personalization: {
      async persona(ctx, data) {
        const persona = (['aussie', 'cali'] as const).find((p) => p === data.persona);
        if (!persona)
          return {
            success: true,
            mood: 'help',
            say: ['I can be your Aussie wingman or your Californian host'],
            nextStep: "Say 'switch to cali' or 'switch to aussie', or pick one in the AI Lab",
            cta: CTA.aiLab,
          };
        return {
          success: true,
          mood: 'done',
          say: [
            persona === 'aussie'
              ? 'Your Aussie wingman is on the job'
              : 'Your Californian host has arrived',
          ],
          cta: CTA.aiLab,
          preferences: { voicePersona: persona },
        };
      },
      async adult_mode(ctx) {
        return {
          success: true,
          mood: 'help',
          say: [
            ctx.preferences.adultMode
              ? 'Adult mode is on, so I can be explicit'
              : 'Adult mode is off, so I keep it clean',
          ],
          nextStep: 'Switch it in the AI Lab',
          cta: CTA.aiLab,
        };
      },
    },
  };

  async function currentPrivacy(userId: string, setting: PrivacySetting): Promise<boolean | null> {
    if (setting === 'hideDistance' || setting === 'locationVisible') {
      const own = await ports.profiles.getOwn(userId);
      return own ? own[setting] : null;
    }
    return (await ports.messaging.settings(userId)).privacy[setting];
  }

  /** An AppError a member caused (no credit, no location, blocked) in words; anything else is a bug. */
  function problem(err: unknown, action: string): Outcome | null {
    if (!(err instanceof AppError) || err.statusCode >= 500) return null;
    const cta =
      err.code === 'NO_ALLOWANCE'
        ? action === 'right_now'
          ? CTA.buyRightNow
          : CTA.buyBoost
        : err.code === 'LOCATION_REQUIRED'
          ? CTA.location
          : null;
    return { success: false, mood: 'problem', say: [err.message], cta: cta ?? CTA.discover };
  }

  return {
    /** The spec's request processor: a known type and action runs; anything else gets the spec's words. */
    async request(
      ctx: ActionContext,
      type: string,
      action: string,
      data: Record<string, unknown>,
      onError: (err: unknown) => void,
    ): Promise<Outcome> {
      if (!Object.hasOwn(ASSISTANT_ACTIONS, type))
        return {
          success: false,
          mood: 'ask',
          say: [],
          exact: UNKNOWN_TYPE_TEXT,
          nextStep: 'Ask me about your profile, finding guys, messages, bookings or your settings',
          cta: CTA.discover,
        };
      const known = type as AssistantType;
      const handler = Object.hasOwn(handlers[known], action) ? handlers[known][action] : undefined;
      if (!handler)
        return {
          success: false,
          mood: 'help',
          say: [
            `With ${type === 'personalization' ? 'my personas' : type}, I can help with ${listText(ASSISTANT_ACTIONS[known].map(actionWords))}`,
          ],
          nextStep: 'Pick one and ask me',
          cta: CTA[TYPE_CTA[known]],
        };
      try {
        return await handler(ctx, data);
      } catch (err) {
        return failed(err, action, onError);
      }
    },

    /** Runs a held action after his yes, with his own permissions. */
    async perform(
      userId: string,
      hold: { type: string; action: string; data: Record<string, unknown> },
      onError: (err: unknown) => void,
    ): Promise<Outcome> {
      try {
        return await performHeld(userId, hold);
      } catch (err) {
        return failed(err, hold.action, onError);
      }
    },
  };

  /** A known refusal in words, else the spec's exception reply (the error goes to `onError`). */
  function failed(err: unknown, action: string, onError: (err: unknown) => void): Outcome {
    const known = problem(err, action);
    if (known) return known;
    onError(err);
    return { success: false, mood: 'problem', say: [], exact: EXCEPTION_TEXT, cta: CTA.discover };
  }

  async function performHeld(
    userId: string,
    { type, action, data }: { type: string; action: string; data: Record<string, unknown> },
  ): Promise<Outcome> {
    switch (`${type}.${action}`) {
      case 'messaging.send': {
        const toMemberId = String(data.toMemberId);
        const toName = String(data.toName);
        const { id } = await ports.messaging.open(userId, { userId: toMemberId });
        await ports.messaging.send(userId, id, {
          clientId: randomUUID().replaceAll('-', ''),
          kind: 'text',
          text: String(data.text),
        });
        return {
          success: true,
          mood: 'done',
          say: [`Sent to ${toName}`],
          nextStep: 'I will leave the rest to you',
          cta: {
            label: `Open your chat with ${toName}`,
            to: `/app/chat/${encodeURIComponent(id)}`,
          },
        };
      }
      case 'settings.privacy': {
        const setting = PRIVACY_SETTINGS.find((s) => s === data.setting);
        const value = data.value === true;
        if (!setting) throw new Error(`unknown privacy setting ${String(data.setting)}`);
        if (setting === 'hideDistance' || setting === 'locationVisible')
          await ports.profiles.updateOwn(userId, { [setting]: value });
        else {
          const current = await ports.messaging.settings(userId);
          await ports.messaging.putSettings(userId, {
            ...current,
            privacy: { ...current.privacy, [setting]: value },
          });
        }
        return {
          success: true,
          mood: 'done',
          say: [`Now ${PRIVACY_WORDS[setting][value ? 'on' : 'off']}`],
          nextStep: 'You can change it back any time in settings',
          cta:
            setting === 'hideDistance' || setting === 'locationVisible'
              ? CTA.settings
              : CTA.messageSettings,
        };
      }
      case 'discovery.boost': {
        await ports.boosts.start(userId);
        return {
          success: true,
          mood: 'done',
          say: [`Your Boost is on for the next ${BOOST.minutes} minutes`],
          nextStep: 'Open Boost to watch the views come in',
          cta: CTA.boost,
        };
      }
      case 'discovery.right_now': {
        const suits = (Array.isArray(data.suits) ? data.suits : []) as RightNowSuit[];
        await ports.rightNow.create(userId, { text: String(data.text), suits });
        return {
          success: true,
          mood: 'done',
          say: [`You're on Right Now for the next ${RIGHT_NOW_LIFETIME_MINUTES} minutes`],
          nextStep: 'Open Right Now to see who else is up for it',
          cta: CTA.rightNow,
        };
      }
      case 'settings.export_data': {
        await ports.exports.start(userId);
        return {
          success: true,
          mood: 'done',
          say: [
            'Your export has started',
            'It will be ready to download in your account settings within 24 hours, usually within minutes',
          ],
          cta: CTA.account,
        };
      }
      default:
        throw new Error(`no held action ${type}.${action}`);
    }
  }
}

export type AssistantActions = ReturnType<typeof assistantActions>;
