import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const req = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  cookie: string,
  payload?: object,
) => t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

describe('my own profile', () => {
  it('updates the allowed fields and recomputes completion on the server', async () => {
    const { cookie } = await signUp(t.app);
    const before = (await req('GET', '/api/profiles/me', cookie)).json();
    expect(before.profileCompletionPercentage).toBe(0);
    const res = await req('PATCH', '/api/profiles/me', cookie, {
      displayName: 'Marco',
      bio: 'Techno on Saturdays.',
      age: 29,
      intent: ['funny'],
      sexualPosition: ['vers'],
      city: 'berlin',
    });
    expect(res.statusCode).toBe(200);
    const after = res.json();
    expect(after).toMatchObject({
      displayName: 'Marco',
      age: 29,
      city: 'berlin',
      country: 'Germany',
    });
    expect(after.profileCompletionPercentage).toBeGreaterThan(40);
    expect(after.profileCompletionPercentage).toBeLessThan(70);
  });

  it.each([
    ['id', { id: 'someone-else' }],
    ['role', { role: 'admin' }],
    ['verification_status', { verificationStatus: 'verified' }],
    ['is_admin', { is_admin: true }],
    ['avatar (photos only)', { avatarUrl: 'https://evil.example/x.jpg' }],
    ['completion', { profileCompletionPercentage: 100 }],
    ['an age under 18', { age: 17 }],
    ['a bio over 500 characters', { bio: 'x'.repeat(501) }],
    ['an unknown position', { sexualPosition: ['pilot'] }],
  ])('refuses %s with 400', async (_label, body) => {
    const { cookie } = await signUp(t.app);
    const res = await req('PATCH', '/api/profiles/me', cookie, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
  });
});

describe("another member's profile", () => {
  it('never shows e-mail or coordinates, and hides health unless the owner shows it', async () => {
    const owner = await signUp(t.app);
    const viewer = await signUp(t.app);
    await req('PATCH', '/api/profiles/me', owner.cookie, {
      hivStatus: 'positive',
      onPrep: 'no',
      displayName: 'Owner',
    });
    const hidden = await req('GET', `/api/profiles/${owner.body.user.id}`, viewer.cookie);
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json().health).toBeNull();
    for (const leak of [owner.body.user.email, 'latitude', 'longitude', 'positive', 'email']) {
      expect(hidden.body).not.toContain(leak);
    }
    await req('PATCH', '/api/profiles/me', owner.cookie, {
      privacySettings: { healthVisibility: 'everyone' },
    });
    const shown = (await req('GET', `/api/profiles/${owner.body.user.id}`, viewer.cookie)).json();
    expect(shown.health).toEqual({ hivStatus: 'positive', onPrep: 'no', lastTested: null });
  });

  it("shows a 'match only' kink only to a match who shares it, never to a member who just claims it", async () => {
    const owner = await signUp(t.app);
    const attacker = await signUp(t.app);
    const ownerId = owner.body.user.id;
    await req('PATCH', '/api/profiles/me', owner.cookie, {
      kinksFetishes: {
        general: { leather: 'both', 'pup-play': 'match-only', bondage: 'match-only' },
      },
    });
    // Claims are free, and can themselves be match-only: he claims every kink he wants to probe.
    const claim = await req('PATCH', '/api/profiles/me', attacker.cookie, {
      kinksFetishes: { general: { 'pup-play': 'match-only', rubber: 'both' } },
    });
    expect(claim.statusCode).toBe(200);
    const seen = async () =>
      (await req('GET', `/api/profiles/${ownerId}`, attacker.cookie))
        .json()
        .kinks.map((k: { id: string }) => k.id)
        .sort();
    expect(await seen()).toEqual(['leather']);
    // His own like alone is no match.
    await req('POST', `/api/profiles/${ownerId}/like`, attacker.cookie);
    expect(await seen()).toEqual(['leather']);
    // Once the owner likes him back they match: he sees the match-only kinks they share, no others.
    await req('POST', `/api/profiles/${attacker.body.user.id}/like`, owner.cookie);
    expect(await seen()).toEqual(['leather', 'pup-play']);
    // Taking the like back ends the match, and the shared kink is hidden again.
    await req('DELETE', `/api/profiles/${attacker.body.user.id}/like`, owner.cookie);
    expect(await seen()).toEqual(['leather']);
  });

  it('answers 404 for an unknown member', async () => {
    const { cookie } = await signUp(t.app);
    const res = await req('GET', '/api/profiles/no-such-member', cookie);
    expect(res.statusCode).toBe(404);
  });

  it('requires a session', async () => {
    const other = await signUp(t.app);
    const res = await t.app.inject({ method: 'GET', url: `/api/profiles/${other.body.user.id}` });
    expect(res.statusCode).toBe(401);
  });
});

describe('likes', () => {
  it('stores a like once, counts it, and takes it back', async () => {
    const liked = await signUp(t.app);
    const fan = await signUp(t.app);
    const url = `/api/profiles/${liked.body.user.id}/like`;
    const once = { liked: true, likeCount: 1, matched: false };
    expect((await req('POST', url, fan.cookie)).json()).toEqual(once);
    expect((await req('POST', url, fan.cookie)).json()).toEqual(once);
    const view = (await req('GET', `/api/profiles/${liked.body.user.id}`, fan.cookie)).json();
    expect(view).toMatchObject({ likeCount: 1, likedByMe: true, isMatch: false });
    expect((await req('DELETE', url, fan.cookie)).json()).toEqual({
      liked: false,
      likeCount: 0,
      matched: false,
    });
  });

  it('makes a match when both like each other, and only then tells either of them', async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    const [aId, bId] = [a.body.user.id, b.body.user.id];
    expect((await req('POST', `/api/profiles/${bId}/like`, a.cookie)).json().matched).toBe(false);
    // B learns nothing of A's like from A's profile until he likes back.
    const before = (await req('GET', `/api/profiles/${aId}`, b.cookie)).json();
    expect(before).toMatchObject({ likedByMe: false, isMatch: false });
    expect((await req('POST', `/api/profiles/${aId}/like`, b.cookie)).json()).toMatchObject({
      liked: true,
      matched: true,
    });
    expect((await req('GET', `/api/profiles/${bId}`, a.cookie)).json().isMatch).toBe(true);
    await req('DELETE', `/api/profiles/${aId}/like`, b.cookie);
    expect((await req('GET', `/api/profiles/${bId}`, a.cookie)).json().isMatch).toBe(false);
  });

  it('refuses liking yourself', async () => {
    const me = await signUp(t.app);
    const res = await req('POST', `/api/profiles/${me.body.user.id}/like`, me.cookie);
    expect(res.statusCode).toBe(400);
  });
});
