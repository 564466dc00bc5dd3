import { signUpCodeIn } from '../apps/server/src/modules/mail/mail-folder.ts';

/** Sign-up in its two steps through the API: the form, then the code from the mail file. */
export async function signUpThroughApi(
  origin: string,
  mailDir: string,
  body: { email: string; password: string },
): Promise<Response> {
  const post = (p: string, payload: unknown) =>
    fetch(`${origin}${p}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payload),
    });
  const started = await post('/api/auth/sign-up', body);
  if (started.status !== 202) throw new Error(`sign-up answered ${started.status}`);
  const verified = await post('/api/auth/verify-email', {
    email: body.email,
    code: await signUpCodeIn(mailDir, body.email),
  });
  if (verified.status !== 200) throw new Error(`verify answered ${verified.status}`);
  return verified;
}

/**
 * `count` viewers for a bench's HTTP runs: signed up through the API four at a time, each placed near
 * one of `cities` (a few km from its centre, in turn). Answers their session cookies, by index.
 */
export async function signUpViewers(
  origin: string,
  mailDir: string,
  count: number,
  cities: ReadonlyArray<{ lat: number; lng: number }>,
): Promise<string[]> {
  const cookies: string[] = new Array(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (next < count) {
        const i = next++;
        const res = await signUpThroughApi(origin, mailDir, {
          email: `viewer${i}.${process.pid}@bench.invalid`,
          password: 'velvet-otter-rides-42',
        });
        const cookie = res.headers
          .getSetCookie()
          .find((c) => c.startsWith('blaze.session_token='))
          ?.split(';')[0];
        if (!cookie) throw new Error(`sign-up answered ${res.status} without a session`);
        const c = cities[i % cities.length]!;
        const placed = await fetch(`${origin}/api/me/location`, {
          method: 'PUT',
          headers: { cookie, 'content-type': 'application/json' },
          body: JSON.stringify({
            lat: c.lat + (Math.random() - 0.5) * 0.1,
            lng: c.lng + (Math.random() - 0.5) * 0.1,
          }),
        });
        if (placed.status !== 200) throw new Error(`location answered ${placed.status}`);
        cookies[i] = cookie;
      }
    }),
  );
  return cookies;
}
