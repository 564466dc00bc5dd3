import type { AssistantConfig } from '@blaze/contracts';
import type { Clock } from '../../../lib/clock.ts';
import { SpeechError, type SpeechProvider } from '../speech-port.ts';
import { callProvider, errorDetail } from './provider-http.ts';

export type ElevenLabsSettings = {
  apiKey: string;
  /** eleven_multilingual_v2 unless ELEVENLABS_MODEL says otherwise. */
  model: string;
  /** https://api.elevenlabs.io, or a stand-in's origin in tests. */
  apiUrl: string;
  timeoutMs: number;
};

const PREFIX = 'ElevenLabs API error';

/** George, one of ElevenLabs' default voices (its own examples use it); else the account's first voice. */
export const ELEVENLABS_DEFAULT_VOICE = 'JBFqnCBsd6RMkjVDRZzb';

/** How long the account's voice list is kept before it is asked for again. */
export const ELEVENLABS_VOICES_TTL_MS = 5 * 60_000;

/**
 * The settings sent with every text: a steady, clear voice with a little expression. ElevenLabs' own
 * defaults are stability 0.5 and similarity 0.75; style above 0 costs latency, so it stays low.
 */
export const ELEVENLABS_VOICE_SETTINGS = {
  stability: 0.5,
  similarity_boost: 0.75,
  style: 0.2,
  use_speaker_boost: true,
} as const;

/**
 * ElevenLabs (spec section 7): POST /v1/text-to-speech/{voiceId} with the xi-api-key header, mp3 back;
 * the voices are the account's own (GET /v1/voices), kept for a few minutes.
 */
export function elevenLabsSpeech(settings: ElevenLabsSettings, clock: Clock): SpeechProvider {
  if (!settings.apiKey.trim())
    throw new SpeechError('ElevenLabs service not initialized. API key required.');
  const root = settings.apiUrl.replace(/\/+$/, '');
  const headers = { 'xi-api-key': settings.apiKey };
  let cached: { voices: AssistantConfig['voices']; until: number } | null = null;
  let pending: Promise<AssistantConfig['voices']> | null = null;

  async function fetchVoices(): Promise<AssistantConfig['voices']> {
    const { response, body } = await callProvider(
      PREFIX,
      `${root}/v1/voices`,
      { headers: { ...headers, accept: 'application/json' } },
      settings.timeoutMs,
    );
    if (!response.ok)
      throw new SpeechError(`${PREFIX}: ${response.status} - ${errorDetail(body, response, '')}`);
    let list: unknown;
    try {
      list = (JSON.parse(body.toString('utf8')) as { voices?: unknown }).voices;
    } catch {
      list = null;
    }
    if (!Array.isArray(list))
      throw new SpeechError(`${PREFIX}: ${response.status} - no voice list in the answer`);
    const voices = list.flatMap((v: unknown) => {
      const { voice_id: id, name } = (v ?? {}) as { voice_id?: unknown; name?: unknown };
      return typeof id === 'string' && id.length <= 64
        ? [{ id, name: typeof name === 'string' && name.trim() ? name.trim() : id }]
        : [];
    });
    cached = { voices, until: clock.now().getTime() + ELEVENLABS_VOICES_TTL_MS };
    return voices;
  }

  return {
    name: 'elevenlabs',
    defaultVoice: ELEVENLABS_DEFAULT_VOICE,
    voices() {
      if (cached && cached.until > clock.now().getTime()) return Promise.resolve(cached.voices);
      pending ??= fetchVoices().finally(() => {
        pending = null;
      });
      return pending;
    },
    async speak(text, voice, signal) {
      const { response, body } = await callProvider(
        PREFIX,
        `${root}/v1/text-to-speech/${encodeURIComponent(voice)}?output_format=mp3_44100_128`,
        {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json', accept: 'audio/mpeg' },
          body: JSON.stringify({
            text,
            model_id: settings.model,
            voice_settings: ELEVENLABS_VOICE_SETTINGS,
          }),
        },
        settings.timeoutMs,
        signal,
      );
      if (!response.ok)
        throw new SpeechError(
          `${PREFIX}: ${response.status} - ${errorDetail(body, response, text)}`,
        );
      if (body.length === 0) throw new SpeechError('No audio content received from TTS service');
      return body;
    },
  };
}
