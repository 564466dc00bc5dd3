import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EntitlementsSummary } from '@blaze/contracts';
import { manualClock } from '../../lib/clock.ts';
import { grantFor } from '../../test/entitlements.ts';
import { createTestApp, signUp, type TestApp } from '../../test/test-app.ts';
import { entitlementsService } from './entitlements.service.ts';

const HOUR = 3_600_000;
const clock = manualClock(new Date('2026-11-20T12:00:00Z'));
let t: TestApp;
let service: ReturnType<typeof entitlementsService>;
beforeAll(async () => {
  t = await createTestApp({}, {}, { clock });
  service = entitlementsService(t.db, clock);
});
afterAll(async () => t?.close());

async function member(name: string) {
  const m = await signUp(t.app, { displayName: name });
  return { id: m.body.user.id as string, cookie: m.cookie };
}
async function summary(m: { cookie: string }): Promise<EntitlementsSummary> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/me/entitlements',
    headers: { cookie: m.cookie },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const refused = async (p: Promise<unknown>) =>
  expect(p).rejects.toMatchObject({ statusCode: 403, code: 'NO_ALLOWANCE' });

describe('entitlements', () => {
  it('refuses without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/me/entitlements' });
    expect(res.statusCode).toBe(401);
  });

  it('gives two free Right Now posts per rolling 24 hours, then refuses until the oldest leaves the window', async () => {
    const m = await member('Free Rider');
    expect((await summary(m)).rightNow).toMatchObject({
      freeLeft: 2,
      packLeft: 0,
      unlimited: false,
    });
    expect(await service.use(m.id, 'right_now', randomUUID())).toEqual({ source: 'free' });
    clock.advance(2 * HOUR);
    await service.use(m.id, 'right_now', randomUUID());
    const s = await summary(m);
    expect(s.rightNow.freeLeft).toBe(0);
    expect(s.rightNow.nextFreeAt).toBe(new Date(clock.now().getTime() + 22 * HOUR).toISOString());
    await refused(service.use(m.id, 'right_now', randomUUID()));
    clock.advance(22 * HOUR - 1000);
    await refused(service.use(m.id, 'right_now', randomUUID()));
    clock.advance(2000);
    expect((await summary(m)).rightNow.freeLeft).toBe(1);
    await service.use(m.id, 'right_now', randomUUID());
    await refused(service.use(m.id, 'right_now', randomUUID()));
  });

  it('uses a pack after the free posts, the one ending first first, and never past its quantity', async () => {
    const m = await member('Pack Buyer');
    await service.use(m.id, 'right_now', randomUUID());
    await service.use(m.id, 'right_now', randomUUID());
    await grantFor(t, m.id, 'right_now', { quantity: 2, days: 30, clock });
    const soon = await grantFor(t, m.id, 'right_now', { quantity: 1, days: 1, clock });
    expect((await summary(m)).rightNow).toMatchObject({ freeLeft: 0, packLeft: 3 });
    expect(await service.use(m.id, 'right_now', randomUUID())).toEqual({ source: 'grant' });
    const after = await summary(m);
    expect(after.grants.find((g) => g.id === soon)?.used).toBe(1);
    expect(after.rightNow.packLeft).toBe(2);
    await service.use(m.id, 'right_now', randomUUID());
    await service.use(m.id, 'right_now', randomUUID());
    await refused(service.use(m.id, 'right_now', randomUUID()));
  });

  it('counts the same thing once, and gives a use back when it is released', async () => {
    const m = await member('Double Tap');
    await grantFor(t, m.id, 'boost', { quantity: 1, clock });
    const ref = randomUUID();
    await Promise.all([service.use(m.id, 'boost', ref), service.use(m.id, 'boost', ref)]);
    expect((await summary(m)).boost.left).toBe(0);
    await refused(service.use(m.id, 'boost', randomUUID()));
    await service.release(m.id, ref);
    expect((await summary(m)).boost.left).toBe(1);
  });

  it('never lets two requests at once take the last use', async () => {
    const m = await member('Racer');
    await grantFor(t, m.id, 'boost', { quantity: 1, clock });
    const results = await Promise.allSettled(
      Array.from({ length: 5 }, () => service.use(m.id, 'boost', randomUUID())),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
  });

  it("never uses another member's grant, and another member's ref is not his", async () => {
    const [a, b] = [await member('Owner'), await member('Other')];
    await grantFor(t, a.id, 'boost', { quantity: 1, clock });
    await refused(service.use(b.id, 'boost', randomUUID()));
    const ref = randomUUID();
    await service.use(a.id, 'boost', ref);
    await refused(service.use(b.id, 'boost', ref));
    expect((await summary(b)).grants).toEqual([]);
  });

  it('makes Right Now and Roam unlimited with Plus while it runs, but not Boost', async () => {
    const m = await member('Plus Member');
    await grantFor(t, m.id, 'plus', { quantity: null, days: 30, clock });
    const s = await summary(m);
    expect(s.plus.active).toBe(true);
    expect(s.rightNow).toMatchObject({ unlimited: true, freeLeft: 0 });
    expect(s.roam.unlimited).toBe(true);
    for (let i = 0; i < 4; i++)
      expect(await service.use(m.id, 'right_now', randomUUID())).toEqual({ source: 'plus' });
    expect(await service.use(m.id, 'roam', randomUUID())).toEqual({ source: 'plus' });
    await refused(service.use(m.id, 'boost', randomUUID()));
    clock.advance(30 * 24 * HOUR);
    expect((await summary(m)).plus.active).toBe(false);
    expect(await service.hasPlus(m.id)).toBe(false);
    expect(await service.use(m.id, 'right_now', randomUUID())).toEqual({ source: 'free' });
  });

  it('grants once per source, and a grant that ends early cannot be used after it', async () => {
    const m = await member('Subscriber');
    const startsAt = clock.now();
    const values = {
      userId: m.id,
      feature: 'boost' as const,
      quantity: 1,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 7 * 24 * HOUR),
      source: 'subscription' as const,
      sourceId: `sub_${randomUUID()}`,
    };
    const [first, again] = [await service.grant(values), await service.grant(values)];
    expect(again).toBe(first);
    expect((await summary(m)).boost.left).toBe(1);
    await service.endSource(values.sourceId, clock.now());
    expect((await summary(m)).boost.left).toBe(0);
    await refused(service.use(m.id, 'boost', randomUUID()));
  });
});
