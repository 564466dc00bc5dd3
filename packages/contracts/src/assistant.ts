import { z } from 'zod';
import { NearbyMemberSchema } from './discovery.ts';

/**
 * The assistant (issue 19, decision 039): HOTTIE, the chat concierge, with two voice personas. The
 * built-in engine answers by keyword intents and persona templates, offline; a configured
 * OpenAI-compatible model answers instead when the member has allowed it in /ai-lab.
 */

/** The voice personas: the Australian wingman (default) and the confident playful host. */
export const VOICE_PERSONAS = ['aussie', 'cali'] as const;
export const VoicePersonaSchema = z.enum(VOICE_PERSONAS);
export type VoicePersona = z.infer<typeof VoicePersonaSchema>;

/** The chat personas; HOTTIE (hottie30) is the concierge and the default. */
export const CHAT_PERSONAS = ['hottie30'] as const;
export const ChatPersonaSchema = z.enum(CHAT_PERSONAS);
export type ChatPersona = z.infer<typeof ChatPersonaSchema>;

/** The browser voice's settings per persona (spec section 9). */
export const PERSONA_SPEECH: Record<VoicePersona, { rate: number; pitch: number; volume: number }> =
  {
    aussie: { rate: 0.85, pitch: 0.75, volume: 0.85 },
    cali: { rate: 0.9, pitch: 0.8, volume: 0.8 },
  };

/** The five server voices offered (OpenAI-compatible speech); alloy by default, played at 0.85. */
export const TTS_VOICES = ['alloy', 'echo', 'fable', 'onyx', 'nova'] as const;
export const DEFAULT_TTS_VOICE = 'alloy';
export const TTS_VOLUME = 0.85;

export const ASSISTANT_LIMITS = {
  /** Longest message he may type or say. */
  messageMaxChars: 1000,
  /** Messages kept in his history (older ones are dropped, oldest first). */
  historyKept: 200,
  /** Longest text sent to the speech route. */
  speechMaxChars: 1200,
  /** Characters the server voice speaks for one member in a day (UTC), on the operator's paid account. */
  speechCharsPerDay: 20_000,
  /** His latest replies the server voice may speak (older ones are spoken by the browser's voice). */
  speechRepliesSpoken: 20,
  /** A pending confirmation lapses after this long. */
  confirmationTtlMs: 10 * 60_000,
  /** Member cards in one reply. */
  cardsMax: 6,
} as const;

export const AssistantPreferencesSchema = z.object({
  isEnabled: z.boolean(),
  preferVoice: z.boolean(),
  voicePersona: VoicePersonaSchema,
  adultMode: z.boolean(),
  currentPersona: ChatPersonaSchema,
  hasCompletedOnboarding: z.boolean(),
  /** His text may be sent to the configured model (switched on in /ai-lab; off by default). */
  allowModel: z.boolean(),
  /** The server voice he picked: one of TTS_VOICES, or an ElevenLabs voice id. */
  ttsVoice: z.string().min(1).max(64),
});
export type AssistantPreferences = z.infer<typeof AssistantPreferencesSchema>;

export const DEFAULT_ASSISTANT_PREFERENCES: AssistantPreferences = {
  isEnabled: true,
  preferVoice: false,
  voicePersona: 'aussie',
  adultMode: false,
  currentPersona: 'hottie30',
  hasCompletedOnboarding: false,
  allowModel: false,
  ttsVoice: DEFAULT_TTS_VOICE,
};

/** PATCH /api/assistant/preferences: any of the fields. */
export const AssistantPreferencesPatchSchema = z
  .strictObject({
    isEnabled: z.boolean(),
    preferVoice: z.boolean(),
    voicePersona: VoicePersonaSchema,
    adultMode: z.boolean(),
    currentPersona: ChatPersonaSchema,
    hasCompletedOnboarding: z.boolean(),
    allowModel: z.boolean(),
    ttsVoice: z.string().trim().min(1).max(64),
  })
  .partial()
  .refine((p) => Object.keys(p).length > 0, { message: 'Nothing to change' });
export type AssistantPreferencesPatch = z.infer<typeof AssistantPreferencesPatchSchema>;

/** The request processor's types (spec section 3) and the actions each knows (section 5, extended). */
export const ASSISTANT_ACTIONS = {
  profile: ['update_photos', 'edit_bio', 'create', 'preview'],
  discovery: [
    'search_by_tags',
    'get_recommendations',
    'find_matches',
    'right_now',
    'boost',
    'events_near_me',
    'places_open_now',
  ],
  messaging: ['ice_breaker', 'sexy_reply', 'compose'],
  booking: ['set_rates', 'set_availability', 'manage_booking'],
  moderation: ['report'],
  notifications: ['settings'],
  settings: ['privacy', 'export_data', 'account'],
  personalization: ['persona', 'adult_mode'],
} as const;
export type AssistantType = keyof typeof ASSISTANT_ACTIONS;
export const ASSISTANT_TYPES = Object.keys(ASSISTANT_ACTIONS) as AssistantType[];

/** POST /api/assistant/requests: the spec's request processor. Unknown types and actions get the spec's replies. */
export const AssistantRequestSchema = z.strictObject({
  type: z.string().trim().min(1).max(40),
  action: z.string().trim().min(1).max(40),
  data: z.record(z.string(), z.unknown()).optional(),
});
export type AssistantRequest = z.infer<typeof AssistantRequestSchema>;

/** Where a reply's button leads: a path inside the app. */
export const AssistantCtaSchema = z.object({
  label: z.string(),
  to: z.string().regex(/^\/[^/\\]/, 'an in-app path'),
});
export type AssistantCta = z.infer<typeof AssistantCtaSchema>;

/** An action waiting for his yes: a privacy change, anything paid, anything sent to someone. */
export const AssistantConfirmationSchema = z.object({
  id: z.uuid(),
  /** What will happen, in words ('Send this opener to Sebastian?'). */
  prompt: z.string(),
  confirmLabel: z.string(),
  expiresAt: z.string(),
});
export type AssistantConfirmation = z.infer<typeof AssistantConfirmationSchema>;

/** A text the assistant drafted for him to send (an ice breaker, a reply). */
export const AssistantDraftSchema = z.object({
  text: z.string(),
  /** The member it is for, when there is one (a member id: not a UUID). */
  toMemberId: z.string().min(1).nullable(),
  toName: z.string().nullable(),
});

/** The processor's reply (spec section 3), with what the app shows beside the words. */
export const AssistantReplySchema = z.object({
  success: z.boolean(),
  message: z.string(),
  nextStep: z.string().nullable(),
  tip: z.string().nullable(),
  cta: AssistantCtaSchema.nullable(),
  /** Members found (find_matches, recommendations): the nearby list's own cards and rules. */
  members: z.array(NearbyMemberSchema).optional(),
  draft: AssistantDraftSchema.optional(),
  confirmation: AssistantConfirmationSchema.optional(),
  /** Which engine answered: the built-in one or the configured model. */
  source: z.enum(['built-in', 'model']),
});
export type AssistantReply = z.infer<typeof AssistantReplySchema>;

/** A message of his conversation with the assistant (spec section 3). */
export const AssistantMessageSchema = z.object({
  id: z.uuid(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  timestamp: z.string(),
  response: AssistantReplySchema.nullable(),
});
export type AssistantMessage = z.infer<typeof AssistantMessageSchema>;

/**
 * POST /api/assistant/messages. With `Accept: text/event-stream` the reply streams as server-sent
 * events: `delta` ({ text }) as words arrive, then `done` (an AssistantExchange); otherwise JSON.
 */
export const AssistantMessageBodySchema = z.strictObject({
  text: z.string().trim().min(1, 'Type something first').max(ASSISTANT_LIMITS.messageMaxChars),
  /** Set when he spoke it. */
  spoken: z.boolean().optional(),
});
export type AssistantMessageBody = z.infer<typeof AssistantMessageBodySchema>;

export const AssistantExchangeSchema = z.object({
  message: AssistantMessageSchema,
  reply: AssistantMessageSchema,
});
export type AssistantExchange = z.infer<typeof AssistantExchangeSchema>;

/** GET /api/assistant/messages: his history, oldest first (the greeting is not stored). */
export const AssistantHistorySchema = z.object({ messages: z.array(AssistantMessageSchema) });
export type AssistantHistory = z.infer<typeof AssistantHistorySchema>;

/** POST /api/assistant/confirmations/{id}: yes; DELETE: no. Both answer with a stored reply message. */
export const AssistantConfirmationIdParamsSchema = z.strictObject({ id: z.uuid() });

/** GET /api/assistant/config: what this server offers. */
export const AssistantConfigSchema = z.object({
  /** A model is configured (AI_BASE_URL, AI_API_KEY); whether his text goes to it is his allowModel. */
  modelAvailable: z.boolean(),
  /** Where the voice comes from: the server's speech provider, or the browser's own voice. */
  voiceProvider: z.enum(['openai', 'elevenlabs', 'browser']),
  voices: z.array(z.object({ id: z.string(), name: z.string() })),
  defaultVoice: z.string(),
});
export type AssistantConfig = z.infer<typeof AssistantConfigSchema>;

/**
 * POST /api/assistant/speech: the server voice (audio/mpeg). 503 TTS_UNAVAILABLE when no provider is
 * configured or it failed: the app then speaks with the browser's voice.
 */
export const AssistantSpeechBodySchema = z.strictObject({
  text: z.string().trim().min(1).max(ASSISTANT_LIMITS.speechMaxChars),
  voice: z.string().trim().min(1).max(64).optional(),
  persona: VoicePersonaSchema.optional(),
});
export type AssistantSpeechBody = z.infer<typeof AssistantSpeechBodySchema>;

/**
 * The greeting the dialog opens with (not stored in his history), per voice persona; the server's
 * built-in engine speaks in the same tone.
 */
/** Each persona's voice sample, played in /ai-lab and the onboarding (the server voice may speak it). */
export const ASSISTANT_VOICE_SAMPLES: Record<VoicePersona, string> = {
  aussie: "G'day legend! I'm your wingman. Let's find you someone worth a shout tonight.",
  cali: "Hey gorgeous! I'm your host tonight. Tell me what you want and I'll make it happen.",
};

export const ASSISTANT_GREETINGS: Record<VoicePersona, string> = {
  aussie:
    "G'day, mate! I'm HOTTIE, your wingman. Ask me who's hot nearby, for an ice breaker, or for a hand with your profile.",
  cali: "Hey, gorgeous! I'm HOTTIE, your host tonight. Want to see who's out, get a killer opener, or make your profile shine?",
};
