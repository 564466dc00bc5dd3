import { useSyncExternalStore } from 'react';
import { logger } from '@/lib/logger';
import { fetchSpeech } from '@/features/assistant/api/speech';
import {
  Speaker,
  SpeechListener,
  type RecognitionHost,
  type SpeakOptions,
  type SpeechHost,
} from '@/features/assistant/lib/speech';

/**
 * The app's one voice and one ear: the dialog and the /ai-assistant page share them, so only one
 * thing is said or heard at a time. Their speaking and listening states are the assistant's own.
 */
interface VoiceState {
  speaking: boolean;
  listening: boolean;
}

let state: VoiceState = { speaking: false, listening: false };
const listeners = new Set<() => void>();

function setState(patch: Partial<VoiceState>) {
  const next = { ...state, ...patch };
  if (next.speaking === state.speaking && next.listening === state.listening) return;
  state = next;
  listeners.forEach((listener) => listener());
}

let speaker: Speaker | null = null;
let ear: SpeechListener | null = null;

function theSpeaker(): Speaker {
  speaker ??= new Speaker({
    host: window as unknown as SpeechHost,
    fetchSpeech,
    onSpeaking: (speaking) => setState({ speaking }),
    log: (message) => logger.warn(message),
  });
  return speaker;
}

function theEar(): SpeechListener {
  ear ??= new SpeechListener(window as unknown as RecognitionHost);
  return ear;
}

export const voice = {
  get synthesisSupported() {
    return theSpeaker().synthesisSupported;
  },
  get recognitionSupported() {
    return theEar().supported;
  },
  /**
   * Says it; errors other than a missing voice are swallowed (spec section 8). Resolves with words for
   * him when the server refused its voice and the device's spoke instead.
   */
  speak(text: string, options: SpeakOptions): Promise<string | null> {
    return theSpeaker().speak(text, options);
  },
  stopSpeaking(): void {
    speaker?.stop();
  },
  /** One utterance; throws 'Already listening' or 'Speech recognition not supported'. */
  async listen(): Promise<string | null> {
    const heard = theEar().listen();
    setState({ listening: true });
    try {
      return await heard;
    } finally {
      setState({ listening: theEar().listening });
    }
  },
  stopListening(): void {
    ear?.stop();
  },
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the assistant is speaking or listening now. */
export function useVoiceState(): VoiceState {
  return useSyncExternalStore(subscribe, () => state);
}
