import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_UP_CODE } from '@blaze/contracts';
import { users, verifications } from '../../db/schema.ts';
import { blocksService } from '../blocks/blocks.service.ts';
import { fileMailer } from '../mail/mail.service.ts';
import { memoryEventBus } from '../../realtime/event-bus.ts';
import { presenceService } from '../presence/presence.service.ts';
import { profilesService } from '../profiles/profiles.service.ts';
import { createAuth } from './auth.instance.ts';
import { authService, PENDING_SIGN_UP_TTL_MS } from './auth.service.ts';
import {
  createTestApp,
  GOOD_PASSWORD,
  lastMailTo,
  signUp,
  signUpCode,
  testPhotoUrl,
  uniqueEmail,
  type TestApp,
} from '../../test/test-app.ts';
import { memoryGuardStore, SIGN_IN_GUARD, signInGuard } from './sign-in-guard.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const post = (url: string, payload: object, remoteAddress?: string) =>
  t.app.inject({ method: 'POST', url, payload, ...(remoteAddress ? { remoteAddress } : {}) });
const startSignUp = (email: string, password = GOOD_PASSWORD, extra: object = {}) =>
  post('/api/auth/sign-up', { email, password, ...extra });
const verify = (email: string, code: string) => post('/api/auth/verify-email', { email, code });
const signIn = (email: string, password: string) =>
  post('/api/auth/sign-in', { email, password }, `10.9.${Math.floor(Math.random() * 250)}.1`);
/** An error reply without its request id, to compare two replies. */
const errorOf = (res: { json: () => unknown }) => {
  const { error } = res.json() as { error: { code: string; message: string } };
  return { code: error.code, message: error.message };
};

describe('e-mail enumeration through sign-up (issue 12 #10)', () => {
  it('answers the same for an address with an account as for a new one, and tells the owner instead', async () => {
    const owner = uniqueEmail('owner');
    await signUp(t.app, { email: owner });
    const fresh = uniqueEmail('fresh');

    const taken = await startSignUp(owner, 'another-long-passphrase-7');
    const free = await startSignUp(fresh, 'another-long-passphrase-7');
    expect(taken.statusCode).toBe(202);
    expect(free.statusCode).toBe(202);
    expect(taken.json()).toEqual({ status: 'code-sent', email: owner });
    expect(free.json()).toEqual({ status: 'code-sent', email: fresh });
    expect(taken.headers['set-cookie']).toBeUndefined();
    expect(free.headers['set-cookie']).toBeUndefined();

    const note = await lastMailTo(t.app, owner);
    expect(note?.subject).toMatch(/tried to create a Blaze account/);
    expect(note?.text).not.toMatch(/\b\d{6}\b/);
    expect((await lastMailTo(t.app, fresh))?.subject).toMatch(/is your Blaze code$/);

    // Nothing about the owner's account changed: his password still works, the new one does not.
    expect((await signIn(owner, 'another-long-passphrase-7')).statusCode).toBe(401);
    expect((await signIn(owner, GOOD_PASSWORD)).statusCode).toBe(200);
  });

  it('takes as long for an address with an account as for a new one: sign-up and resend wait for one floor', async () => {
    // A new address costs writes (the pending account, its details, its code) that an address in
    // use does not; timed, the two would tell whether name@employer has an account.
    const floorMs = 500;
    const floored = await createTestApp({ signUpAnswerMs: floorMs });
    try {
      const timed = async (email: string, url = '/api/auth/sign-up') => {
        const start = performance.now();
        const res = await floored.app.inject({
          method: 'POST',
          url,
          payload:
            url === '/api/auth/sign-up'
              ? { email, password: 'another-long-passphrase-7' }
              : { email },
        });
        expect(res.statusCode).toBe(202);
        return performance.now() - start;
      };
      const owners: string[] = [];
      for (let i = 0; i < 3; i++) owners.push((await signUp(floored.app)).body.user.email);
      const taken: number[] = [];
      const fresh: number[] = [];
      for (const owner of owners) {
        taken.push(await timed(owner));
        fresh.push(await timed(uniqueEmail('fresh')));
      }
      // Both paths take well under the floor here (about 95 and 110 ms on an idle PostgreSQL), so
      // every answer comes at the floor, whichever path ran.
      for (const ms of [...taken, ...fresh]) expect(ms).toBeGreaterThanOrEqual(floorMs - 2);

      // A new code: only a pending sign-up gets one, and it takes as long as for anyone else.
      const resent = [owners[0]!, uniqueEmail('nobody'), uniqueEmail('fresh')];
      await timed(resent[2]!);
      for (const email of resent)
        expect(await timed(email, '/api/auth/resend-code')).toBeGreaterThanOrEqual(floorMs - 2);
    } finally {
      await floored.close();
    }
  });

  it('makes no session and no member until the code is entered', async () => {
    const email = uniqueEmail('pending');
    const started = await startSignUp(email, GOOD_PASSWORD, { username: 'pending_pete' });
    expect(started.statusCode).toBe(202);
    // The username is not held by an unverified sign-up, and he is in no list yet.
    const other = await startSignUp(uniqueEmail('other'), GOOD_PASSWORD, {
      username: 'pending_pete',
    });
    expect(other.statusCode).toBe(202);

    // Wrong password on the pending account: the same answer as an unknown address.
    const wrong = await signIn(email, 'not-the-password-1');
    const unknown = await signIn(uniqueEmail('nobody'), 'not-the-password-1');
    expect(wrong.statusCode).toBe(401);
    expect(errorOf(wrong)).toEqual(errorOf(unknown));

    // The right password may say so, and sends a fresh code.
    const right = await signIn(email, GOOD_PASSWORD);
    expect(right.statusCode).toBe(403);
    expect(errorOf(right).code).toBe('EMAIL_NOT_VERIFIED');
    expect(right.headers['set-cookie']).toBeUndefined();

    const done = await verify(email, await signUpCode(t.app, email));
    expect(done.statusCode).toBe(200);
    expect(done.json().profile.username).toBe('pending_pete');
    expect([done.headers['set-cookie']].flat().join('\n')).toMatch(/blaze\.session_token=/);
  });

  it('past the mail limit, signing in unverified says to use the code already sent, and that code works', async () => {
    const email = uniqueEmail('many-sign-ins');
    expect((await startSignUp(email)).statusCode).toBe(202);
    const messages: string[] = [];
    for (let i = 0; i < SIGN_IN_GUARD.mailsPerAddress; i++) {
      const res = await signIn(email, GOOD_PASSWORD);
      expect(res.statusCode).toBe(403);
      messages.push(errorOf(res).message);
    }
    expect(messages.slice(0, -1).every((m) => m.includes('we sent a new 6-digit code'))).toBe(true);
    expect(messages.at(-1)).toBe(
      'Confirm your e-mail first: enter the 6-digit code we sent to your address.',
    );
    const done = await verify(email, await signUpCode(t.app, email));
    expect(done.statusCode).toBe(200);
  });

  it('gives one answer for a wrong code, an unknown address and an address already verified', async () => {
    const member = uniqueEmail('verified');
    await signUp(t.app, { email: member });
    const pending = uniqueEmail('guess');
    await startSignUp(pending);
    const code = await signUpCode(t.app, pending);
    const wrongCode = code === '000000' ? '111111' : '000000';

    const replies = [
      await verify(pending, wrongCode),
      await verify(uniqueEmail('never'), wrongCode),
      await verify(member, wrongCode),
    ];
    for (const r of replies) expect(r.statusCode).toBe(400);
    expect(new Set(replies.map((r) => JSON.stringify(errorOf(r)))).size).toBe(1);
    expect(errorOf(replies[0]!).code).toBe('CODE_INVALID');
  });

  it('spends a code after five wrong tries: the right one is refused afterwards', async () => {
    const email = uniqueEmail('tries');
    await startSignUp(email);
    const code = await signUpCode(t.app, email);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 5; i++) expect((await verify(email, wrong)).statusCode).toBe(400);
    expect((await verify(email, code)).statusCode).toBe(400);
  });

  it('lets the owner take back an address someone signed up with but never verified', async () => {
    const victim = uniqueEmail('victim');
    await startSignUp(victim, 'squatter-chose-this-9', { username: 'squatter_name' });
    const squatterCode = await signUpCode(t.app, victim);

    await startSignUp(victim, GOOD_PASSWORD, { username: 'real_owner' });
    const ownerCode = await signUpCode(t.app, victim);
    if (ownerCode !== squatterCode)
      expect((await verify(victim, squatterCode)).statusCode).toBe(400);
    const done = await verify(victim, ownerCode);
    expect(done.statusCode).toBe(200);
    expect(done.json().profile.username).toBe('real_owner');
    expect((await signIn(victim, 'squatter-chose-this-9')).statusCode).toBe(401);
    expect((await signIn(victim, GOOD_PASSWORD)).statusCode).toBe(200);
  });

  it('resends a fresh code (the old one stops working) and answers the same for any address', async () => {
    const email = uniqueEmail('resend');
    await startSignUp(email);
    const first = await signUpCode(t.app, email);
    const again = await post('/api/auth/resend-code', { email });
    const nobody = uniqueEmail('nobody');
    const elsewhere = await post('/api/auth/resend-code', { email: nobody });
    expect(again.statusCode).toBe(202);
    expect(elsewhere.statusCode).toBe(202);
    expect(elsewhere.json()).toEqual({ status: 'code-sent', email: nobody });
    const second = await signUpCode(t.app, email);
    if (second !== first) expect((await verify(email, first)).statusCode).toBe(400);
    expect((await verify(email, second)).statusCode).toBe(200);
  });

  it('limits the mails one address receives, the same for an address with an account and a new one', async () => {
    const owner = uniqueEmail('flood');
    await signUp(t.app, { email: owner });
    const fresh = uniqueEmail('floodnew');
    // The owner's own sign-up already sent one mail to his address.
    const ownerStatuses: number[] = [];
    const freshStatuses: number[] = [];
    for (let i = 0; i < SIGN_IN_GUARD.mailsPerAddress; i++) {
      ownerStatuses.push((await startSignUp(owner, GOOD_PASSWORD)).statusCode);
      freshStatuses.push((await startSignUp(fresh, GOOD_PASSWORD)).statusCode);
    }
    expect(freshStatuses.every((s) => s === 202)).toBe(true);
    expect(ownerStatuses.slice(0, -1).every((s) => s === 202)).toBe(true);
    expect(ownerStatuses.at(-1)).toBe(429);
    expect((await startSignUp(fresh)).statusCode).toBe(429);
  });

  it('keeps the code and the address out of the logs and stores the code only as a hash', async () => {
    const email = uniqueEmail('quiet');
    await startSignUp(email);
    const code = await signUpCode(t.app, email);
    const rows = await t.db.select().from(verifications);
    expect(rows.some((r) => r.value.includes(code))).toBe(false);
    await verify(email, code);
    const logs = t.logs.join('\n');
    expect(logs).toContain('mail to [redacted]');
    expect(logs).not.toContain(email);
    expect(logs).not.toContain(code);
  });
});

describe('guessing at one address over days (issue 12 #8)', () => {
  const wrongFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('judges no code for an address after 15 tries in a day, the right one neither, and mails it no more codes', async () => {
    // Five mails an hour of five tries each would be 600 guesses a day at an address, for ever: an
    // ADMIN_EMAILS address would fall in about a year and a half.
    const email = uniqueEmail('target');
    expect((await startSignUp(email)).statusCode).toBe(202);
    // A fresh code before each one's tries run out (four of its five), up to the cap.
    let code = await signUpCode(t.app, email);
    for (let tried = 0; tried < SIGN_IN_GUARD.codeTriesPerAddress; tried++) {
      if (tried > 0 && tried % (SIGN_UP_CODE.attempts - 1) === 0) {
        expect((await post('/api/auth/resend-code', { email })).statusCode).toBe(202);
        code = await signUpCode(t.app, email);
      }
      expect((await verify(email, wrongFor(code))).statusCode).toBe(400);
    }

    // This code has had fewer than five wrong tries, yet the right one is not judged.
    const right = await verify(email, code);
    expect(right.statusCode).toBe(429);
    expect(errorOf(right)).toEqual({
      code: 'RATE_LIMITED',
      message: 'Too many attempts. Please wait 24 hour(s) and try again.',
    });
    expect(right.headers['set-cookie']).toBeUndefined();
    // The mails this hour are not used up, but no new code goes to the address.
    expect((await post('/api/auth/resend-code', { email })).statusCode).toBe(429);
    expect((await startSignUp(email)).statusCode).toBe(429);
    expect(await signUpCode(t.app, email)).toBe(code);
  });

  it('answers the same for an address with an account, a pending one and one nobody has; the owner still signs in', async () => {
    const held = uniqueEmail('held');
    await signUp(t.app, { email: held });
    const pending = uniqueEmail('pending');
    await startSignUp(pending);
    const pendingCode = await signUpCode(t.app, pending);
    const wrong = pendingCode === '000000' ? '111111' : '000000';
    const nobody = uniqueEmail('nobody');
    const addresses = [held, pending, nobody];

    for (const email of addresses)
      for (let i = 0; i < SIGN_IN_GUARD.codeTriesPerAddress; i++)
        expect((await verify(email, wrong)).statusCode).toBe(400);
    const capped = await Promise.all(addresses.map((email) => verify(email, wrong)));
    const resent = await Promise.all(
      addresses.map((email) => post('/api/auth/resend-code', { email })),
    );
    const signedUp = await Promise.all(addresses.map((email) => startSignUp(email)));
    for (const replies of [capped, resent, signedUp]) {
      expect(replies.map((r) => r.statusCode)).toEqual([429, 429, 429]);
      expect(new Set(replies.map((r) => JSON.stringify(errorOf(r)))).size).toBe(1);
      expect(Object.keys(replies[0]!.json() as object)).toEqual(['error']);
    }
    expect((await signIn(held, GOOD_PASSWORD)).statusCode).toBe(200);
  });

  it('counts tries sent all at once: 30 guesses together get 15 judged', async () => {
    const email = uniqueEmail('burst');
    await startSignUp(email);
    const code = await signUpCode(t.app, email);
    const guesses = Array.from({ length: 2 * SIGN_IN_GUARD.codeTriesPerAddress }, (_, i) =>
      String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'),
    );
    const replies = await Promise.all(guesses.map((guess) => verify(email, guess)));
    const statuses = replies.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 429)).toHaveLength(SIGN_IN_GUARD.codeTriesPerAddress);
    expect((await verify(email, code)).statusCode).toBe(429);
  });
});

describe('pending sign-ups', () => {
  it('are forgotten after a week, address and code with them; members and older accounts stay', async () => {
    const service = authService(
      createAuth(t.db, t.config),
      profilesService(t.db, blocksService(t.db), testPhotoUrl),
      t.db,
      {
        mailer: fileMailer(t.config.mail.dir, 'Blaze <no-reply@localhost>', { info: () => {} }),
        guard: signInGuard(memoryGuardStore()),
        publicUrl: t.config.publicUrl,
        presence: presenceService({ db: t.db, bus: memoryEventBus() }),
        onEmailVerified: async () => {},
      },
    );
    const old = new Date(Date.now() - PENDING_SIGN_UP_TTL_MS - 60_000);
    const stale = uniqueEmail('stale');
    const fresh = uniqueEmail('freshpending');
    const legacy = uniqueEmail('legacy');
    await startSignUp(stale);
    const staleCode = await signUpCode(t.app, stale);
    await startSignUp(fresh);
    const { body } = await signUp(t.app, { email: legacy });
    await t.db.update(users).set({ createdAt: old }).where(eq(users.email, stale));
    // An account from before sign-up had a code: unverified, but a member with a profile.
    await t.db
      .update(users)
      .set({ createdAt: old, emailVerified: false })
      .where(eq(users.id, body.user.id));

    expect(await service.forgetStalePendingSignUps()).toBe(1);
    const emails = (await t.db.select({ email: users.email }).from(users)).map((u) => u.email);
    expect(emails).not.toContain(stale);
    expect(emails).toEqual(expect.arrayContaining([fresh, legacy]));
    expect((await verify(stale, staleCode)).statusCode).toBe(400);
    const left = await t.db.select().from(verifications);
    expect(left.some((v) => v.identifier.includes(stale))).toBe(false);
  });
});
