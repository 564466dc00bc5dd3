import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AssistantExchange, AssistantReply, NearbyPage } from '@blaze/contracts';
import { destination, type Point } from '../../lib/geo.ts';
import { mentionsHealth } from './model/health-words.ts';
import { HEALTH_SPELLINGS } from '../../test/health-spellings.ts';
import {
  startOpenAiStandIn,
  toolThenText,
  type OpenAiStandIn,
} from '../../test/openai-stand-in.ts';
import {
  callAs,
  createTestApp,
  signUp,
  type TestApp,
  type TestMember,
} from '../../test/test-app.ts';

/**
 * The assistant through a configured model (decision 039), over the HTTP routes, with an OpenAI-compatible
 * stand-in that records every request: the model's words stream, its tool calls run the real actions,
 * nothing sensitive ever reaches it, and the built-in engine answers when it fails or he has not allowed it.
 */

const KEY = 'sk-assistant-standin';
const TIMEOUT_MS = 1_500;
let standIn: OpenAiStandIn;
let t: TestApp;

beforeAll(async () => {
  standIn = await startOpenAiStandIn({ apiKey: KEY });
  t = await createTestApp({
    ai: { baseUrl: standIn.baseUrl, apiKey: KEY, model: 'standin-model', timeoutMs: TIMEOUT_MS },
  });
});
afterAll(async () => {
  await t?.close();
  await standIn?.close();
});
beforeEach(() => standIn.reset());

const origin = { lat: 48.8566, lng: 2.3522 };
let spot = 0;
/** A fresh spot for each test (about 40 km apart), so the tests' members do not meet. */
function somewhere(): Point {
  spot += 1;
  return destination(origin, 40_000 * spot, (spot * 53) % 360);
}

type Member = TestMember & { email: string };
async function memberAt(
  p: Point | null,
  profile: Record<string, unknown> = {},
  allowModel = true,
): Promise<Member> {
  const m = await signUp(t.app);
  const who = { id: m.body.user.id, cookie: m.cookie, email: m.body.user.email };
  const res = await callAs(t.app, who, 'PATCH', '/api/profiles/me', {
    displayName: `Member${spot}${Math.random().toString(36).slice(2, 6)}`,
    ...profile,
  });
  expect(res.statusCode, res.body).toBe(200);
  if (p) {
    const at = await callAs(t.app, who, 'PUT', '/api/me/location', p);
    expect(at.statusCode, at.body).toBe(200);
  }
  if (allowModel) {
    const on = await callAs(t.app, who, 'PATCH', '/api/assistant/preferences', {
      allowModel: true,
    });
    expect(on.statusCode, on.body).toBe(200);
  }
  return who;
}

async function ask(who: TestMember, text: string): Promise<AssistantReply> {
  const res = await callAs(t.app, who, 'POST', '/api/assistant/messages', { text });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as AssistantExchange).reply.response!;
}

/** POST /api/assistant/messages as server-sent events: the events in order. */
async function askStreaming(who: TestMember, text: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/assistant/messages',
    headers: { cookie: who.cookie, accept: 'text/event-stream' },
    payload: { text },
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
  return res.body
    .trim()
    .split('\n\n')
    .map((block) => {
      const event = /^event: (.+)$/m.exec(block)?.[1];
      const data = /^data: (.+)$/m.exec(block)?.[1];
      return { event, data: JSON.parse(data ?? 'null') as unknown };
    });
}

describe('the assistant through a configured model', () => {
  it("streams the model's words as server-sent events, with the key and the persona's rules", async () => {
    const me = await memberAt(somewhere());
    const words = 'G’day legend, there are a few good-looking blokes around you tonight.';
    standIn.answer({ text: words });

    const events = await askStreaming(me, 'hey, what can you do?');
    const deltas = events.filter((e) => e.event === 'delta');
    const done = events.at(-1)!;
    expect(done.event).toBe('done');
    const exchange = done.data as AssistantExchange;
    expect(exchange.reply.response!.source).toBe('model');
    expect(exchange.reply.content).toBe(words);
    // Word by word, as the model sent them.
    expect(deltas.length).toBeGreaterThan(5);
    expect(deltas.map((e) => (e.data as { text: string }).text).join('')).toBe(words);

    expect(standIn.requests).toHaveLength(1);
    const [sent] = standIn.requests;
    expect(sent!.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(sent!.body.model).toBe('standin-model');
    expect(sent!.body.stream).toBe(true);
    expect(sent!.body.messages[0]).toMatchObject({ role: 'system' });
    expect(sent!.body.messages.at(-1)).toEqual({ role: 'user', content: 'hey, what can you do?' });
    expect(sent!.body.tools!.map((tool) => tool.function.name)).toContain('find_matches');

    // The log has the figures, never his words or the model's.
    const logged = t.logs.join('\n');
    expect(logged).toMatch(/"durationMs":\d+.*"msg":"assistant model answered"/);
    expect(logged).not.toContain('what can you do');
    expect(logged).not.toContain('good-looking blokes');

    // Kept in his history as the model's reply.
    const history = (await callAs(t.app, me, 'GET', '/api/assistant/messages')).json() as {
      messages: Array<{ content: string; response: AssistantReply | null }>;
    };
    expect(history.messages.at(-1)).toMatchObject({
      content: words,
      response: { source: 'model' },
    });
  });

  it("runs the model's find_matches on real data: the nearby list's members as cards, and their names back to the model", async () => {
    const here = somewhere();
    const me = await memberAt(here);
    const near = [
      await memberAt(destination(here, 600, 20), { displayName: 'Sebastian' }),
      await memberAt(destination(here, 1500, 200), { displayName: 'Marco' }),
    ];
    const blocked = await memberAt(destination(here, 900, 100), { displayName: 'Blockedguy' });
    expect(
      (await callAs(t.app, me, 'POST', `/api/profiles/${blocked.id}/block`)).statusCode,
    ).toBeLessThan(300);
    standIn.answer(
      toolThenText('find_matches', {}, 'Sebastian and Marco are both close by, mate.'),
      toolThenText('find_matches', {}, 'Sebastian and Marco are both close by, mate.'),
    );

    const reply = await ask(me, "who's hot near me?");
    expect(reply.source).toBe('model');
    expect(reply.message).toBe('Sebastian and Marco are both close by, mate.');
    const nearby = (await callAs(t.app, me, 'GET', '/api/discover/nearby')).json() as NearbyPage;
    expect(reply.members!.map((m) => m.id)).toEqual(nearby.members.map((m) => m.id));
    expect(reply.members!.map((m) => m.id).sort()).toEqual(near.map((m) => m.id).sort());

    expect(standIn.requests).toHaveLength(2);
    const toolAnswer = standIn.requests[1]!.body.messages.at(-1)!;
    expect(toolAnswer.role).toBe('tool');
    expect(toolAnswer.content).toContain('Sebastian');
    expect(toolAnswer.content).toContain('Marco');
    expect(toolAnswer.content).not.toContain('Blockedguy');
  });

  it('sends nothing sensitive: no health, kinks, e-mail, place or distance of his or of anyone', async () => {
    const here = somewhere();
    const secrets = {
      bio: 'HIV positive and undetectable, on PrEP. Write me at hidden.bio.mail@example.org.',
      whatImInto: 'Into chastity and fisting',
      city: 'Montmartre',
    };
    const sensitive = {
      hivStatus: 'positive',
      onPrep: 'yes',
      lastTested: '2026-02-13',
      kinksFetishes: { general: { chastity: 'both', fisting: 'both' } },
      sexualPosition: ['vers-bottom'],
      privacySettings: { healthVisibility: 'everyone', showAge: true },
      ...secrets,
    };
    const me = await memberAt(here, { ...sensitive, displayName: 'Jules' }, false);
    const him = await memberAt(destination(here, 700, 45), {
      ...sensitive,
      displayName: 'Sebastian',
      interests: ['music'],
    });
    const nearby = (await callAs(t.app, me, 'GET', '/api/discover/nearby')).json() as NearbyPage;
    const distance = nearby.members.find((m) => m.id === him.id)!.distance!;
    const area = nearby.members.find((m) => m.id === him.id)!.area!;
    expect(distance).toBeTruthy();
    // A built-in exchange first (the model not yet allowed): his history goes to the model later.
    expect((await ask(me, "who's hot near me?")).members!.map((m) => m.id)).toEqual([him.id]);
    expect(standIn.requests).toHaveLength(0);
    const on = await callAs(t.app, me, 'PATCH', '/api/assistant/preferences', { allowModel: true });
    expect(on.statusCode).toBe(200);

    // Every tool that reads members: the list, the recommendations, the hot list, an opener for him.
    standIn.answer(
      {
        toolCalls: [
          { name: 'find_matches', args: {} },
          { name: 'get_recommendations', args: {} },
        ],
      },
      {
        toolCalls: [
          { name: 'search_by_tags', args: { tags: ['hot'] } },
          { name: 'ice_breaker', args: { name: 'Sebastian' } },
        ],
      },
      { text: 'Here is an opener for Sebastian.' },
    );
    const reply = await ask(
      me,
      `write me an ice breaker for Sebastian. I'm at ${here.lat.toFixed(5)}, ${here.lng.toFixed(5)}, mail me at ${me.email}`,
    );
    expect(reply.source).toBe('model');
    expect(reply.draft?.toName).toBe('Sebastian');
    expect(standIn.requests).toHaveLength(3);

    const seen = standIn.everything().toLowerCase();
    const never = [
      me.email,
      him.email,
      'hidden.bio.mail@example.org',
      // (the values and keys; the test below checks every health word with the filter itself)
      'positive',
      'undetectable',
      '2026-02-13',
      'hivstatus',
      'onprep',
      'lasttested',
      'kinksfetishes',
      'chastity',
      'fisting',
      'vers-bottom',
      'montmartre',
      distance,
      here.lat.toFixed(3),
      here.lng.toFixed(3),
      area.lat.toFixed(3),
      area.lng.toFixed(3),
    ];
    const leaked = never.filter((secret) => seen.includes(secret.toLowerCase()));
    expect(leaked).toEqual([]);
    // His other words did reach the model, with the e-mail and the place masked; so did his history.
    const typed = standIn.requests[0]!.body.messages.at(-1)!;
    expect(typed.content).toMatch(
      /^write me an ice breaker for Sebastian\. I'm at \[location\], mail me at \[e-mail\]$/,
    );
    expect(seen).toContain("who's hot near me?");
  });

  it('no health word a member wrote reaches the model: names, tribes, pronouns, bios, openers, his own words (issue 35)', async () => {
    // Each man carries three spellings: in his name (first or last word), his tribe and his pronouns,
    // and all three in his bio before one plain sentence; six men to a group, as many groups as needed.
    const spellings = [...HEALTH_SPELLINGS];
    const groups: string[][][] = [];
    for (let i = 0; i < spellings.length; i += 18) {
      const group = spellings.slice(i, i + 18);
      const men: string[][] = [];
      for (let j = 0; j < group.length; j += 3) men.push(group.slice(j, j + 3));
      groups.push(men);
    }
    const drafts: string[] = [];
    for (const [g, men] of groups.entries()) {
      standIn.reset();
      const here = somewhere();
      const me = await memberAt(here, {}, false);
      for (const [k, [a = 'poz', b = 'neg', c = 'PrEP']] of men.entries()) {
        await memberAt(destination(here, 300 + 150 * k, 40 * k), {
          displayName: (k % 2 === 0 ? `Dan ${a}` : `${a} Dan`).slice(0, 50),
          tribe: b.slice(0, 30),
          pronouns: c.slice(0, 30),
          bio: `${a}, ${b} and ${c}, truvada, undetectable. Love techno.`,
        });
      }
      const nearby = (await callAs(t.app, me, 'GET', '/api/discover/nearby')).json() as NearbyPage;
      const usernames = nearby.members.map((m) => `@${m.username}`);
      expect(usernames).toHaveLength(men.length);
      // The built-in engine first (in his history, which the model reads later), and its openers.
      await ask(me, "who's hot near me?");
      for (const name of usernames) {
        const draft = (await ask(me, `write me an ice breaker for ${name}`)).draft;
        expect(draft, name).toBeTruthy();
        drafts.push(draft!.text);
      }
      expect(standIn.requests).toHaveLength(0);
      const on = await callAs(t.app, me, 'PATCH', '/api/assistant/preferences', {
        allowModel: true,
      });
      expect(on.statusCode).toBe(200);

      standIn.reset();
      standIn.answer(
        {
          toolCalls: [
            { name: 'find_matches', args: {} },
            { name: 'get_recommendations', args: {} },
            { name: 'search_by_tags', args: { tags: ['hot'] } },
            ...usernames.map((name) => ({ name: 'ice_breaker', args: { name } })),
          ],
        },
        { text: 'Here are a few openers.' },
      );
      const own = men[0]![0]!;
      const reply = await ask(me, `ice breakers please, I'm ${own} and on Truvada`);
      expect(reply.source, `group ${g}`).toBe('model');
      expect(standIn.requests).toHaveLength(2);
      const toolAnswers = standIn.requests[1]!.body.messages.filter((m) => m.role === 'tool');
      expect(toolAnswers.map((m) => m.content).join('\n')).toContain('Dan');
      for (const request of standIn.requests) {
        for (const m of request.body.messages) {
          expect(mentionsHealth(m.content ?? ''), `${m.role}: ${m.content}`).toBe(false);
          for (const call of m.tool_calls ?? [])
            expect(mentionsHealth(call.function.arguments)).toBe(false);
        }
      }
      // And nothing of the spellings anywhere in the bodies as sent.
      const seen = standIn.everything().toLowerCase();
      for (const spelling of men.flat())
        if (/^[\p{L}\d]{4,}$/u.test(spelling))
          expect(seen, spelling).not.toMatch(new RegExp(`\\b${spelling.toLowerCase()}\\b`, 'u'));
    }
    // The built-in openers never quote a health word either.
    for (const draft of drafts) expect(mentionsHealth(draft), draft).toBe(false);
  }, 120_000);

  it('with allowModel off, nothing reaches the model: the built-in engine answers', async () => {
    const here = somewhere();
    const me = await memberAt(here, {}, false);
    await memberAt(destination(here, 500, 0));
    const reply = await ask(me, "who's hot near me?");
    expect(reply.source).toBe('built-in');
    expect(reply.members).toHaveLength(1);
    expect(standIn.requests).toHaveLength(0);

    const events = await askStreaming(me, 'find me guys');
    expect((events.at(-1)!.data as AssistantExchange).reply.response!.source).toBe('built-in');
    expect(standIn.requests).toHaveLength(0);
  });

  it.each([
    ['an HTTP error', { status: 500 }],
    ['a refused key', { status: 401 }],
    ['a timeout', { hang: true as const }],
    ['an empty answer', { empty: true as const }],
  ])('on %s from the model, the built-in engine answers', async (_what, failure) => {
    const here = somewhere();
    const me = await memberAt(here);
    const him = await memberAt(destination(here, 500, 90));
    standIn.answer(failure);
    const started = Date.now();
    const reply = await ask(me, "who's hot near me?");
    expect(standIn.requests).toHaveLength(1);
    expect(reply.source).toBe('built-in');
    expect(reply.success).toBe(true);
    expect(reply.members!.map((m) => m.id)).toEqual([him.id]);
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 3_000);
    expect(t.logs.join('\n')).toMatch(/"msg":"assistant model failed"/);
  });

  it('a model that stops mid-stream: the built-in answer is what he keeps', async () => {
    const here = somewhere();
    const me = await memberAt(here);
    await memberAt(destination(here, 500, 90));
    standIn.answer({ hang: true, text: 'Hold on, let me have a look around for' });
    const events = await askStreaming(me, "who's hot near me?");
    const done = events.at(-1)!.data as AssistantExchange;
    expect(done.reply.response!.source).toBe('built-in');
    expect(done.reply.response!.members).toHaveLength(1);
    const history = (await callAs(t.app, me, 'GET', '/api/assistant/messages')).json() as {
      messages: Array<{ content: string }>;
    };
    expect(history.messages.at(-1)!.content).toBe(done.reply.content);
    expect(done.reply.content).not.toContain('Hold on, let me have a look');
  });
});
