import { DEFAULT_TTS_VOICE, TTS_VOICES } from '@blaze/contracts';
import { SpeechError, type SpeechProvider } from '../speech-port.ts';
import { callProvider, errorDetail } from './provider-http.ts';

export type OpenAiSpeechSettings = {
  /** The API root, '/v1' included: https://api.openai.com/v1, or a Kokoro server's http://host:8880/v1. */
  baseUrl: string;
  /** Sent as a bearer token; a self-hosted server may need none. */
  apiKey: string | null;
  model: string;
  timeoutMs: number;
};

const PREFIX = 'TTS service error';
const VOICES = TTS_VOICES.map((id) => ({ id, name: id.charAt(0).toUpperCase() + id.slice(1) }));

/**
 * OpenAI's speech endpoint (POST {baseUrl}/audio/speech), which Kokoro-FastAPI and other self-hosted
 * servers speak too: the five voices of the spec, mp3 back.
 */
export function openAiSpeech(settings: OpenAiSpeechSettings): SpeechProvider {
  const url = `${settings.baseUrl.replace(/\/+$/, '')}/audio/speech`;
  return {
    name: 'openai',
    defaultVoice: DEFAULT_TTS_VOICE,
    voices: async () => VOICES,
    async speak(text, voice, signal) {
      const { response, body } = await callProvider(
        PREFIX,
        url,
        {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'audio/mpeg',
            ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}),
          },
          body: JSON.stringify({
            model: settings.model,
            input: text,
            voice,
            response_format: 'mp3',
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
