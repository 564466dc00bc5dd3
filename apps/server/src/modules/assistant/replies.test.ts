import { describe, expect, it } from 'vitest';
import {
  ASSISTANT_ACTIONS,
  ASSISTANT_GREETINGS,
  DEFAULT_ASSISTANT_PREFERENCES,
  type VoicePersona,
} from '@blaze/contracts';
import {
  assistantActions,
  EXCEPTION_TEXT,
  UNKNOWN_TYPE_TEXT,
  type AssistantPorts,
} from './assistant.actions.ts';
import { EXPLICIT_WORDS, flirtyReply, openerFor, worded, type Voice } from './personas.ts';

// The request processor's fixed replies need no database: unknown types and actions never reach a
// port, and the exception reply is what any failing port turns into.
const failing = new Proxy(
  {},
  {
    get: () =>
      new Proxy(
        {},
        {
          get: () => async () => {
            throw new Error('the database is down');
          },
        },
      ),
  },
) as AssistantPorts;

const ctx = (persona: VoicePersona = 'aussie', adult = false) => ({
  userId: 'member-1',
  preferences: { ...DEFAULT_ASSISTANT_PREFERENCES, voicePersona: persona, adultMode: adult },
  voice: { persona, adult, seed: 'test' },
});

describe('the request processor', () => {
  const actions = assistantActions(failing);
  const errors: unknown[] = [];
  const onError = (err: unknown) => errors.push(err);

  it("answers an unknown type with the spec's words", async () => {
    const outcome = await actions.request(ctx(), 'astrology', 'horoscope', {}, onError);
    expect(outcome.success).toBe(false);
    expect(outcome.exact).toBe(UNKNOWN_TYPE_TEXT);
    expect(UNKNOWN_TYPE_TEXT).toBe("I'm not sure what you're asking for…");
  });

  it.each(Object.keys(ASSISTANT_ACTIONS))(
    'answers an unknown %s action with the list of what it can help with',
    async (type) => {
      const outcome = await actions.request(ctx(), type, 'juggle', {}, onError);
      const reply = worded(outcome, ctx().voice);
      expect(outcome.success).toBe(false);
      expect(reply.message).toMatch(/I can help with .+\.$/);
      expect(reply.message).not.toMatch(/ {2}|_/);
    },
  );

  it("answers a failure with the spec's exception words, and logs it", async () => {
    errors.length = 0;
    const outcome = await actions.request(ctx(), 'discovery', 'find_matches', {}, onError);
    expect(outcome.exact).toBe(
      'Oops! Something went sideways on my end. Let me get back to being fabulous for you! 💅',
    );
    expect(outcome.exact).toBe(EXCEPTION_TEXT);
    expect(errors).toHaveLength(1);
  });

  it('never treats an inherited name as a type or an action', async () => {
    expect((await actions.request(ctx(), 'toString', 'x', {}, onError)).exact).toBe(
      UNKNOWN_TYPE_TEXT,
    );
    const outcome = await actions.request(ctx(), 'profile', 'constructor', {}, onError);
    expect(outcome.exact).toBeUndefined();
    expect(outcome.success).toBe(false);
  });
});

describe('persona wording', () => {
  const voices: Voice[] = [];
  for (const persona of ['aussie', 'cali'] as const)
    for (const adult of [false, true])
      for (let i = 0; i < 25; i += 1) voices.push({ persona, adult, seed: `seed ${i}` });

  it('is whole sentences with no doubled spaces, for every mood and voice', () => {
    for (const voice of voices)
      for (const mood of [
        'found',
        'listed',
        'empty',
        'draft',
        'confirm',
        'done',
        'declined',
        'help',
        'problem',
        'ask',
      ] as const) {
        const reply = worded(
          {
            success: true,
            mood,
            say: ['three men are around', 'one is online now'],
            tip: 'say hi',
          },
          voice,
        );
        expect(reply.message).toMatch(/[.!?…]$/);
        expect(reply.message).not.toMatch(/ {2}|\.\.(?!\.)|\s[,.]/);
        expect(reply.tip).toBe('Say hi.');
      }
  });

  it('keeps explicit words to adult mode', () => {
    const explicit = new RegExp(`\\b(${EXPLICIT_WORDS.join('|')})\\b`, 'i');
    for (const voice of voices) {
      const texts = [
        worded({ success: true, mood: 'found', say: [] }, voice).message,
        worded({ success: true, mood: 'draft', say: [] }, voice).message,
        openerFor({ name: 'Sam', interests: ['music'], bioWord: null }, voice),
        flirtyReply('Sam', voice),
      ];
      if (!voice.adult) for (const text of texts) expect(text).not.toMatch(explicit);
    }
    const adult = voices.filter((v) => v.adult);
    expect(adult.some((v) => explicit.test(flirtyReply(null, v)))).toBe(true);
  });

  it("gives the aussie wingman 'mate' or 'legend', and the host neither", () => {
    for (const voice of voices) {
      const message = worded({ success: true, mood: 'found', say: [] }, voice).message;
      if (voice.persona === 'aussie') expect(message).toMatch(/\b(mate|legend)\b/);
      else expect(message).not.toMatch(/\b(mate|legend)\b/);
    }
  });

  it('writes openers as whole sentences with his name and one of his interests', () => {
    for (const voice of voices) {
      const text = openerFor({ name: 'Sam', interests: ['music', 'travel'], bioWord: null }, voice);
      expect(text).toMatch(/Sam/);
      expect(text).toMatch(/music|travel/);
      expect(text).toMatch(/[.!?]$/);
      expect(text).not.toMatch(/ {2}/);
    }
  });

  it('has a greeting per persona', () => {
    expect(ASSISTANT_GREETINGS.aussie).toMatch(/mate/);
    expect(ASSISTANT_GREETINGS.cali).not.toMatch(/mate/);
  });
});
