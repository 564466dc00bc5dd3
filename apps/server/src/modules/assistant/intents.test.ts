import { describe, expect, it } from 'vitest';
import { ASSISTANT_ACTIONS } from '@blaze/contracts';
import { detectIntent, nameIn } from './intents.ts';

// Spec section 5: profile (update_photos, edit_bio, create, preview), discovery (search_by_tags with tags
// hot and sexy, get_recommendations, find_matches), messaging (ice_breaker, sexy_reply, compose),
// booking (set_rates, set_availability, manage_booking), settings (privacy, export_data, account);
// then the phrasing variants and the other features' intents.
const cases: Array<[string, string, string, Record<string, unknown>?]> = [
  ['update my photos', 'profile', 'update_photos'],
  ['which pic should go first?', 'profile', 'update_photos'],
  ['help me edit my bio', 'profile', 'edit_bio'],
  ['what should I put in my about me', 'profile', 'edit_bio'],
  ['create my profile', 'profile', 'create'],
  ['help me build a profile', 'profile', 'create'],
  ['preview my profile', 'profile', 'preview'],
  ['how does my profile look?', 'profile', 'preview'],
  ['show me hot guys', 'discovery', 'search_by_tags', { tags: ['hot'] }],
  ['anyone sexy around?', 'discovery', 'search_by_tags', { tags: ['sexy'] }],
  ["who's hot near me?", 'discovery', 'search_by_tags', { tags: ['hot'] }],
  ['Who’s hot nearby', 'discovery', 'search_by_tags', { tags: ['hot'] }],
  ['hot and sexy men please', 'discovery', 'search_by_tags', { tags: ['hot', 'sexy'] }],
  ['recommend someone', 'discovery', 'get_recommendations'],
  ['any suggestions for me?', 'discovery', 'get_recommendations'],
  ['find matches', 'discovery', 'find_matches'],
  ['find me guys', 'discovery', 'find_matches'],
  ["who's around?", 'discovery', 'find_matches'],
  ['who is online nearby', 'discovery', 'find_matches'],
  ['write me an ice breaker for Sebastian', 'messaging', 'ice_breaker', { name: 'Sebastian' }],
  ['opener for Marco', 'messaging', 'ice_breaker', { name: 'Marco' }],
  ['give me an icebreaker', 'messaging', 'ice_breaker'],
  ['first message to @jay_b?', 'messaging', 'ice_breaker', { name: 'jay_b' }],
  ['write a sexy reply', 'messaging', 'sexy_reply', { explicit: true }],
  ['help me reply to Leo', 'messaging', 'sexy_reply', { name: 'Leo', explicit: false }],
  ['compose a message', 'messaging', 'compose'],
  [
    'message Tom saying see you at eight',
    'messaging',
    'compose',
    { name: 'Tom', text: 'see you at eight' },
  ],
  ['what should I say to Ben', 'messaging', 'compose', { name: 'Ben' }],
  ['set my rates', 'booking', 'set_rates'],
  ['how much should I charge', 'booking', 'set_rates'],
  ['update my availability', 'booking', 'set_availability'],
  ['manage my bookings', 'booking', 'manage_booking'],
  ['privacy settings', 'settings', 'privacy'],
  ['hide my distance', 'settings', 'privacy', { setting: 'hideDistance', value: true }],
  ['show my distance again', 'settings', 'privacy', { setting: 'hideDistance', value: false }],
  ['turn off read receipts', 'settings', 'privacy', { setting: 'readReceipts', value: false }],
  ['hide my location', 'settings', 'privacy', { setting: 'locationVisible', value: false }],
  ['switch off typing indicators', 'settings', 'privacy', { setting: 'typing', value: false }],
  ['hide my online status', 'settings', 'privacy', { setting: 'lastSeen', value: false }],
  ['export my data', 'settings', 'export_data'],
  ['I want a copy of my data', 'settings', 'export_data'],
  ['account settings', 'settings', 'account'],
  ['change my password', 'settings', 'account'],
  ['post me on right now', 'discovery', 'right_now', { suits: ['can_travel'] }],
  ["I'm hosting", 'discovery', 'right_now', { suits: ['hosting'] }],
  ['boost me', 'discovery', 'boost'],
  ['any events near me?', 'discovery', 'events_near_me'],
  ["what's on tonight", 'discovery', 'events_near_me'],
  ['places open now', 'discovery', 'places_open_now'],
  ['which bars are open?', 'discovery', 'places_open_now'],
  ['report a scammer', 'moderation', 'report'],
  ['notification settings', 'notifications', 'settings'],
  ['switch to the cali host', 'personalization', 'persona', { persona: 'cali' }],
  ['talk like an aussie', 'personalization', 'persona', { persona: 'aussie' }],
  ['turn on adult mode', 'personalization', 'adult_mode', { value: true }],
];

describe('detectIntent', () => {
  it.each(cases)('%s -> %s.%s', (text, type, action, data) => {
    const intent = detectIntent(text);
    expect(intent).toMatchObject({ type, action });
    if (data) expect(intent!.data).toEqual(data);
  });

  it('covers every action the request processor knows', () => {
    const covered = new Set(cases.map(([, type, action]) => `${type}.${action}`));
    for (const [type, actions] of Object.entries(ASSISTANT_ACTIONS))
      for (const action of actions) expect(covered).toContain(`${type}.${action}`);
  });

  it.each(['', '   ', 'asdf qwerty', 'the weather in Lisbon', '42'])(
    'matches nothing in %j (the generic reply asks for specifics)',
    (text) => {
      expect(detectIntent(text)).toBeNull();
    },
  );
});

describe('nameIn', () => {
  it.each([
    ['an ice breaker for Sebastian', 'Sebastian'],
    ['opener for @seb.k', 'seb.k'],
    ['message José now', 'José'],
    ['write something to him', null],
    ['an opener for me', null],
  ])('%s -> %s', (text, name) => {
    expect(nameIn(text)).toBe(name);
  });
});
