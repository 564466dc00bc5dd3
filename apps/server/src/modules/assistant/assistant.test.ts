import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ASSISTANT_LIMITS,
  DEFAULT_ASSISTANT_PREFERENCES,
  EXPORT_FILES,
  type AssistantExchange,
  type AssistantMessage,
  type AssistantReply,
  type NearbyPage,
} from '@blaze/contracts';
import {
  assistantConfirmations,
  assistantMessages,
  assistantPreferences,
  profiles,
} from '../../db/schema.ts';
import { manualClock } from '../../lib/clock.ts';
import { destination, type Point } from '../../lib/geo.ts';
import {
  callAs,
  createTestApp,
  GOOD_PASSWORD,
  signUp,
  type TestApp,
  type TestMember,
} from '../../test/test-app.ts';
import { grantFor } from '../../test/entitlements.ts';
import { EXPLICIT_WORDS } from './personas.ts';

const clock = manualClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, {}, { clock });
});
afterAll(async () => t?.close());

const berlin = { lat: 52.52, lng: 13.405 };
let spot = 0;
/** A fresh spot for each test (about 30 km apart), so the tests' members do not meet. */
function somewhere(): Point {
  spot += 1;
  return destination(berlin, 30_000 * spot, (spot * 47) % 360);
}

type Member = TestMember & { email: string };
async function memberAt(p: Point | null, profile: Record<string, unknown> = {}): Promise<Member> {
  const m = await signUp(t.app);
  const who = { id: m.body.user.id, cookie: m.cookie, email: m.body.user.email };
  if (Object.keys(profile).length) {
    const res = await callAs(t.app, who, 'PATCH', '/api/profiles/me', profile);
    expect(res.statusCode, res.body).toBe(200);
  }
  if (p) {
    const res = await callAs(t.app, who, 'PUT', '/api/me/location', p);
    expect(res.statusCode, res.body).toBe(200);
  }
  return who;
}

async function ask(who: TestMember, text: string): Promise<AssistantReply> {
  const res = await callAs(t.app, who, 'POST', '/api/assistant/messages', { text });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as AssistantExchange).reply.response!;
}

async function own(who: TestMember) {
  return (await callAs(t.app, who, 'GET', '/api/profiles/me')).json() as {
    hideDistance: boolean;
  };
}

/** Every reply reads as whole sentences (the phrasing layer's promise). */
function expectFluent(reply: AssistantReply) {
  for (const text of [reply.message, reply.nextStep, reply.tip]) {
    if (!text) continue;
    expect(text).toMatch(/[.!?…💅]["')\]]*$/u);
    expect(text).not.toMatch(/ {2}/);
  }
}

describe('the assistant needs a member', () => {
  it.each([
    ['GET', '/api/assistant/preferences'],
    ['GET', '/api/assistant/messages'],
    ['POST', '/api/assistant/messages'],
    ['POST', '/api/assistant/requests'],
    ['POST', '/api/assistant/confirmations/7d4f7c9e-7d59-4a8b-9a9e-2b1b0d8f3c11'],
  ] as const)('%s %s is 401 without a session', async (method, url) => {
    const res = await t.app.inject({ method, url, payload: method === 'POST' ? {} : undefined });
    expect(res.statusCode).toBe(401);
  });
});

describe('preferences', () => {
  it('starts with the defaults and keeps what he changes', async () => {
    const me = await memberAt(null);
    const first = await callAs(t.app, me, 'GET', '/api/assistant/preferences');
    expect(first.json()).toEqual(DEFAULT_ASSISTANT_PREFERENCES);
    const patched = await callAs(t.app, me, 'PATCH', '/api/assistant/preferences', {
      voicePersona: 'cali',
      adultMode: true,
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toEqual({
      ...DEFAULT_ASSISTANT_PREFERENCES,
      voicePersona: 'cali',
      adultMode: true,
    });
    const again = await callAs(t.app, me, 'GET', '/api/assistant/preferences');
    expect(again.json()).toMatchObject({ voicePersona: 'cali', adultMode: true });
    // Another member still has the defaults.
    const other = await memberAt(null);
    expect((await callAs(t.app, other, 'GET', '/api/assistant/preferences')).json()).toEqual(
      DEFAULT_ASSISTANT_PREFERENCES,
    );
  });

  it.each([
    ['nothing', {}],
    ['an unknown persona', { voicePersona: 'pirate' }],
    ['an unknown field', { isAdmin: true }],
  ])('refuses %s (400)', async (_what, body) => {
    const me = await memberAt(null);
    const res = await callAs(t.app, me, 'PATCH', '/api/assistant/preferences', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
  });
});

describe('finding men nearby', () => {
  it('gives the same members as the nearby search, never a blocked one, and places nobody who hides his distance', async () => {
    const here = somewhere();
    const me = await memberAt(here);
    const others = [];
    for (let i = 0; i < 4; i += 1)
      others.push(await memberAt(destination(here, 800 + i * 900, i * 80)));
    const [blocked, blocker, shy, plain] = others as [Member, Member, Member, Member];
    expect((await callAs(t.app, me, 'POST', `/api/profiles/${blocked.id}/block`)).statusCode).toBe(
      204,
    );
    expect((await callAs(t.app, blocker, 'POST', `/api/profiles/${me.id}/block`)).statusCode).toBe(
      204,
    );
    await t.db.update(profiles).set({ hideDistance: true }).where(eq(profiles.id, shy.id));

    const nearby = (await callAs(t.app, me, 'GET', '/api/discover/nearby')).json() as NearbyPage;
    const reply = await ask(me, 'find me guys');
    expect(reply.success).toBe(true);
    expect(reply.source).toBe('built-in');
    expect(reply.members!.map((m) => m.id)).toEqual(
      nearby.members.slice(0, ASSISTANT_LIMITS.cardsMax).map((m) => m.id),
    );
    const ids = reply.members!.map((m) => m.id);
    expect(ids).toContain(plain.id);
    expect(ids).not.toContain(blocked.id);
    expect(ids).not.toContain(blocker.id);
    const shyCard = reply.members!.find((m) => m.id === shy.id)!;
    expect(shyCard).toMatchObject({ distance: null, area: null });
    expect(reply.cta?.to).toBe('/discovery');
    expectFluent(reply);
  });

  it("answers 'who's hot near me?' with member cards from the same list", async () => {
    const here = somewhere();
    const me = await memberAt(here);
    const him = await memberAt(destination(here, 1200, 10));
    const reply = await ask(me, "who's hot near me?");
    expect(reply.members!.map((m) => m.id)).toEqual([him.id]);
    expectFluent(reply);
  });

  it('recommends his type first, from the same nearby list', async () => {
    const here = somewhere();
    const me = await memberAt(here);
    const slim = await memberAt(destination(here, 400, 10), { bodyType: 'slim' });
    const bear = await memberAt(destination(here, 2500, 10), { bodyType: 'bear' });
    await t.db
      .update(profiles)
      .set({ preferences: { preferredBodyTypes: ['bear'] } })
      .where(eq(profiles.id, me.id));
    const reply = await ask(me, 'recommend someone');
    expect(reply.members!.map((m) => m.id)).toEqual([bear.id, slim.id]);
    expect(reply.tip).toMatch(/your type first/);
  });

  it('asks a member without a location to share one', async () => {
    const me = await memberAt(null);
    const reply = await ask(me, 'find matches');
    expect(reply.success).toBe(false);
    expect(reply.members).toBeUndefined();
    expect(reply.cta).toEqual({ label: 'Share my location', to: '/discovery' });
    expectFluent(reply);
  });
});

describe('a privacy change waits for his yes', () => {
  it('changes nothing until yes; runs once; another member cannot answer it', async () => {
    const me = await memberAt(somewhere());
    const reply = await ask(me, 'hide my distance');
    expect(reply.confirmation).toBeDefined();
    const id = reply.confirmation!.id;
    expect((await own(me)).hideDistance).toBe(false);

    const stranger = await memberAt(null);
    const theirs = await callAs(t.app, stranger, 'POST', `/api/assistant/confirmations/${id}`);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    expect(
      (await callAs(t.app, stranger, 'DELETE', `/api/assistant/confirmations/${id}`)).statusCode,
    ).toBe(404);
    expect((await own(me)).hideDistance).toBe(false);

    const yes = await callAs(t.app, me, 'POST', `/api/assistant/confirmations/${id}`);
    expect(yes.statusCode, yes.body).toBe(200);
    const said = yes.json() as AssistantMessage;
    expect(said.role).toBe('assistant');
    expect(said.response!.success).toBe(true);
    expect((await own(me)).hideDistance).toBe(true);

    const twice = await callAs(t.app, me, 'POST', `/api/assistant/confirmations/${id}`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ error: { code: 'CONFIRMATION_USED' } });
  });

  it('turns read receipts off only after yes, and a no changes nothing', async () => {
    const me = await memberAt(null);
    const receipts = async () =>
      (
        (await callAs(t.app, me, 'GET', '/api/me/message-settings')).json() as {
          privacy: { readReceipts: boolean };
        }
      ).privacy.readReceipts;
    expect(await receipts()).toBe(true);
    const first = await ask(me, 'turn off read receipts');
    const no = await callAs(
      t.app,
      me,
      'DELETE',
      `/api/assistant/confirmations/${first.confirmation!.id}`,
    );
    expect(no.statusCode, no.body).toBe(200);
    expect(await receipts()).toBe(true);
    const late = await callAs(
      t.app,
      me,
      'POST',
      `/api/assistant/confirmations/${first.confirmation!.id}`,
    );
    expect(late.statusCode).toBe(409);

    const second = await ask(me, 'turn off read receipts');
    await callAs(t.app, me, 'POST', `/api/assistant/confirmations/${second.confirmation!.id}`);
    expect(await receipts()).toBe(false);
  });

  it('lets a confirmation lapse', async () => {
    const me = await memberAt(somewhere());
    const reply = await ask(me, 'hide my distance');
    clock.advance(ASSISTANT_LIMITS.confirmationTtlMs + 1000);
    const late = await callAs(
      t.app,
      me,
      'POST',
      `/api/assistant/confirmations/${reply.confirmation!.id}`,
    );
    expect(late.statusCode).toBe(404);
    expect((await own(me)).hideDistance).toBe(false);
  });

  it('refuses an id that is not one (400) and an unknown one (404)', async () => {
    const me = await memberAt(null);
    expect((await callAs(t.app, me, 'POST', '/api/assistant/confirmations/nope')).statusCode).toBe(
      400,
    );
    const unknown = await callAs(
      t.app,
      me,
      'POST',
      '/api/assistant/confirmations/7d4f7c9e-7d59-4a8b-9a9e-2b1b0d8f3c11',
    );
    expect(unknown.statusCode).toBe(404);
  });
});

describe('ice breakers', () => {
  it('drafts an opener for a named member from his public profile and sends it on yes', async () => {
    const here = somewhere();
    const me = await memberAt(here);
    const sebastian = await memberAt(destination(here, 1500, 30), {
      displayName: 'Sebastian',
      interests: ['travel'],
      hivStatus: 'positive',
      onPrep: 'yes',
      bio: 'Architect who sketches buildings on every trip.',
    });
    const reply = await ask(me, 'write me an ice breaker for Sebastian');
    expect(reply.success, reply.message).toBe(true);
    expect(reply.draft).toMatchObject({ toMemberId: sebastian.id, toName: 'Sebastian' });
    expect(reply.draft!.text).toMatch(/Sebastian/);
    expect(reply.draft!.text).toMatch(/travel/);
    for (const word of [/hiv/i, /positive/i, /prep/i, /\bkm\b/, /\d+ ?m\b/])
      expect(reply.draft!.text).not.toMatch(word);
    for (const word of EXPLICIT_WORDS)
      expect(reply.draft!.text.toLowerCase()).not.toMatch(new RegExp(`\\b${word}\\b`));
    expect(reply.confirmation!.prompt).toMatch(/Sebastian/);
    expectFluent(reply);

    // Nothing is sent until he says yes.
    const before = (await callAs(t.app, sebastian, 'GET', '/api/conversations')).json() as {
      conversations: unknown[];
    };
    expect(before.conversations).toHaveLength(0);
    const yes = await callAs(
      t.app,
      me,
      'POST',
      `/api/assistant/confirmations/${reply.confirmation!.id}`,
    );
    expect(yes.statusCode, yes.body).toBe(200);
    const chat = (yes.json() as AssistantMessage).response!.cta!.to;
    const conversationId = chat.split('/').at(-1)!;
    const messages = await callAs(
      t.app,
      sebastian,
      'GET',
      `/api/conversations/${conversationId}/messages`,
    );
    expect(messages.statusCode, messages.body).toBe(200);
    expect(JSON.stringify(messages.json())).toContain(
      JSON.stringify(reply.draft!.text).slice(1, -1),
    );
  });

  it('sends nothing on yes when the member blocked him in between', async () => {
    const here = somewhere();
    const me = await memberAt(here);
    const kai = await memberAt(destination(here, 1100, 60), { displayName: 'Kai' });
    const reply = await ask(me, 'ice breaker for Kai');
    expect(reply.confirmation).toBeDefined();
    await callAs(t.app, kai, 'POST', `/api/profiles/${me.id}/block`);
    const yes = await callAs(
      t.app,
      me,
      'POST',
      `/api/assistant/confirmations/${reply.confirmation!.id}`,
    );
    expect(yes.statusCode, yes.body).toBe(200);
    expect((yes.json() as AssistantMessage).response!.success).toBe(false);
    const chats = (await callAs(t.app, kai, 'GET', '/api/conversations')).json() as {
      conversations: unknown[];
    };
    expect(chats.conversations).toHaveLength(0);
  });

  it('writes his own words as a whole sentence for the member he names', async () => {
    const here = somewhere();
    const me = await memberAt(here);
    const ola = await memberAt(destination(here, 1300, 90), { displayName: 'ola' });
    const reply = await ask(me, 'message Ola saying see you at eight');
    expect(reply.draft).toEqual({ text: 'See you at eight.', toMemberId: ola.id, toName: 'Ola' });
    expect(reply.confirmation!.prompt).toBe('Send this to Ola?');
  });

  it('never finds a member who blocked him', async () => {
    const here = somewhere();
    const me = await memberAt(here);
    const tomas = await memberAt(destination(here, 900, 200), { displayName: 'Tomasz' });
    await callAs(t.app, tomas, 'POST', `/api/profiles/${me.id}/block`);
    const reply = await ask(me, 'opener for Tomasz');
    expect(reply.success).toBe(false);
    expect(reply.draft).toBeUndefined();
    expect(reply.confirmation).toBeUndefined();
  });

  it('asks which one when two members share the name', async () => {
    const here = somewhere();
    const me = await memberAt(here);
    await memberAt(destination(here, 700, 10), { displayName: 'Rafael' });
    await memberAt(destination(here, 900, 100), { displayName: 'Rafael' });
    const reply = await ask(me, 'ice breaker for Rafael');
    expect(reply.draft).toBeUndefined();
    expect(reply.message).toMatch(/more than one Rafael/);
    expectFluent(reply);
  });
});

describe('paid actions wait for his yes', () => {
  it('offers the shop when he has no Boost, and starts one on yes when he has', async () => {
    const me = await memberAt(somewhere());
    const none = await ask(me, 'boost me');
    expect(none.success).toBe(false);
    expect(none.confirmation).toBeUndefined();
    expect(none.cta!.to).toMatch(/^\/app\/checkout\?product=boost/);

    await grantFor(t, me.id, 'boost', { clock });
    const offer = await ask(me, 'boost me');
    expect(offer.confirmation!.prompt).toMatch(/Boost/);
    const status = async () =>
      (await callAs(t.app, me, 'GET', '/api/me/boost')).json() as {
        current: unknown;
        left: number;
      };
    expect((await status()).current).toBeNull();
    const yes = await callAs(
      t.app,
      me,
      'POST',
      `/api/assistant/confirmations/${offer.confirmation!.id}`,
    );
    expect(yes.statusCode, yes.body).toBe(200);
    expect((yes.json() as AssistantMessage).response!).toMatchObject({
      success: true,
      cta: { to: '/app/boost' },
    });
    expect(await status()).toMatchObject({ left: 0, current: expect.any(Object) });
  });

  it('posts him on Right Now only after yes', async () => {
    const me = await memberAt(somewhere());
    const offer = await ask(me, "I'm hosting right now");
    const mine = async () =>
      ((await callAs(t.app, me, 'GET', '/api/right-now/mine')).json() as { post: unknown }).post;
    expect(offer.confirmation).toBeDefined();
    expect(await mine()).toBeNull();
    const yes = await callAs(
      t.app,
      me,
      'POST',
      `/api/assistant/confirmations/${offer.confirmation!.id}`,
    );
    expect((yes.json() as AssistantMessage).response!.success).toBe(true);
    expect(await mine()).toMatchObject({ suits: ['hosting'] });
  });
});

describe('events and places', () => {
  it('answers from the events and places lists, with a link to each', async () => {
    const me = await memberAt(somewhere());
    const events = await ask(me, 'any events near me?');
    expect(events.cta!.to).toBe('/events');
    const places = await ask(me, 'which bars are open now?');
    expect(places.cta!.to).toBe('/app/places');
    expectFluent(events);
    expectFluent(places);
  });
});

describe('every reply', () => {
  it.each([
    'blah blah',
    'give me an ice breaker',
    'update my photos',
    'set my rates',
    'report someone',
    'notification settings',
    'account settings',
    'privacy',
    'adult mode',
  ])('to %j has an in-app link and whole sentences', async (text) => {
    const me = await memberAt(null);
    const reply = await ask(me, text);
    expect(reply.cta?.to).toMatch(/^\/[a-z]/);
    expectFluent(reply);
  });
});

describe('the request processor', () => {
  const request = (who: TestMember, body: Record<string, unknown>) =>
    callAs(t.app, who, 'POST', '/api/assistant/requests', body);

  it("answers an unknown type with the spec's words", async () => {
    const me = await memberAt(null);
    const res = await request(me, { type: 'astrology', action: 'horoscope' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: false,
      message: "I'm not sure what you're asking for…",
    });
  });

  it('answers an unknown action with what it can help with', async () => {
    const me = await memberAt(null);
    const reply = (
      await request(me, { type: 'profile', action: 'dance' })
    ).json() as AssistantReply;
    expect(reply.success).toBe(false);
    expect(reply.message).toMatch(
      /updating your photos, writing your bio, building your profile and previewing your profile/,
    );
    expectFluent(reply);
  });

  it('runs a known action with a deep link', async () => {
    const me = await memberAt(null);
    const reply = (
      await request(me, { type: 'profile', action: 'preview' })
    ).json() as AssistantReply;
    expect(reply).toMatchObject({ success: true, cta: { to: '/app/profile' }, source: 'built-in' });
    expectFluent(reply);
  });

  it('takes data as the chat would, and holds what needs his yes', async () => {
    const me = await memberAt(null);
    const held = (
      await request(me, {
        type: 'settings',
        action: 'privacy',
        data: { setting: 'hideDistance', value: true },
      })
    ).json() as AssistantReply;
    expect(held.confirmation).toBeDefined();
    expect((await own(me)).hideDistance).toBe(false);
    const odd = (
      await request(me, {
        type: 'messaging',
        action: 'ice_breaker',
        data: { name: 'x'.repeat(500) },
      })
    ).json() as AssistantReply;
    expect(odd.success).toBe(true);
    expect(odd.message).toMatch(/Who is it for\?/);
  });

  it('refuses a body that is not a request (400)', async () => {
    const me = await memberAt(null);
    expect((await request(me, { type: 'profile' })).statusCode).toBe(400);
    expect(
      (await request(me, { type: 'profile', action: 'preview', role: 'admin' })).statusCode,
    ).toBe(400);
  });
});

describe('personas', () => {
  it('says the same facts in each persona, explicit only in adult mode', async () => {
    const here = somewhere();
    const aussie = await memberAt(here);
    await memberAt(destination(here, 600, 5));
    const mate = await ask(aussie, 'find matches');
    expect(mate.message).toMatch(/\b(mate|legend)\b/);
    await callAs(t.app, aussie, 'PATCH', '/api/assistant/preferences', { voicePersona: 'cali' });
    const babe = await ask(aussie, 'find matches');
    expect(babe.message).not.toMatch(/\b(mate|legend)\b/);
    expect(babe.members!.map((m) => m.id)).toEqual(mate.members!.map((m) => m.id));
    for (const reply of [mate, babe])
      for (const word of EXPLICIT_WORDS)
        expect(reply.message.toLowerCase()).not.toMatch(new RegExp(`\\b${word}\\b`));
  });

  it('switches persona when he asks, and answers in the new one', async () => {
    const me = await memberAt(null);
    const reply = await ask(me, 'switch to the cali host');
    expect(reply.success).toBe(true);
    expect((await callAs(t.app, me, 'GET', '/api/assistant/preferences')).json()).toMatchObject({
      voicePersona: 'cali',
    });
    expect(reply.message).not.toMatch(/\b(mate|legend)\b/);
  });
});

describe('history', () => {
  it('keeps his words and the replies, oldest first, and clears them', async () => {
    const me = await memberAt(null);
    await ask(me, 'how do I update my photos?');
    await ask(me, 'help with my bio');
    const history = (await callAs(t.app, me, 'GET', '/api/assistant/messages')).json() as {
      messages: AssistantMessage[];
    };
    expect(history.messages.map((m) => [m.role, m.content.slice(0, 12)])).toEqual([
      ['user', 'how do I upd'],
      ['assistant', history.messages[1]!.content.slice(0, 12)],
      ['user', 'help with my'],
      ['assistant', history.messages[3]!.content.slice(0, 12)],
    ]);
    expect(history.messages[1]!.response!.cta!.to).toBe('/app/media');
    const other = await memberAt(null);
    expect(
      ((await callAs(t.app, other, 'GET', '/api/assistant/messages')).json() as { messages: [] })
        .messages,
    ).toHaveLength(0);
    expect((await callAs(t.app, me, 'DELETE', '/api/assistant/messages')).statusCode).toBe(204);
    expect(
      ((await callAs(t.app, me, 'GET', '/api/assistant/messages')).json() as { messages: [] })
        .messages,
    ).toHaveLength(0);
  });

  it('shows no card, draft or profile link of a member blocked since, either way', async () => {
    const here = somewhere();
    const me = await memberAt(here);
    const blocker = await memberAt(destination(here, 600, 20), { displayName: 'Jonas' });
    const blocked = await memberAt(destination(here, 900, 140), { displayName: 'Emil' });
    const stays = await memberAt(destination(here, 1200, 260));
    const found = await ask(me, 'find me guys');
    expect(found.members!.map((m) => m.id).sort()).toEqual(
      [blocker.id, blocked.id, stays.id].sort(),
    );
    const opener = await ask(me, 'write me an ice breaker for Jonas');
    expect(opener.draft?.toMemberId).toBe(blocker.id);

    await callAs(t.app, blocker, 'POST', `/api/profiles/${me.id}/block`);
    await callAs(t.app, me, 'POST', `/api/profiles/${blocked.id}/block`);
    const { messages } = (await callAs(t.app, me, 'GET', '/api/assistant/messages')).json() as {
      messages: AssistantMessage[];
    };
    const replies = messages.flatMap((m) => (m.response ? [m.response] : []));
    expect(replies).toHaveLength(2);
    expect(replies[0]!.members!.map((m) => m.id)).toEqual([stays.id]);
    expect(replies[1]!.draft).toBeUndefined();
    expect(replies[1]!.confirmation).toBeUndefined();
    const shown = JSON.stringify(replies);
    for (const id of [blocker.id, blocked.id]) expect(shown).not.toContain(id);
  });

  it('shows no distance or map area in stored cards: a member who hides his distance since is not placed', async () => {
    const here = somewhere();
    const me = await memberAt(here);
    const shy = await memberAt(destination(here, 900, 30), { displayName: 'Lukas' });
    const moved = await memberAt(destination(here, 2_400, 200), { displayName: 'Piet' });
    const found = await ask(me, 'find me guys');
    // Replies given live carry the nearby list's cards as they are now.
    for (const m of found.members!) expect(m).toMatchObject({ distance: expect.any(String) });
    expect(found.members!.every((m) => m.area !== null)).toBe(true);

    const shyPatch = await callAs(t.app, shy, 'PATCH', '/api/profiles/me', { hideDistance: true });
    expect(shyPatch.statusCode, shyPatch.body).toBe(200);
    const move = await callAs(
      t.app,
      moved,
      'PUT',
      '/api/me/location',
      destination(here, 3_600, 80),
    );
    expect(move.statusCode, move.body).toBe(200);
    const now = (await callAs(t.app, me, 'GET', '/api/discover/nearby')).json() as NearbyPage;
    expect(now.members.find((m) => m.id === shy.id)).toMatchObject({ distance: null, area: null });

    const { messages } = (await callAs(t.app, me, 'GET', '/api/assistant/messages')).json() as {
      messages: AssistantMessage[];
    };
    const cards = messages.flatMap((m) => m.response?.members ?? []);
    expect(cards.map((m) => m.id).sort()).toEqual([shy.id, moved.id].sort());
    // The old distance and marker would place him where he no longer shows, or where he was.
    for (const card of cards) expect(card).toMatchObject({ distance: null, area: null });
  });

  it(`keeps at most ${ASSISTANT_LIMITS.historyKept} messages, dropping the oldest`, async () => {
    const me = await memberAt(null);
    const at = clock.now().getTime() - 3600_000;
    await t.db.insert(assistantMessages).values(
      Array.from({ length: ASSISTANT_LIMITS.historyKept }, (_, i) => ({
        id: crypto.randomUUID(),
        userId: me.id,
        role: 'user',
        content: `old ${i}`,
        createdAt: new Date(at + i),
      })),
    );
    await ask(me, 'preview my profile');
    const { messages } = (await callAs(t.app, me, 'GET', '/api/assistant/messages')).json() as {
      messages: AssistantMessage[];
    };
    expect(messages).toHaveLength(ASSISTANT_LIMITS.historyKept);
    expect(messages[0]!.content).toBe('old 2');
    expect(messages.at(-2)!.content).toBe('preview my profile');
  });

  it('ignores blank words (400)', async () => {
    const me = await memberAt(null);
    const res = await callAs(t.app, me, 'POST', '/api/assistant/messages', { text: '   ' });
    expect(res.statusCode).toBe(400);
  });
});

describe('streaming', () => {
  it('answers as server-sent events: delta, then done with the exchange', async () => {
    const here = somewhere();
    const me = await memberAt(here);
    await memberAt(destination(here, 500, 0));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/assistant/messages',
      headers: { cookie: me.cookie, accept: 'text/event-stream' },
      payload: { text: "who's hot nearby" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
    const events = res.body
      .trim()
      .split('\n\n')
      .map((block) => {
        const [event, data] = block.split('\n');
        return {
          event: event!.replace('event: ', ''),
          data: JSON.parse(data!.replace('data: ', '')),
        };
      });
    expect(events.map((e) => e.event)).toEqual(['delta', 'done']);
    const done = events[1]!.data as AssistantExchange;
    expect(events[0]!.data).toEqual({ text: done.reply.content });
    expect(done.message.content).toBe("who's hot nearby");
    expect(done.reply.response!.members).toHaveLength(1);
  });
});

describe('his data', () => {
  it('is in his export, and goes with his account', async () => {
    const me = await memberAt(null);
    await callAs(t.app, me, 'PATCH', '/api/assistant/preferences', { voicePersona: 'cali' });
    await ask(me, 'help with my bio');
    const reply = await ask(me, 'export my data');
    const yes = await callAs(
      t.app,
      me,
      'POST',
      `/api/assistant/confirmations/${reply.confirmation!.id}`,
    );
    expect(yes.statusCode, yes.body).toBe(200);
    expect((yes.json() as AssistantMessage).response!.cta!.to).toBe('/app/settings/account');

    const end = Date.now() + 25_000;
    let view: { status: string; downloadUrl: string | null } = {
      status: 'running',
      downloadUrl: null,
    };
    while (view.status === 'running' && Date.now() < end) {
      view = (await callAs(t.app, me, 'GET', '/api/me/export')).json().export;
      if (view.status === 'running') await new Promise((r) => setTimeout(r, 20));
    }
    expect(view.status).toBe('ready');
    const zip = unzipSync(
      new Uint8Array((await callAs(t.app, me, 'GET', view.downloadUrl!)).rawPayload),
    );
    const data = JSON.parse(strFromU8(zip[EXPORT_FILES.assistant]!)) as {
      preferences: { voicePersona: string };
      messages: Array<{ role: string; content: string }>;
    };
    expect(data.preferences.voicePersona).toBe('cali');
    expect(data.messages.map((m) => m.content)).toContain('help with my bio');

    const gone = await callAs(t.app, me, 'POST', '/api/me/delete', { password: GOOD_PASSWORD });
    expect(gone.statusCode, gone.body).toBeLessThan(300);
    for (const table of [assistantMessages, assistantPreferences, assistantConfirmations])
      expect(await t.db.select().from(table).where(eq(table.userId, me.id))).toHaveLength(0);
  });
});
