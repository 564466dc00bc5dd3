import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seedDemo: true });
});
afterAll(async () => t?.close());

describe('GET /api/dashboard', () => {
  it('shows the seeded community without the viewer, and without e-mail or coordinates', async () => {
    const { cookie, body } = await signUp(t.app, { displayName: 'Viewer' });
    const res = await t.app.inject({ method: 'GET', url: '/api/dashboard', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const summary = res.json();
    expect(summary.counts.online).toBeGreaterThan(5);
    expect(summary.counts.new).toBeGreaterThan(0);
    expect(summary.onlineNow.length).toBeGreaterThan(0);
    const everyone = [...summary.onlineNow, ...summary.newMembers];
    expect(everyone.some((m: { id: string }) => m.id === body.user.id)).toBe(false);
    expect(summary.onlineNow.every((m: { isOnline: boolean }) => m.isOnline)).toBe(true);
    const raw = res.body;
    for (const forbidden of ['email', 'latitude', 'longitude', 'hivStatus', '@demo'])
      expect(raw).not.toContain(forbidden);
  });

  it('serves the demo avatars as images', async () => {
    const { cookie } = await signUp(t.app);
    const summary = (
      await t.app.inject({ method: 'GET', url: '/api/dashboard', headers: { cookie } })
    ).json();
    const avatar = summary.onlineNow.find((m: { avatarUrl: string | null }) => m.avatarUrl)
      .avatarUrl as string;
    expect(avatar).toMatch(/^\/media\/photos\/.+\/display\.webp$/);
    const img = await t.app.inject({ method: 'GET', url: avatar });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/webp');
    expect(img.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('requires a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/dashboard' });
    expect(res.statusCode).toBe(401);
  });
});
