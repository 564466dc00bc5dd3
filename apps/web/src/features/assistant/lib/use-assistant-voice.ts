import { useCallback, useState } from 'react';
import { STORAGE_PREFIX } from '@blaze/contracts/constants';
import type { AssistantPreferences } from '@blaze/contracts/assistant';
import { useAssistantConfig } from '@/features/assistant/api/config';
import { SPEECH_ERRORS } from '@/features/assistant/lib/speech';
import { voice } from '@/features/assistant/lib/voice';

/** Browser voices differ per device, so the one he picks is kept on this device. */
const BROWSER_VOICE_KEY = `${STORAGE_PREFIX}:assistant:browser-voice`;

export function readBrowserVoice(): string | null {
  try {
    return localStorage.getItem(BROWSER_VOICE_KEY);
  } catch {
    return null;
  }
}

export function saveBrowserVoice(name: string | null): void {
  try {
    if (name) localStorage.setItem(BROWSER_VOICE_KEY, name);
    else localStorage.removeItem(BROWSER_VOICE_KEY);
  } catch {
    // Private mode without storage: the persona's accent is used.
  }
}

/**
 * Says things in his persona's voice: the server voice he picked when the server has one, else the
 * browser's. `notice` holds the spec's words when this browser cannot speak at all, or why the device's
 * voice spoke instead of the server's (his day's server voice used up).
 */
export function useAssistantVoice(preferences: AssistantPreferences | undefined) {
  const config = useAssistantConfig();
  const [notice, setNotice] = useState<string | null>(null);
  const persona = preferences?.voicePersona ?? 'aussie';
  const serverVoice = preferences?.ttsVoice ?? config.defaultVoice;

  const say = useCallback(
    (text: string, override?: Partial<Pick<AssistantPreferences, 'voicePersona' | 'ttsVoice'>>) => {
      const provider = config.voiceProvider;
      voice
        .speak(text, {
          persona: override?.voicePersona ?? persona,
          provider,
          voice: provider === 'browser' ? readBrowserVoice() : (override?.ttsVoice ?? serverVoice),
        })
        .then((told) => setNotice(told))
        .catch((error: unknown) => {
          // Only a missing voice is worth a word; other speech errors are swallowed (spec section 8).
          if (error instanceof Error && error.message === SPEECH_ERRORS.synthesisUnsupported) {
            setNotice(error.message);
          }
        });
    },
    [config.voiceProvider, persona, serverVoice],
  );

  return { say, stop: voice.stopSpeaking, notice };
}
