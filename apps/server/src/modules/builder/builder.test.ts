import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuilderDraft } from '@blaze/contracts';
import { createTestApp, signUp, type TestApp } from '../../test/test-app.ts';

const draft = (over: Partial<BuilderDraft> = {}): BuilderDraft => ({
  intent: ['funny', 'romantic'],
  age: 31,
  name: 'Emre',
  location: 'Berlin',
  bodyType: 'athletic',
  sexualPosition: ['vers-top'],
  interests: ['music', 'outdoors'],
  kinksFetishes: { general: { leather: 'both', 'pup-play': 'match-only' } },
  hivStatus: 'negative',
  onPrep: 'yes',
  showHealth: false,
  about: 'Coffee nerd and cyclist.',
  height: 180,
  preferredAges: [25, 45],
  preferredBodyTypes: ['athletic', 'muscular'],
  preferredPositions: ['vers-bottom'],
  lookingFor: ['dating', 'friends'],
  ...over,
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const post = (url: string, cookie: string, payload: object, method: 'POST' | 'PUT' = 'POST') =>
  t.app.inject({ method, url, headers: { cookie }, payload });

describe('POST /api/profile/generate (built-in writer)', () => {
  it('returns three different options from the draft, without health or match-only kinks', async () => {
    const { cookie } = await signUp(t.app);
    const res = await post('/api/profile/generate', cookie, { profileData: draft() });
    expect(res.statusCode).toBe(200);
    const { profiles, source } = res.json();
    expect(source).toBe('built-in');
    expect(profiles).toHaveLength(3);
    expect(new Set(profiles.map((p: { aboutMe: string }) => p.aboutMe)).size).toBe(3);
    for (const p of profiles) {
      expect(p.aboutMe.length).toBeGreaterThan(20);
      expect(p.aboutMe.length).toBeLessThanOrEqual(500);
      expect(p.aboutMe).toContain('Berlin');
    }
    const all = JSON.stringify(profiles).toLowerCase();
    expect(all).toContain('leather');
    for (const secret of ['pup', 'negative', 'prep']) expect(all).not.toContain(secret);
  });

  it('refuses a draft with preferred ages in the wrong order', async () => {
    const { cookie } = await signUp(t.app);
    const res = await post('/api/profile/generate', cookie, {
      profileData: draft({ preferredAges: [50, 30] }),
    });
    expect(res.statusCode).toBe(400);
  });

  it('requires a session', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/profile/generate',
      payload: { profileData: draft() },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('PUT /api/profile/builder', () => {
  it('writes the builder columns as the spec says and completes the profile', async () => {
    const { cookie } = await signUp(t.app);
    const res = await post(
      '/api/profile/builder',
      cookie,
      {
        draft: draft(),
        text: { aboutMe: 'Hi, I am Emre.', whatImInto: 'Leather.', lookingFor: 'Dates.' },
      },
      'PUT',
    );
    expect(res.statusCode).toBe(200);
    const p = res.json();
    expect(p).toMatchObject({
      displayName: 'Emre',
      age: 31,
      city: 'Berlin',
      country: 'Germany',
      bio: 'Hi, I am Emre.',
      whatImInto: 'Leather.',
      height: 180,
      healthTags: [],
      hivStatus: 'negative',
      // Each field under the one name and shape the draft, the editor and the replies share.
      sexualPosition: ['vers-top'],
      interests: ['music', 'outdoors'],
      kinksFetishes: { general: { leather: 'both', 'pup-play': 'match-only' } },
      sexualStyle: [],
      manualProfile: {
        about_me: 'Hi, I am Emre.',
        what_im_into: 'Leather.',
        looking_for: 'Dates.',
      },
      privacySettings: { healthVisibility: 'nobody', showAge: true },
      preferences: { preferredAges: [25, 45] },
    });
    expect(p.profileCompletionPercentage).toBeGreaterThanOrEqual(50);
  });

  it('refuses a blank about-me with 400', async () => {
    const { cookie } = await signUp(t.app);
    const res = await post(
      '/api/profile/builder',
      cookie,
      { draft: draft(), text: { aboutMe: '  ', whatImInto: '', lookingFor: '' } },
      'PUT',
    );
    expect(res.statusCode).toBe(400);
  });
});

describe('with an OpenAI-compatible provider configured', () => {
  it('sends no health field and no match-only kink, and falls back to the built-in writer when it fails', async () => {
    const received: string[] = [];
    let fail = false;
    const provider = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        received.push(body);
        if (fail) {
          res.writeHead(500).end('{}');
          return;
        }
        const option = {
          aboutMe: 'From the provider.',
          whatImInto: 'Things.',
          lookingFor: 'Someone.',
        };
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            choices: [
              { message: { content: JSON.stringify({ profiles: [option, option, option] }) } },
            ],
          }),
        );
      });
    });
    await new Promise<void>((r) => provider.listen(0, '127.0.0.1', r));
    const { port } = provider.address() as AddressInfo;
    const ai = await createTestApp(
      {},
      { AI_BASE_URL: `http://127.0.0.1:${port}/v1`, AI_API_KEY: 'test-key' },
    );
    try {
      const { cookie } = await signUp(ai.app);
      const ok = await ai.app.inject({
        method: 'POST',
        url: '/api/profile/generate',
        headers: { cookie },
        payload: { profileData: draft() },
      });
      expect(ok.json()).toMatchObject({
        source: 'ai',
        profiles: [{ aboutMe: 'From the provider.' }, {}, {}],
      });
      const sent = received[0]!.toLowerCase();
      expect(sent).toContain('leather');
      for (const secret of ['hivstatus', 'negative', 'onprep', 'pup-play', 'showhealth'])
        expect(sent).not.toContain(secret);

      fail = true;
      const fallback = await ai.app.inject({
        method: 'POST',
        url: '/api/profile/generate',
        headers: { cookie },
        payload: { profileData: draft() },
      });
      expect(fallback.statusCode).toBe(200);
      expect(fallback.json().source).toBe('built-in');
    } finally {
      await ai.close();
      provider.close();
    }
  });
});
