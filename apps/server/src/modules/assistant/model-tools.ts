import type { AssistantType, VoicePersona } from '@blaze/contracts';
import { joinSentences } from '../../lib/phrasing.ts';
import { deepWithoutHealthWords } from './model/health-words.ts';
import { safeMember } from './model/safe-context.ts';
import type { Outcome } from './assistant.actions.ts';
import type { ModelTool } from './assistant-model.ts';
import { PRIVACY_SETTINGS } from './intents.ts';

/**
 * The built-in engine's actions offered to a configured model as function tools (decision 039): the
 * same handlers run them, with his permissions; the model reads only a safe summary of each outcome.
 */
type ToolSpec = ModelTool & {
  type: AssistantType;
  /** The action, or the argument naming it (for the tools that group several). */
  action: string | { arg: string };
};

const none = { type: 'object', properties: {}, additionalProperties: false };
const memberName = {
  type: 'string',
  description: "The member's display name or @username, as he said it",
};

export const MODEL_TOOLS: ToolSpec[] = [
  {
    name: 'find_matches',
    type: 'discovery',
    action: 'find_matches',
    description: 'The men nearest him, as member cards the app shows under your reply.',
    parameters: none,
  },
  {
    name: 'search_by_tags',
    type: 'discovery',
    action: 'search_by_tags',
    description: "Who's hot nearby: men around him with a photo, the ones online first.",
    parameters: {
      type: 'object',
      properties: { tags: { type: 'array', items: { type: 'string' } } },
      additionalProperties: false,
    },
  },
  {
    name: 'get_recommendations',
    type: 'discovery',
    action: 'get_recommendations',
    description: 'Men around him you would recommend: online and verified first.',
    parameters: none,
  },
  {
    name: 'ice_breaker',
    type: 'messaging',
    action: 'ice_breaker',
    description:
      'Drafts an opener for a named member from his public profile; the app asks him before sending it.',
    parameters: {
      type: 'object',
      properties: { name: memberName },
      required: ['name'],
      additionalProperties: false,
    },
  },
  {
    name: 'compose_message',
    type: 'messaging',
    action: 'compose',
    description:
      'Prepares a message with his words for a named member; the app asks him before sending it.',
    parameters: {
      type: 'object',
      properties: { name: memberName, text: { type: 'string', maxLength: 500 } },
      required: ['name', 'text'],
      additionalProperties: false,
    },
  },
  {
    name: 'flirty_reply',
    type: 'messaging',
    action: 'sexy_reply',
    description: 'A flirty reply he can send (to a named member, when he names one).',
    parameters: {
      type: 'object',
      properties: { name: memberName },
      additionalProperties: false,
    },
  },
  {
    name: 'change_privacy',
    type: 'settings',
    action: 'privacy',
    description:
      'Changes a privacy setting (hideDistance, locationVisible, readReceipts, typing, lastSeen); the app asks him first.',
    parameters: {
      type: 'object',
      properties: {
        setting: { type: 'string', enum: [...PRIVACY_SETTINGS] },
        value: { type: 'boolean' },
      },
      required: ['setting', 'value'],
      additionalProperties: false,
    },
  },
  {
    name: 'start_boost',
    type: 'discovery',
    action: 'boost',
    description: 'Offers to start a paid Boost (top of the list); the app asks him first.',
    parameters: none,
  },
  {
    name: 'post_right_now',
    type: 'discovery',
    action: 'right_now',
    description: 'Offers to post him on Right Now (available to meet); the app asks him first.',
    parameters: {
      type: 'object',
      properties: {
        text: { type: 'string', maxLength: 140 },
        suits: {
          type: 'array',
          items: { type: 'string', enum: ['hosting', 'can_travel', 'at_venue'] },
        },
      },
      additionalProperties: false,
    },
  },
  {
    name: 'events_near_me',
    type: 'discovery',
    action: 'events_near_me',
    description: 'Events coming up near him.',
    parameters: none,
  },
  {
    name: 'places_open_now',
    type: 'discovery',
    action: 'places_open_now',
    description: 'Gay venues near him that are open now.',
    parameters: none,
  },
  {
    name: 'export_my_data',
    type: 'settings',
    action: 'export_data',
    description: 'Offers to start an export of all his data; the app asks him first.',
    parameters: none,
  },
  {
    name: 'profile_help',
    type: 'profile',
    action: { arg: 'topic' },
    description: 'Help with his own profile: photos, bio, building it, or a preview.',
    parameters: {
      type: 'object',
      properties: {
        topic: { type: 'string', enum: ['update_photos', 'edit_bio', 'create', 'preview'] },
      },
      required: ['topic'],
      additionalProperties: false,
    },
  },
  {
    name: 'app_help',
    type: 'settings',
    action: { arg: 'topic' },
    description: 'Where to find account settings, notifications, reporting someone, or bookings.',
    parameters: {
      type: 'object',
      properties: {
        topic: {
          type: 'string',
          enum: [
            'account',
            'notifications',
            'report',
            'set_rates',
            'set_availability',
            'manage_booking',
          ],
        },
      },
      required: ['topic'],
      additionalProperties: false,
    },
  },
];

const HELP_TYPES: Record<string, AssistantType> = {
  account: 'settings',
  notifications: 'notifications',
  report: 'moderation',
  set_rates: 'booking',
  set_availability: 'booking',
  manage_booking: 'booking',
};

/** The type, action and data a tool call runs, or null for a tool we never offered. */
export function toolCall(
  name: string,
  args: unknown,
): { type: AssistantType; action: string; data: Record<string, unknown> } | null {
  const spec = MODEL_TOOLS.find((t) => t.name === name);
  if (!spec) return null;
  const data =
    args && typeof args === 'object' && !Array.isArray(args)
      ? { ...(args as Record<string, unknown>) }
      : {};
  if (typeof spec.action === 'string') return { type: spec.type, action: spec.action, data };
  const topic = String(data[spec.action.arg] ?? '');
  if (spec.name === 'app_help') {
    const type = HELP_TYPES[topic];
    if (!type) return null;
    return { type, action: topic === 'notifications' ? 'settings' : topic, data: {} };
  }
  return { type: spec.type, action: topic, data: {} };
}

/**
 * What the model reads of an outcome: the facts in words, member names (no distance, area,
 * city or 'visiting from'), the draft, and whether something waits for his yes. Every string passes
 * the health-word filter last: facts and drafts quote names, event titles and his own words.
 */
export function forModel(outcome: Outcome): string {
  return JSON.stringify(
    deepWithoutHealthWords({
      success: outcome.success,
      facts: outcome.exact ?? joinSentences(outcome.say),
      ...(outcome.nextStep ? { nextStep: outcome.nextStep } : {}),
      ...(outcome.members ? { members: outcome.members.map((m) => safeMember(m)) } : {}),
      ...(outcome.draft ? { draft: outcome.draft.text } : {}),
      ...(outcome.hold ? { waitsForHisYes: outcome.hold.prompt } : {}),
      ...(outcome.cta ? { appButton: outcome.cta.label } : {}),
    }),
  );
}

/** The persona's instructions and the rules, for the model's system message. */
export function systemPrompt(persona: VoicePersona, adult: boolean): string {
  return [
    'You are HOTTIE, the in-app assistant of Blaze, a social and dating app for gay men. You help the member use the app: finding men nearby, openers and replies, his profile, his settings, Boost, Right Now, events and places.',
    persona === 'aussie'
      ? "Speak as his Australian wingman: warm, cheeky, laid-back; call him 'mate' or 'legend' now and then."
      : 'Speak as a confident, playful Californian host: upbeat, flirty, a little glamorous.',
    adult
      ? 'Adult mode is on: explicit sexual language is allowed when he wants it.'
      : 'Adult mode is off: keep it flirty but clean, with no explicit sexual language.',
    'Keep replies short: one to three sentences. Use the tools to act and to look things up; never invent members, events or places.',
    'Member cards, drafts and buttons appear under your reply by themselves: do not repeat lists in full.',
    'Anything that changes a setting, costs credit or sends a message waits for his yes: tell him to tap the button to confirm.',
    "Never ask about or mention anyone's health or medical details, kinks, exact location or distance.",
  ].join(' ');
}
