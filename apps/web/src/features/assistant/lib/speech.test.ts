import { describe, expect, it, vi } from 'vitest';
import {
  SPEECH_ERRORS,
  SERVER_VOICE_NOTICES,
  Speaker,
  SpeechListener,
  englishVoices,
  personaSpeech,
  pickBrowserVoice,
  speakableText,
  type RecognitionLike,
  type SpeechHost,
} from '@/features/assistant/lib/speech';

describe('speakableText', () => {
  it.each([
    [
      "**G'day legend!** 🔥 Here are *three* blokes nearby 😍",
      "G'day legend! Here are three blokes nearby",
    ],
    [
      '## Tips\n- Add a **smiling** photo\n- Say what you are into 👍🏽',
      'Tips. Add a smiling photo. Say what you are into',
    ],
    ['Open [his profile](/app/profile/1) and say hi 👋!', 'Open his profile and say hi!'],
    ['`code` and __bold__ and ~~gone~~ 🏳️‍🌈 flag', 'code and bold and gone flag'],
    ['snake_case_words stay', 'snake_case_words stay'],
    ['👨‍👨‍👦', ''],
  ])('%j -> %j', (input, spoken) => {
    expect(speakableText(input)).toBe(spoken);
  });
});

describe('persona voices', () => {
  it('gives each persona the spec section 9 settings and accent', () => {
    expect(personaSpeech('aussie')).toEqual({
      rate: 0.85,
      pitch: 0.75,
      volume: 0.85,
      lang: 'en-AU',
    });
    expect(personaSpeech('cali')).toEqual({ rate: 0.9, pitch: 0.8, volume: 0.8, lang: 'en-US' });
  });

  const voices = [
    { name: 'Google Deutsch', lang: 'de-DE' },
    { name: 'Samantha', lang: 'en-US' },
    { name: 'Karen', lang: 'en_AU' },
  ];

  it('picks his chosen voice, else one with the persona accent, else none', () => {
    expect(pickBrowserVoice(voices, 'aussie')?.name).toBe('Karen');
    expect(pickBrowserVoice(voices, 'cali')?.name).toBe('Samantha');
    expect(pickBrowserVoice(voices, 'cali', 'Karen')?.name).toBe('Karen');
    expect(pickBrowserVoice(voices, 'cali', 'Gone')?.name).toBe('Samantha');
    expect(pickBrowserVoice([voices[0]!], 'aussie')).toBeNull();
    expect(englishVoices(voices).map((v) => v.name)).toEqual(['Samantha', 'Karen']);
  });
});

/** A stand-in for the browser's SpeechRecognition (the browser's API, not ours). */
function fakeRecognitionHost() {
  const made: FakeRecognition[] = [];
  class FakeRecognition implements RecognitionLike {
    lang = '';
    continuous = true;
    interimResults = true;
    maxAlternatives = 5;
    onresult: RecognitionLike['onresult'] = null;
    onerror: RecognitionLike['onerror'] = null;
    onend: RecognitionLike['onend'] = null;
    started = false;
    constructor() {
      made.push(this);
    }
    start() {
      this.started = true;
    }
    stop() {
      this.onend?.();
    }
    abort() {
      this.onend?.();
    }
    say(text: string) {
      this.onresult?.({ results: [[{ transcript: text }]] });
      this.onend?.();
    }
  }
  return { host: { webkitSpeechRecognition: FakeRecognition }, made };
}

describe('SpeechListener', () => {
  it('hears one en-US utterance and resolves with it', async () => {
    const { host, made } = fakeRecognitionHost();
    const listener = new SpeechListener(host);
    expect(listener.supported).toBe(true);
    const heard = listener.listen();
    expect(listener.listening).toBe(true);
    const recognition = made[0]!;
    expect(recognition).toMatchObject({
      started: true,
      lang: 'en-US',
      continuous: false,
      interimResults: false,
    });
    recognition.say("  who's hot near me? ");
    await expect(heard).resolves.toBe("who's hot near me?");
    expect(listener.listening).toBe(false);
  });

  it("says 'Already listening' to a second start and 'Speech recognition not supported' without the API", async () => {
    const { host, made } = fakeRecognitionHost();
    const listener = new SpeechListener(host);
    const first = listener.listen();
    await expect(listener.listen()).rejects.toThrow(SPEECH_ERRORS.alreadyListening);
    listener.stop();
    await expect(first).resolves.toBeNull();
    expect(made).toHaveLength(1);

    const none = new SpeechListener({});
    expect(none.supported).toBe(false);
    await expect(none.listen()).rejects.toThrow('Speech recognition not supported');
  });

  it('swallows the browser errors (no speech, denied) as nothing heard', async () => {
    const { host, made } = fakeRecognitionHost();
    const listener = new SpeechListener(host);
    const heard = listener.listen();
    made[0]!.onerror?.({ error: 'not-allowed' });
    await expect(heard).resolves.toBeNull();
    expect(listener.listening).toBe(false);
  });
});

/** A browser with speech synthesis and an audio element, recording what they are asked to do. */
function fakeSpeechHost(
  options: { audioPlays?: boolean; voices?: { name: string; lang: string }[] } = {},
) {
  const spoken: Array<{
    text: string;
    rate: number;
    pitch: number;
    volume: number;
    lang: string;
    voice: unknown;
  }> = [];
  const calls: string[] = [];
  class Utterance {
    lang = '';
    rate = 1;
    pitch = 1;
    volume = 1;
    voice: unknown = null;
    onend: (() => void) | null = null;
    onerror: (() => void) | null = null;
    constructor(public text: string) {}
  }
  const audios: FakeAudio[] = [];
  class FakeAudio {
    volume = 1;
    onended: (() => void) | null = null;
    onerror: (() => void) | null = null;
    paused = true;
    constructor(public src = '') {
      audios.push(this);
    }
    play() {
      if (options.audioPlays === false) return Promise.reject(new Error('NotAllowedError'));
      this.paused = false;
      calls.push(`play ${this.src}`);
      return Promise.resolve();
    }
    pause() {
      this.paused = true;
      calls.push('pause');
    }
  }
  let current: Utterance | null = null;
  const host: SpeechHost = {
    speechSynthesis: {
      speak: (u: never) => {
        current = u as Utterance;
        spoken.push({ ...(u as Utterance) });
        calls.push('speak');
      },
      cancel: () => calls.push('cancel'),
      getVoices: () => options.voices ?? [],
    },
    SpeechSynthesisUtterance: Utterance,
    Audio: FakeAudio,
    URL: { createObjectURL: () => 'blob:voice', revokeObjectURL: () => calls.push('revoke') },
  };
  return { host, spoken, calls, audios, finish: () => current?.onend?.() };
}

describe('Speaker', () => {
  it("speaks with the browser voice at the persona's rate, pitch and volume, without markdown", async () => {
    const browser = fakeSpeechHost({ voices: [{ name: 'Karen', lang: 'en-AU' }] });
    const states: boolean[] = [];
    const fetchSpeech = vi.fn();
    const speaker = new Speaker({
      host: browser.host,
      fetchSpeech,
      onSpeaking: (s) => states.push(s),
    });
    const said = speaker.speak("**G'day!** 🔥", { persona: 'aussie', provider: 'browser' });
    browser.finish();
    await said;
    expect(fetchSpeech).not.toHaveBeenCalled();
    expect(browser.spoken).toHaveLength(1);
    expect(browser.spoken[0]).toMatchObject({
      text: "G'day!",
      rate: 0.85,
      pitch: 0.75,
      volume: 0.85,
      lang: 'en-AU',
      voice: { name: 'Karen', lang: 'en-AU' },
    });
    expect(states).toEqual([false, true, false]);
  });

  it('plays the server voice at 0.85 and stops it at once', async () => {
    const browser = fakeSpeechHost();
    const fetchSpeech = vi.fn().mockResolvedValue(new Blob(['mp3']));
    const speaker = new Speaker({ host: browser.host, fetchSpeech });
    const said = speaker.speak('Hey _you_', { persona: 'cali', provider: 'openai', voice: 'nova' });
    await vi.waitFor(() => expect(browser.audios).toHaveLength(1));
    expect(fetchSpeech).toHaveBeenCalledWith(
      { text: 'Hey you', persona: 'cali', voice: 'nova' },
      expect.any(AbortSignal),
    );
    expect(browser.audios[0]!.volume).toBe(0.85);
    speaker.stop();
    browser.audios[0]!.onended?.();
    await said;
    expect(browser.audios[0]!.paused).toBe(true);
    expect(browser.calls).toContain('cancel');
    expect(browser.spoken).toHaveLength(0);
  });

  it('falls back to the browser voice when the server voice is unavailable or cannot play', async () => {
    for (const [fetchSpeech, audioPlays, logged] of [
      [vi.fn().mockRejectedValue(new Error('TTS_UNAVAILABLE')), true, []],
      [vi.fn().mockResolvedValue(new Blob(['mp3'])), false, ['Audio playback failed']],
    ] as const) {
      const browser = fakeSpeechHost({ audioPlays });
      const log: string[] = [];
      const speaker = new Speaker({ host: browser.host, fetchSpeech, log: (m) => log.push(m) });
      const said = speaker.speak('Right, mate.', { persona: 'aussie', provider: 'elevenlabs' });
      await vi.waitFor(() => expect(browser.spoken).toHaveLength(1));
      browser.finish();
      await said;
      expect(browser.spoken[0]).toMatchObject({ text: 'Right, mate.', rate: 0.85, pitch: 0.75 });
      expect(log).toEqual(logged);
    }
  });

  it('refused by the server (day used up, not a reply): the browser voice speaks and he is told why', async () => {
    const refusal = (code: string) =>
      Object.assign(new Error('refused'), { status: code === 'SPEECH_NOT_SAID' ? 403 : 429, code });
    for (const code of ['SPEECH_NOT_SAID', 'SPEECH_DAILY_LIMIT'] as const) {
      const browser = fakeSpeechHost();
      const fetchSpeech = vi.fn().mockRejectedValue(refusal(code));
      const speaker = new Speaker({ host: browser.host, fetchSpeech });
      const said = speaker.speak('Right, mate.', { persona: 'aussie', provider: 'openai' });
      await vi.waitFor(() => expect(browser.spoken).toHaveLength(1));
      browser.finish();
      expect(await said).toBe(SERVER_VOICE_NOTICES[code]);
      expect(browser.spoken[0]).toMatchObject({ text: 'Right, mate.' });
      // After his day's voice is used up, the server is not asked again today.
      const again = speaker.speak('Another one.', { persona: 'aussie', provider: 'openai' });
      await vi.waitFor(() => expect(browser.spoken).toHaveLength(2));
      browser.finish();
      expect(await again).toBe(SERVER_VOICE_NOTICES[code]);
      expect(fetchSpeech).toHaveBeenCalledTimes(code === 'SPEECH_DAILY_LIMIT' ? 1 : 2);
    }
  });

  it("throws 'Speech synthesis not supported' when the browser has no voice", async () => {
    const speaker = new Speaker({
      host: { URL: { createObjectURL: () => '', revokeObjectURL: () => undefined } },
      fetchSpeech: vi.fn(),
    });
    expect(speaker.synthesisSupported).toBe(false);
    await expect(speaker.speak('Hi', { persona: 'aussie', provider: 'browser' })).rejects.toThrow(
      'Speech synthesis not supported',
    );
  });
});
