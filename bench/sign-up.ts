import fs from 'node:fs';
import path from 'node:path';

/**
 * The 6-digit code in the newest mail the server's file mailer wrote to this address (sign-up's
 * second step, decision 012). bundle-size.mjs has the same reader in support.mjs.
 */
export function signUpCode(mailDir: string, email: string): string {
  const wanted = email.toLowerCase();
  for (const name of fs.readdirSync(mailDir).sort().reverse()) {
    const raw = fs.readFileSync(path.join(mailDir, name), 'utf8');
    const to = raw
      .match(/^To: (.*)$/im)?.[1]
      ?.trim()
      .toLowerCase();
    if (to !== wanted) continue;
    const code = raw
      .split('\r\n\r\n')
      .slice(1)
      .join('\n')
      .match(/\b(\d{6})\b/)?.[1];
    if (code) return code;
  }
  throw new Error(`no sign-up code mailed to ${email} in ${mailDir}`);
}

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
    code: signUpCode(mailDir, body.email),
  });
  if (verified.status !== 200) throw new Error(`verify answered ${verified.status}`);
  return verified;
}
