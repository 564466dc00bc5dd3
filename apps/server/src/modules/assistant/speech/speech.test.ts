import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ASSISTANT_GREETINGS,
  ASSISTANT_LIMITS,
  ASSISTANT_VOICE_SAMPLES,
  TTS_VOICES,
  type AssistantConfig,
  type AssistantExchange,
} from '@blaze/contracts';
import { speakableText } from '@blaze/contracts/speakable';
import { loadConfig } from '../../../config.ts';
import { manualClock, systemClock } from '../../../lib/clock.ts';
import {
  STAND_IN_VOICES,
  startElevenLabsStandIn,
  type ElevenLabsStandIn,
} from '../../../test/elevenlabs-stand-in.ts';
import { fakeMp3, startTtsStandIn, type TtsStandIn } from '../../../test/tts-stand-in.ts';
import {
  callAs,
  createTestApp,
  newMember,
  type TestApp,
  type TestMember,
} from '../../../test/test-app.ts';
import { assistantRepository } from '../assistant.repository.ts';
import { ELEVENLABS_VOICE_SETTINGS, elevenLabsSpeech } from './elevenlabs-speech.ts';
import { SPEECH_PER_MINUTE } from './speech.routes.ts';
import { speechProviderFor } from './speech.service.ts';

/** What a member's assistant might say, with the markdown and emoji a reply carries on screen. */
const SHOWN =
  '**Sebastian** is _2 km_ away and keen 🔥🔥\n- Say hi 👋\n- [Open his profile](/app/profile/x)';
const SPOKEN = 'Sebastian is 2 km away and keen. Say hi. Open his profile';
/** A phrase of it that must never reach a log. */
const SECRET_PHRASE = 'Sebastian is 2 km away';

/** Lines this file's tests speak: stored as the assistant's replies to each member they make. */
const SAID = [SHOWN, 'Hello there', 'Hello', 'Mine', 'Line'];

/** A member the assistant has said `said` to (its replies in his history, as a chat stores them). */
async function listener(app: TestApp, said: string[] = SAID): Promise<TestMember> {
  const me = await newMember(app.app);
  const at = Date.now();
  await assistantRepository(app.db).append(
    me.id,
    said.map((content, i) => ({
      id: randomUUID(),
      userId: me.id,
      role: 'assistant',
      content,
      response: null,
      createdAt: new Date(at + i),
    })),
    ASSISTANT_LIMITS.historyKept,
  );
  return me;
}

type LogLine = { level: number; msg: string; speech?: Record<string, unknown> };
const logLines = (t: TestApp) => t.logs.map((l) => JSON.parse(l) as LogLine);
const warnings = (t: TestApp) => logLines(t).filter((l) => l.level === 40);

/** The route refused with TTS_UNAVAILABLE, so the app speaks with the browser's voice. */
function expectUnavailable(res: { statusCode: number; json: () => unknown }) {
  expect(res.statusCode).toBe(503);
  expect((res.json() as { error: { code: string } }).error.code).toBe('TTS_UNAVAILABLE');
}

/** A provider failure was logged at warn with this spec text, and the spoken words were not. */
async function expectLogged(t: TestApp, text: string | RegExp) {
  const matching = warnings(t).filter((l) =>
    typeof text === 'string' ? l.msg.startsWith(text) : text.test(l.msg),
  );
  expect(matching.length, JSON.stringify(warnings(t))).toBeGreaterThan(0);
  expect(t.logs.join('\n')).not.toContain(SECRET_PHRASE);
}

/** Polls (no fixed sleeps) until `check` holds. */
async function until(check: () => boolean, ms = 5_000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('the OpenAI-compatible voice (TTS_BASE_URL: OpenAI or Kokoro)', () => {
  let t: TestApp;
  let tts: TtsStandIn;
  beforeAll(async () => {
    tts = await startTtsStandIn({ apiKey: 'sk-test-voice' });
    t = await createTestApp({
      tts: { baseUrl: tts.baseUrl, apiKey: 'sk-test-voice', model: 'tts-1-hd', timeoutMs: 800 },
      elevenLabs: null,
    });
  });
  afterAll(async () => {
    await t?.close();
    await tts?.close();
  });

  it('config offers the five voices, alloy by default, and says no model is set up', async () => {
    const me = await listener(t);
    const res = await callAs(t.app, me, 'GET', '/api/assistant/config');
    expect(res.statusCode).toBe(200);
    const config = res.json() as AssistantConfig;
    expect(config).toMatchObject({
      modelAvailable: false,
      voiceProvider: 'openai',
      defaultVoice: 'alloy',
    });
    expect(config.voices.map((v) => v.id)).toEqual([...TTS_VOICES]);
    expect(config.voices[0]!.name).toBe('Alloy');
  });

  it('speaks: mp3 bytes back, not cached; the voice, model and key reach the server; markdown and emoji never do', async () => {
    const me = await listener(t);
    const before = tts.requests.length;
    const res = await callAs(t.app, me, 'POST', '/api/assistant/speech', {
      text: SHOWN,
      voice: 'nova',
      persona: 'cali',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('audio/mpeg');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.rawPayload.equals(fakeMp3(SPOKEN, 'nova'))).toBe(true);

    const sent = tts.requests.slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      method: 'POST',
      path: '/v1/audio/speech',
      authorization: 'Bearer sk-test-voice',
      body: { model: 'tts-1-hd', input: SPOKEN, voice: 'nova', response_format: 'mp3' },
    });
  });

  it('speaks a voice it does not offer in the default voice, alloy', async () => {
    const me = await listener(t);
    const before = tts.requests.length;
    const res = await callAs(t.app, me, 'POST', '/api/assistant/speech', {
      text: 'Hello there',
      voice: 'JBFqnCBsd6RMkjVDRZzb',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(tts.requests.slice(before)[0]?.body.voice).toBe('alloy');
    expect(res.rawPayload.equals(fakeMp3('Hello there', 'alloy'))).toBe(true);
  });

  it("a server error is a 503 and the spec's text is logged, without his words even when the server echoes them", async () => {
    const me = await listener(t);
    tts.answer({
      status: 500,
      body: JSON.stringify({
        error: {
          message: `The server had an error while processing: ${SPOKEN}`,
          type: 'server_error',
        },
      }),
    });
    const res = await callAs(t.app, me, 'POST', '/api/assistant/speech', { text: SHOWN });
    expectUnavailable(res);
    await expectLogged(
      t,
      'TTS service error: 500 - The server had an error while processing: [text]',
    );
  });

  it("an empty answer is a 503, logged as 'No audio content received from TTS service'", async () => {
    const me = await listener(t);
    tts.answer({ empty: true });
    const res = await callAs(t.app, me, 'POST', '/api/assistant/speech', { text: SHOWN });
    expectUnavailable(res);
    await expectLogged(t, 'No audio content received from TTS service');
  });

  it('a server that does not answer in time is a 503 after the timeout, logged', async () => {
    const me = await listener(t);
    tts.answer({ hangMs: 10_000 });
    const started = Date.now();
    const res = await callAs(t.app, me, 'POST', '/api/assistant/speech', { text: SHOWN });
    expectUnavailable(res);
    expect(Date.now() - started).toBeLessThan(5_000);
    await expectLogged(t, 'TTS service error: timeout - no answer in 800 ms');
  });

  it('when he hangs up (voice output off), the server voice is hung up on too, and no failure is logged', async () => {
    const patient = await createTestApp({
      tts: { baseUrl: tts.baseUrl, apiKey: 'sk-test-voice', model: 'tts-1', timeoutMs: 10_000 },
      elevenLabs: null,
    });
    try {
      await patient.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = patient.app.server.address() as AddressInfo;
      const me = await listener(patient);
      const hungUpBefore = tts.hungUp();
      const sentBefore = tts.requests.length;
      tts.answer({ hangMs: 20_000 });
      const call = new AbortController();
      const pending = fetch(`http://127.0.0.1:${port}/api/assistant/speech`, {
        method: 'POST',
        headers: { cookie: me.cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ text: SHOWN }),
        signal: call.signal,
      }).catch((err: Error) => err.name);
      await until(() => tts.requests.length > sentBefore);
      const started = Date.now();
      call.abort();
      expect(await pending).toBe('AbortError');
      await until(() => tts.hungUp() > hungUpBefore);
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(warnings(patient)).toEqual([]);
    } finally {
      await patient.close();
    }
  });

  it('text with nothing speakable left is a 422, and the server is not called', async () => {
    const me = await listener(t);
    const before = tts.requests.length;
    const res = await callAs(t.app, me, 'POST', '/api/assistant/speech', {
      text: '🔥🔥 **  ** 💅',
    });
    expect(res.statusCode).toBe(422);
    expect(tts.requests.length).toBe(before);
  });

  it('bad input is a 400', async () => {
    const me = await listener(t);
    for (const payload of [
      { text: '   ' },
      { text: 'x'.repeat(1201) },
      { text: 'hi', persona: 'pirate' },
      { text: 'hi', extra: true },
    ]) {
      const res = await callAs(t.app, me, 'POST', '/api/assistant/speech', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it(`limits a member to ${SPEECH_PER_MINUTE} spoken replies a minute`, async () => {
    const me = await listener(t);
    for (let i = 0; i < SPEECH_PER_MINUTE; i += 1) {
      const res = await callAs(t.app, me, 'POST', '/api/assistant/speech', { text: 'Line' });
      expect(res.statusCode, res.body).toBe(200);
    }
    const refused = await callAs(t.app, me, 'POST', '/api/assistant/speech', { text: 'Line' });
    expect(refused.statusCode).toBe(429);
    const other = await listener(t);
    const res = await callAs(t.app, other, 'POST', '/api/assistant/speech', { text: 'Mine' });
    expect(res.statusCode).toBe(200);
  });

  it('speaks only what the assistant said to him: other text is 403 SPEECH_NOT_SAID and the paid voice is not called (issue 35)', async () => {
    const me = await newMember(t.app);
    const other = await newMember(t.app);
    const asked = await callAs(t.app, me, 'POST', '/api/assistant/messages', {
      text: 'what can you do?',
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const reply = (asked.json() as AssistantExchange).reply.content;
    const before = tts.requests.length;

    // Anything else: a text of his own, or a reply the assistant gave another member.
    for (const [who, text] of [
      [me, 'Read this advert out loud on the operator’s account, please.'],
      [me, `${reply} And this too.`],
      [other, reply],
    ] as const) {
      const res = await callAs(t.app, who, 'POST', '/api/assistant/speech', { text });
      expect(res.statusCode, text).toBe(403);
      expect((res.json() as { error: { code: string } }).error.code).toBe('SPEECH_NOT_SAID');
    }
    expect(tts.requests.length).toBe(before);

    // What it said: his reply (as the app sends it, markdown gone), the greetings, the voice samples.
    for (const text of [
      reply,
      speakableText(reply),
      ...Object.values(ASSISTANT_GREETINGS),
      ...Object.values(ASSISTANT_VOICE_SAMPLES),
    ]) {
      const res = await callAs(t.app, me, 'POST', '/api/assistant/speech', { text });
      expect(res.statusCode, `${text}: ${res.body}`).toBe(200);
    }

    // His history cleared: the reply is no longer his to have spoken.
    expect((await callAs(t.app, me, 'DELETE', '/api/assistant/messages')).statusCode).toBeLessThan(
      300,
    );
    const gone = await callAs(t.app, me, 'POST', '/api/assistant/speech', { text: reply });
    expect(gone.statusCode).toBe(403);
  });

  it(`speaks at most ${ASSISTANT_LIMITS.speechCharsPerDay} characters a member a day: past that 429 SPEECH_DAILY_LIMIT, the next day again (issue 35)`, async () => {
    const clock = manualClock(new Date('2026-11-29T10:00:00.000Z'));
    const daily = await createTestApp(
      {
        tts: { baseUrl: tts.baseUrl, apiKey: 'sk-test-voice', model: 'tts-1', timeoutMs: 2_000 },
        elevenLabs: null,
      },
      {},
      { clock },
    );
    try {
      const long = 'Sebastian is keen and close by, say hi to him. '.repeat(24).trim();
      const chars = speakableText(long).length;
      expect(chars).toBeLessThanOrEqual(ASSISTANT_LIMITS.speechMaxChars);
      const me = await listener(daily, [long, 'Hello']);
      const fits = Math.floor(ASSISTANT_LIMITS.speechCharsPerDay / chars);
      for (let i = 0; i < fits; i += 1) {
        const res = await callAs(daily.app, me, 'POST', '/api/assistant/speech', { text: long });
        expect(res.statusCode, `${i}: ${res.body}`).toBe(200);
      }
      const before = tts.requests.length;
      const refused = await callAs(daily.app, me, 'POST', '/api/assistant/speech', { text: long });
      expect(refused.statusCode).toBe(429);
      expect((refused.json() as { error: { code: string } }).error.code).toBe('SPEECH_DAILY_LIMIT');
      expect(tts.requests.length).toBe(before);
      // What is left of his day still speaks a short line; another member has his own day.
      const left = ASSISTANT_LIMITS.speechCharsPerDay - fits * chars;
      expect(left).toBeGreaterThanOrEqual(5);
      expect(
        (await callAs(daily.app, me, 'POST', '/api/assistant/speech', { text: 'Hello' }))
          .statusCode,
      ).toBe(200);
      const other = await listener(daily, [long]);
      expect(
        (await callAs(daily.app, other, 'POST', '/api/assistant/speech', { text: long }))
          .statusCode,
      ).toBe(200);
      // The next day (UTC), a new day's characters.
      clock.advance(24 * 3600_000);
      expect(
        (await callAs(daily.app, me, 'POST', '/api/assistant/speech', { text: long })).statusCode,
      ).toBe(200);
    } finally {
      await daily.close();
    }
  });

  it('signed out: 401 on both routes, and nothing is sent to the server', async () => {
    const before = tts.requests.length;
    const config = await t.app.inject({ method: 'GET', url: '/api/assistant/config' });
    expect(config.statusCode).toBe(401);
    const speech = await t.app.inject({
      method: 'POST',
      url: '/api/assistant/speech',
      payload: { text: 'Hello' },
    });
    expect(speech.statusCode).toBe(401);
    expect(tts.requests.length).toBe(before);
  });
});

describe('ElevenLabs (ELEVENLABS_API_KEY), preferred over TTS_BASE_URL', () => {
  let t: TestApp;
  let eleven: ElevenLabsStandIn;
  let tts: TtsStandIn;
  beforeAll(async () => {
    eleven = await startElevenLabsStandIn({ apiKey: 'xi-test-key' });
    tts = await startTtsStandIn();
    t = await createTestApp({
      ai: { baseUrl: 'http://127.0.0.1:9/v1', apiKey: 'k', model: 'm', timeoutMs: 1000 },
      tts: { baseUrl: tts.baseUrl, apiKey: null, model: 'tts-1', timeoutMs: 800 },
      elevenLabs: {
        apiKey: 'xi-test-key',
        model: 'eleven_multilingual_v2',
        apiUrl: eleven.apiUrl,
        timeoutMs: 800,
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await eleven?.close();
    await tts?.close();
  });

  it("config lists the account's voices (asked once, then kept) and says a model is set up", async () => {
    const me = await listener(t);
    const first = await callAs(t.app, me, 'GET', '/api/assistant/config');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      modelAvailable: true,
      voiceProvider: 'elevenlabs',
      voices: STAND_IN_VOICES.map((v) => ({ id: v.voice_id, name: v.name })),
      defaultVoice: 'JBFqnCBsd6RMkjVDRZzb',
    });
    await callAs(t.app, me, 'GET', '/api/assistant/config');
    const listings = eleven.requests.filter((r) => r.path === '/v1/voices');
    expect(listings).toHaveLength(1);
    expect(listings[0]!.apiKey).toBe('xi-test-key');
  });

  it('speaks through ElevenLabs: key, voice, model and settings reach it; markdown and emoji never do', async () => {
    const me = await listener(t);
    const charlie = STAND_IN_VOICES[1]!.voice_id;
    const res = await callAs(t.app, me, 'POST', '/api/assistant/speech', {
      text: SHOWN,
      voice: charlie,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('audio/mpeg');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.rawPayload.equals(fakeMp3(SPOKEN, charlie))).toBe(true);
    const sent = eleven.requests.filter((r) => r.method === 'POST').at(-1)!;
    expect(sent).toMatchObject({
      path: `/v1/text-to-speech/${charlie}`,
      query: { output_format: 'mp3_44100_128' },
      apiKey: 'xi-test-key',
      body: {
        text: SPOKEN,
        model_id: 'eleven_multilingual_v2',
        voice_settings: ELEVENLABS_VOICE_SETTINGS,
      },
    });
    expect(Object.keys(sent.body!.voice_settings as object).sort()).toEqual([
      'similarity_boost',
      'stability',
      'style',
      'use_speaker_boost',
    ]);
    expect(tts.requests).toHaveLength(0);
  });

  it('an OpenAI voice (his stored default) is spoken in the default ElevenLabs voice', async () => {
    const me = await listener(t);
    const res = await callAs(t.app, me, 'POST', '/api/assistant/speech', {
      text: 'Hello there',
      voice: 'alloy',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(eleven.requests.filter((r) => r.method === 'POST').at(-1)!.path).toBe(
      '/v1/text-to-speech/JBFqnCBsd6RMkjVDRZzb',
    );
  });

  it("a refusal is a 503, logged as 'ElevenLabs API error: {status} - {detail}' without his words", async () => {
    const me = await listener(t);
    eleven.answer({
      status: 401,
      body: JSON.stringify({ detail: { status: 'invalid_api_key', message: 'Invalid API key' } }),
    });
    expectUnavailable(await callAs(t.app, me, 'POST', '/api/assistant/speech', { text: SHOWN }));
    await expectLogged(t, 'ElevenLabs API error: 401 - Invalid API key');

    eleven.answer({
      status: 422,
      body: JSON.stringify({
        detail: [
          { loc: ['body', 'text'], msg: 'Text too long', type: 'value_error', input: SPOKEN },
        ],
      }),
    });
    expectUnavailable(await callAs(t.app, me, 'POST', '/api/assistant/speech', { text: SHOWN }));
    await expectLogged(t, 'ElevenLabs API error: 422 - Text too long');
  });

  it('an empty answer or a timeout is a 503, logged', async () => {
    const me = await listener(t);
    eleven.answer({ empty: true });
    expectUnavailable(await callAs(t.app, me, 'POST', '/api/assistant/speech', { text: SHOWN }));
    await expectLogged(t, 'No audio content received from TTS service');

    eleven.answer({ hangMs: 10_000 });
    expectUnavailable(await callAs(t.app, me, 'POST', '/api/assistant/speech', { text: SHOWN }));
    await expectLogged(t, 'ElevenLabs API error: timeout - no answer in 800 ms');
  });

  it('a voice list ElevenLabs refuses leaves config with no voices and the spec text logged', async () => {
    const badKey = await createTestApp({
      elevenLabs: {
        apiKey: 'xi-wrong-key',
        model: 'eleven_multilingual_v2',
        apiUrl: eleven.apiUrl,
        timeoutMs: 800,
      },
    });
    try {
      const me = await listener(badKey);
      const res = await callAs(badKey.app, me, 'GET', '/api/assistant/config');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ voiceProvider: 'elevenlabs', voices: [] });
      await expectLogged(badKey, 'ElevenLabs API error: 401 - Invalid API key');
      expectUnavailable(
        await callAs(badKey.app, me, 'POST', '/api/assistant/speech', { text: 'Hello' }),
      );
    } finally {
      await badKey.close();
    }
  });

  it("without a key the provider refuses to start with the spec's text", () => {
    expect(() =>
      elevenLabsSpeech(
        { apiKey: ' ', model: 'eleven_multilingual_v2', apiUrl: eleven.apiUrl, timeoutMs: 800 },
        systemClock,
      ),
    ).toThrow('ElevenLabs service not initialized. API key required.');
  });
});

describe('no server voice configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ tts: null, elevenLabs: null, ai: null });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("config says 'browser' and speech is a 503 TTS_UNAVAILABLE", async () => {
    const me = await listener(t);
    const config = await callAs(t.app, me, 'GET', '/api/assistant/config');
    expect(config.json()).toEqual({
      modelAvailable: false,
      voiceProvider: 'browser',
      voices: [],
      defaultVoice: 'alloy',
    });
    expectUnavailable(await callAs(t.app, me, 'POST', '/api/assistant/speech', { text: 'Hello' }));
  });
});

describe('the choice of voice from the environment', () => {
  const env = { NODE_ENV: 'test', SEED_DEMO: 'false' };
  const providerOf = (extra: Record<string, string>) =>
    speechProviderFor(loadConfig({ ...env, ...extra }), systemClock)?.name ?? 'browser';

  it('ElevenLabs when its key is set, else TTS_BASE_URL, else the browser; 15 s to answer by default', () => {
    const both = { ELEVENLABS_API_KEY: 'xi', TTS_BASE_URL: 'http://127.0.0.1:8880/v1' };
    expect(providerOf(both)).toBe('elevenlabs');
    expect(providerOf({ TTS_BASE_URL: 'http://127.0.0.1:8880/v1' })).toBe('openai');
    expect(providerOf({})).toBe('browser');
    const config = loadConfig({ ...env, ...both });
    expect(config.tts).toEqual({
      baseUrl: 'http://127.0.0.1:8880/v1',
      apiKey: null,
      model: 'tts-1',
      timeoutMs: 15_000,
    });
    expect(config.elevenLabs).toMatchObject({ model: 'eleven_multilingual_v2', timeoutMs: 15_000 });
    expect(loadConfig({ ...env, ...both, TTS_TIMEOUT_MS: '4000' }).tts?.timeoutMs).toBe(4000);
  });
});
