import {
  ASSISTANT_LIMITS,
  PERSONA_SPEECH,
  TTS_VOLUME,
  type AssistantConfig,
  type AssistantSpeechBody,
  type VoicePersona,
} from '@blaze/contracts/assistant';
import { speakableText } from '@blaze/contracts/speakable';

/** Markdown and emoji stripped (spec section 7), the same way the server's speech route strips them. */
export { speakableText };

/** spec section 8: the voice's own error texts. */
export const SPEECH_ERRORS = {
  recognitionUnsupported: 'Speech recognition not supported',
  alreadyListening: 'Already listening',
  synthesisUnsupported: 'Speech synthesis not supported',
  playbackFailed: 'Audio playback failed',
} as const;

/**
 * What he is told when the server refuses its voice (decision 039) and his device's voice speaks instead:
 * his day's server voice used up, or a text that was not one of the assistant's replies.
 */
export const SERVER_VOICE_NOTICES = {
  SPEECH_DAILY_LIMIT:
    "You've used today's HOTTIE voice, so your device's own voice is reading replies until tomorrow.",
  SPEECH_NOT_SAID:
    "HOTTIE's voice only reads out its own replies, so your device's voice read that.",
} as const;

/** The start of the next day (UTC), when his server voice is back. */
const nextUtcDay = (now: number) => (Math.floor(now / 86_400_000) + 1) * 86_400_000;

/** spec section 7: the browser's recognition hears American English. */
export const RECOGNITION_LANG = 'en-US';

/** The browser voice for a persona: its rate, pitch and volume (spec section 9) and its accent. */
export function personaSpeech(persona: VoicePersona) {
  return { ...PERSONA_SPEECH[persona], lang: persona === 'aussie' ? 'en-AU' : 'en-US' };
}

export interface VoiceLike {
  name: string;
  lang: string;
}

const sameLang = (a: string, b: string) =>
  a.replace('_', '-').toLowerCase() === b.replace('_', '-').toLowerCase();

/**
 * The browser voice to speak with: the one he picked in /ai-lab if the browser has it, else one with
 * the persona's accent (en-AU for the wingman, en-US for the host), else null (the browser's default).
 */
export function pickBrowserVoice<V extends VoiceLike>(
  voices: readonly V[],
  persona: VoicePersona,
  chosen?: string | null,
): V | null {
  if (chosen) {
    const picked = voices.find((voice) => voice.name === chosen);
    if (picked) return picked;
  }
  const { lang } = personaSpeech(persona);
  return voices.find((voice) => sameLang(voice.lang, lang)) ?? null;
}

/** The browser voices worth offering: English ones first, as the assistant speaks English. */
export function englishVoices<V extends VoiceLike>(voices: readonly V[]): V[] {
  return voices.filter((voice) => /^en([-_]|$)/i.test(voice.lang));
}

// --- Listening -------------------------------------------------------------------------------------

interface RecognitionResultEvent {
  results: ArrayLike<ArrayLike<{ transcript: string }>>;
}

/** The part of the browser's SpeechRecognition the assistant uses. */
export interface RecognitionLike {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  maxAlternatives: number;
  onresult: ((event: RecognitionResultEvent) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}

export interface RecognitionHost {
  SpeechRecognition?: new () => RecognitionLike;
  webkitSpeechRecognition?: new () => RecognitionLike;
}

/**
 * One utterance at a time through the browser's speech recognition (en-US, not continuous, no interim
 * results). `listen` resolves with what he said, or null when nothing was heard or the browser failed
 * (those errors are swallowed, spec section 8); it throws the spec's words when recognition is missing
 * or already running.
 */
export class SpeechListener {
  private current: RecognitionLike | null = null;

  constructor(private readonly host: RecognitionHost) {}

  get supported(): boolean {
    return Boolean(this.host.SpeechRecognition ?? this.host.webkitSpeechRecognition);
  }

  get listening(): boolean {
    return this.current !== null;
  }

  listen(): Promise<string | null> {
    const Recognition = this.host.SpeechRecognition ?? this.host.webkitSpeechRecognition;
    if (!Recognition) return Promise.reject(new Error(SPEECH_ERRORS.recognitionUnsupported));
    if (this.current) return Promise.reject(new Error(SPEECH_ERRORS.alreadyListening));
    const recognition = new Recognition();
    recognition.lang = RECOGNITION_LANG;
    recognition.continuous = false;
    recognition.interimResults = false;
    recognition.maxAlternatives = 1;
    this.current = recognition;
    return new Promise((resolve) => {
      let heard: string | null = null;
      const finish = () => {
        if (this.current === recognition) this.current = null;
        resolve(heard);
      };
      recognition.onresult = (event) => {
        const text = event.results[0]?.[0]?.transcript.trim();
        if (text) heard = text;
      };
      recognition.onerror = () => finish();
      recognition.onend = finish;
      try {
        recognition.start();
      } catch {
        finish();
      }
    });
  }

  /** Stops listening; what was heard so far still arrives. */
  stop(): void {
    this.current?.stop();
  }
}

// --- Speaking --------------------------------------------------------------------------------------

interface UtteranceLike {
  text: string;
  lang: string;
  rate: number;
  pitch: number;
  volume: number;
  voice: unknown;
  onend: (() => void) | null;
  onerror: (() => void) | null;
}

interface AudioLike {
  volume: number;
  play(): Promise<void>;
  pause(): void;
  onended: (() => void) | null;
  onerror: (() => void) | null;
}

/** What the speaker needs from the browser: its synthesis, its audio element and object URLs. */
export interface SpeechHost {
  speechSynthesis?: {
    speak(utterance: never): void;
    cancel(): void;
    getVoices(): VoiceLike[];
  };
  SpeechSynthesisUtterance?: new (text: string) => UtteranceLike;
  Audio?: new (src?: string) => AudioLike;
  URL: { createObjectURL(blob: Blob): string; revokeObjectURL(url: string): void };
}

export interface SpeakOptions {
  persona: VoicePersona;
  provider: AssistantConfig['voiceProvider'];
  /** A server voice id, or a browser voice's name when the provider is the browser. */
  voice?: string | null;
}

export interface SpeakerDeps {
  host: SpeechHost;
  /** The server voice: mp3 bytes, or a throw (503 TTS_UNAVAILABLE, offline...). */
  fetchSpeech: (body: AssistantSpeechBody, signal: AbortSignal) => Promise<Blob>;
  /** Told when speaking starts and stops. */
  onSpeaking?: (speaking: boolean) => void;
  /** The spec's error texts that are logged rather than shown. */
  log?: (message: string) => void;
}

/**
 * Speaks the assistant's words: the server voice when one is configured (played at TTS_VOLUME), the
 * browser's voice with the persona's settings otherwise or when the server voice fails. Only one thing
 * is said at a time; `stop` silences it at once.
 */
export class Speaker {
  private generation = 0;
  private audio: AudioLike | null = null;
  private abort: AbortController | null = null;

  constructor(private readonly deps: SpeakerDeps) {}

  get synthesisSupported(): boolean {
    const { host } = this.deps;
    return Boolean(host.speechSynthesis && host.SpeechSynthesisUtterance);
  }

  /**
   * Resolves when the words have been said (or were stopped), with what to tell him when the server
   * refused its voice and the browser's spoke instead (null otherwise). Throws only when no voice exists.
   */
  async speak(text: string, options: SpeakOptions): Promise<string | null> {
    const words = speakableText(text).slice(0, ASSISTANT_LIMITS.speechMaxChars);
    if (!words) return null;
    this.stop();
    const generation = ++this.generation;
    let notice: string | null = null;
    // His day's server voice used up: the browser speaks until tomorrow without asking again.
    if (options.provider !== 'browser' && Date.now() >= this.serverVoiceBackAt) {
      const played = await this.playServerVoice(words, options, generation);
      if (played === true || generation !== this.generation) return null;
      notice = played === false ? null : played.notice;
    } else if (options.provider !== 'browser') {
      notice = SERVER_VOICE_NOTICES.SPEECH_DAILY_LIMIT;
    }
    await this.speakInBrowser(words, options, generation);
    return notice;
  }

  /** When the server voice may be asked again (after his day's voice was used up). */
  private serverVoiceBackAt = 0;

  stop(): void {
    this.generation++;
    this.abort?.abort();
    this.abort = null;
    if (this.audio) {
      this.audio.pause();
      this.audio = null;
    }
    this.deps.host.speechSynthesis?.cancel();
    this.deps.onSpeaking?.(false);
  }

  /** True when it played (or was stopped), false or a notice for him when the browser must speak. */
  private async playServerVoice(
    words: string,
    options: SpeakOptions,
    generation: number,
  ): Promise<boolean | { notice: string }> {
    const { host } = this.deps;
    if (!host.Audio) return false;
    const abort = new AbortController();
    this.abort = abort;
    let blob: Blob;
    try {
      blob = await this.deps.fetchSpeech(
        {
          text: words,
          persona: options.persona,
          ...(options.voice ? { voice: options.voice } : {}),
        },
        abort.signal,
      );
    } catch (error) {
      // 503 TTS_UNAVAILABLE or no network: the browser's voice says it instead. A refusal (his day's
      // voice used up, a text that was not a reply) is also told to him in words.
      const code = (error as { code?: unknown } | null)?.code;
      if (code === 'SPEECH_DAILY_LIMIT') {
        this.serverVoiceBackAt = nextUtcDay(Date.now());
        return { notice: SERVER_VOICE_NOTICES.SPEECH_DAILY_LIMIT };
      }
      if (code === 'SPEECH_NOT_SAID') return { notice: SERVER_VOICE_NOTICES.SPEECH_NOT_SAID };
      return false;
    }
    if (generation !== this.generation) return true;
    const url = host.URL.createObjectURL(blob);
    const audio = new host.Audio(url);
    audio.volume = TTS_VOLUME;
    this.audio = audio;
    try {
      await new Promise<void>((resolve, reject) => {
        audio.onended = () => resolve();
        audio.onerror = () => reject(new Error(SPEECH_ERRORS.playbackFailed));
        this.deps.onSpeaking?.(true);
        audio.play().catch(() => reject(new Error(SPEECH_ERRORS.playbackFailed)));
      });
      return true;
    } catch {
      this.deps.log?.(SPEECH_ERRORS.playbackFailed);
      return generation !== this.generation;
    } finally {
      host.URL.revokeObjectURL(url);
      if (this.audio === audio) {
        this.audio = null;
        this.deps.onSpeaking?.(false);
      }
    }
  }

  private speakInBrowser(words: string, options: SpeakOptions, generation: number) {
    const { host } = this.deps;
    const synthesis = host.speechSynthesis;
    const Utterance = host.SpeechSynthesisUtterance;
    if (!synthesis || !Utterance) throw new Error(SPEECH_ERRORS.synthesisUnsupported);
    const settings = personaSpeech(options.persona);
    const utterance = new Utterance(words);
    utterance.rate = settings.rate;
    utterance.pitch = settings.pitch;
    utterance.volume = settings.volume;
    utterance.lang = settings.lang;
    const browserVoice = pickBrowserVoice(
      synthesis.getVoices(),
      options.persona,
      options.provider === 'browser' ? options.voice : null,
    );
    if (browserVoice) {
      utterance.voice = browserVoice;
      utterance.lang = browserVoice.lang;
    }
    return new Promise<void>((resolve) => {
      const done = () => {
        if (generation === this.generation) this.deps.onSpeaking?.(false);
        resolve();
      };
      // Other speech errors are swallowed (spec section 8).
      utterance.onend = done;
      utterance.onerror = done;
      this.deps.onSpeaking?.(true);
      try {
        synthesis.speak(utterance as never);
      } catch {
        done();
      }
    });
  }
}
