import type { FastifyBaseLogger } from 'fastify';
import {
  ASSISTANT_GREETINGS,
  ASSISTANT_LIMITS,
  ASSISTANT_VOICE_SAMPLES,
  DEFAULT_TTS_VOICE,
  ErrorCode,
  type AssistantConfig,
  type AssistantSpeechBody,
} from '@blaze/contracts';
import { speakableText } from '@blaze/contracts/speakable';
import type { Config } from '../../../config.ts';
import type { Clock } from '../../../lib/clock.ts';
import { AppError } from '../../../lib/errors.ts';
import { SpeechError, type SpeechProvider } from '../speech-port.ts';
import type { SpeechAllowance } from './speech-allowance.ts';
import { elevenLabsSpeech } from './elevenlabs-speech.ts';
import { openAiSpeech } from './openai-speech.ts';

/**
 * The server voice this configuration offers: ElevenLabs when ELEVENLABS_API_KEY is set, else the
 * OpenAI-compatible endpoint at TTS_BASE_URL, else none (the app speaks with the browser's voice).
 */
export function speechProviderFor(
  config: Pick<Config, 'tts' | 'elevenLabs'>,
  clock: Clock,
): SpeechProvider | null {
  if (config.elevenLabs) return elevenLabsSpeech(config.elevenLabs, clock);
  if (config.tts) return openAiSpeech(config.tts);
  return null;
}

const unavailable = (message: string) => new AppError(503, ErrorCode.ttsUnavailable, message);

export type SpeechService = ReturnType<typeof speechService>;

/** What the app sends for a text it shows: the speakable words, cut to the route's length. */
const asSent = (text: string) =>
  speakableText(speakableText(text).slice(0, ASSISTANT_LIMITS.speechMaxChars));

/** Lines the assistant says to everyone: the greetings and the voice samples. */
const FIXED_LINES = new Set(
  [...Object.values(ASSISTANT_GREETINGS), ...Object.values(ASSISTANT_VOICE_SAMPLES)].map(asSent),
);

const notSaid = () =>
  new AppError(
    403,
    ErrorCode.speechNotSaid,
    'The server voice only reads out what the assistant said to you; the app speaks instead.',
  );
const dayUsedUp = () =>
  new AppError(
    429,
    ErrorCode.speechDailyLimit,
    "You've used today's server voice; the app speaks with your device's voice until tomorrow.",
  );

export type SpeechDeps = {
  /** His latest assistant replies (`ASSISTANT_LIMITS.speechRepliesSpoken`), newest first. */
  repliesTo: (userId: string) => Promise<string[]>;
  allowance: SpeechAllowance;
  clock: Clock;
};

/**
 * The assistant's server voice behind its two routes. It speaks only what the assistant said to him (a
 * recent reply in his history, a greeting, a voice sample: 403 SPEECH_NOT_SAID otherwise), within his
 * day's characters (429 SPEECH_DAILY_LIMIT), so the operator's paid voice is not a text-to-speech
 * service for anything. Any failure of the provider is a 503; in every case the app speaks with the
 * browser's voice. The spec's error text is logged, the words never are.
 */
export function speechService(
  provider: SpeechProvider | null,
  modelAvailable: boolean,
  deps: SpeechDeps,
) {
  /** The provider's voices, or null when it could not list them (logged). */
  async function voicesOf(p: SpeechProvider, log: FastifyBaseLogger) {
    try {
      return await p.voices();
    } catch (err) {
      logFailure(log, p, err, { listing: 'voices' });
      return null;
    }
  }

  /** The default voice when the account offers it, else its first voice. */
  const defaultOf = (p: SpeechProvider, voices: AssistantConfig['voices'] | null) =>
    !voices?.length || voices.some((v) => v.id === p.defaultVoice) ? p.defaultVoice : voices[0]!.id;

  return {
    async config(log: FastifyBaseLogger): Promise<AssistantConfig> {
      if (!provider)
        return {
          modelAvailable,
          voiceProvider: 'browser',
          voices: [],
          defaultVoice: DEFAULT_TTS_VOICE,
        };
      const voices = await voicesOf(provider, log);
      return {
        modelAvailable,
        voiceProvider: provider.name,
        voices: voices ?? [],
        defaultVoice: defaultOf(provider, voices),
      };
    },

    /**
     * His text as audio/mpeg in the voice asked for. A voice this provider does not offer (his stored
     * choice from another provider, say) is spoken in the default voice rather than refused. `signal`
     * ends the provider's work when he hangs up.
     */
    async speak(
      userId: string,
      body: AssistantSpeechBody,
      log: FastifyBaseLogger,
      signal?: AbortSignal,
    ): Promise<Buffer> {
      if (!provider) throw unavailable('No server voice is set up here; the app speaks instead.');
      const text = speakableText(body.text);
      if (!text)
        throw new AppError(422, ErrorCode.validation, 'There is nothing to say in that text.');
      if (!FIXED_LINES.has(text) && !(await deps.repliesTo(userId)).some((r) => asSent(r) === text))
        throw notSaid();
      const day = deps.clock.now().toISOString().slice(0, 10);
      if (
        !(await deps.allowance.take(userId, day, text.length, ASSISTANT_LIMITS.speechCharsPerDay))
      )
        throw dayUsedUp();
      const voices = await voicesOf(provider, log);
      const voice =
        body.voice && (voices === null || voices.some((v) => v.id === body.voice))
          ? body.voice
          : defaultOf(provider, voices);
      try {
        return await provider.speak(text, voice, signal);
      } catch (err) {
        // He went away (turned voice output off): nothing failed, and nobody hears the answer.
        if (signal?.aborted) log.debug({ speech: { provider: provider.name } }, 'speech cancelled');
        else logFailure(log, provider, err, { voice, chars: text.length });
        throw unavailable('The server voice is not available right now; the app speaks instead.');
      }
    },
  };
}

/** The spec's error text at warn, with what helps an operator (never the text or a key). */
function logFailure(
  log: FastifyBaseLogger,
  provider: SpeechProvider,
  err: unknown,
  context: Record<string, unknown>,
) {
  const speech = { provider: provider.name, ...context };
  if (err instanceof SpeechError) log.warn({ speech }, err.message);
  else log.warn({ speech, errName: (err as Error)?.name }, 'TTS service error: unexpected failure');
}
