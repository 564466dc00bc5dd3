import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  GOOD_PASSWORD,
  signUp,
  uniqueEmail,
  type TestApp,
} from '../../test/test-app.ts';
import { SIGN_IN_GUARD } from './sign-in-guard.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

let addresses = 0;
/** A new client address each call: the attacker owns many (a botnet, a pool of proxies). */
const freshIp = () => {
  addresses += 1;
  return `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
};
const signIn = (email: string, password: string, ip = freshIp()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: { email, password },
    remoteAddress: ip,
  });
const messageOf = (res: { json: () => unknown }) =>
  (res.json() as { error: { code: string; message: string } }).error;

describe('per-account backoff (issue 12 #9)', () => {
  it('locks an account after five failures whatever address they come from, the right password too', async () => {
    const victim = uniqueEmail('victim');
    await signUp(t.app, { email: victim });
    const statuses: number[] = [];
    for (let i = 0; i < SIGN_IN_GUARD.freeFailures + 3; i++)
      statuses.push((await signIn(victim, `guess-number-${i}`)).statusCode);
    expect(statuses.slice(0, SIGN_IN_GUARD.freeFailures)).toEqual(
      Array(SIGN_IN_GUARD.freeFailures).fill(401),
    );
    expect(statuses.slice(SIGN_IN_GUARD.freeFailures)).toEqual([429, 429, 429]);
    const right = await signIn(victim, GOOD_PASSWORD);
    expect(right.statusCode).toBe(429);
    expect(messageOf(right).code).toBe('RATE_LIMITED');
  });

  it('answers an unknown e-mail exactly as an account, so a lock reveals nobody', async () => {
    const member = uniqueEmail('member');
    await signUp(t.app, { email: member });
    const nobody = uniqueEmail('nobody');
    const run = async (email: string) => {
      const out: Array<{ status: number; error: unknown }> = [];
      for (let i = 0; i < SIGN_IN_GUARD.freeFailures + 1; i++) {
        const res = await signIn(email, `guess-${i}-wrong`);
        out.push({ status: res.statusCode, error: messageOf(res) });
      }
      return out.map((o) => ({ status: o.status, code: (o.error as { code: string }).code }));
    };
    expect(await run(member)).toEqual(await run(nobody));
  });

  it('judges at most five of many parallel guesses', async () => {
    const victim = uniqueEmail('parallel');
    await signUp(t.app, { email: victim });
    const replies = await Promise.all(
      Array.from({ length: 15 }, (_, i) => signIn(victim, `parallel-guess-${i}`)),
    );
    const judged = replies.filter((r) => r.statusCode === 401).length;
    expect(judged).toBeLessThanOrEqual(SIGN_IN_GUARD.freeFailures);
    expect(replies.filter((r) => r.statusCode === 429).length).toBe(15 - judged);
  });

  it('lets the owner in after a few typos, and a success starts the count again', async () => {
    const owner = uniqueEmail('typos');
    await signUp(t.app, { email: owner });
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < SIGN_IN_GUARD.freeFailures - 1; i++)
        expect((await signIn(owner, `typo-${round}-${i}`)).statusCode).toBe(401);
      expect((await signIn(owner, GOOD_PASSWORD)).statusCode).toBe(200);
    }
  });
});

describe('password spraying from one address (issue 12 #9)', () => {
  it('refuses a new account after too many different ones failed from one address', async () => {
    const ip = freshIp();
    for (let i = 0; i < SIGN_IN_GUARD.sprayAccounts; i++)
      expect((await signIn(uniqueEmail(`spray${i}`), 'Summer2026!', ip)).statusCode).toBe(401);
    const member = uniqueEmail('sprayed');
    await signUp(t.app, { email: member });
    const next = await signIn(member, GOOD_PASSWORD, ip);
    expect(next.statusCode).toBe(429);
    // The member himself, from his own address, is not affected.
    expect((await signIn(member, GOOD_PASSWORD)).statusCode).toBe(200);
  });
});
