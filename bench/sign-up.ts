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
