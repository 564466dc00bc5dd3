import type { AssistantConfig } from '@blaze/contracts';

/**
 * The port between the assistant's routes and a server voice (decision 039): an OpenAI-compatible
 * speech endpoint or ElevenLabs. `modules/assistant/speech/` holds the providers.
 */
export interface SpeechProvider {
  readonly name: 'openai' | 'elevenlabs';
  /** The voices offered (the five OpenAI voices, or the ElevenLabs account's voices). */
  voices(): Promise<AssistantConfig['voices']>;
  readonly defaultVoice: string;
  /**
   * The text spoken as audio/mpeg. Throws a SpeechError (with the spec's text: 'TTS service error: …',
   * 'No audio content received from TTS service', 'ElevenLabs API error: {status} - {detail}') on failure.
   */
  speak(text: string, voice: string, signal?: AbortSignal): Promise<Buffer>;
}

export class SpeechError extends Error {
  override name = 'SpeechError';
}
