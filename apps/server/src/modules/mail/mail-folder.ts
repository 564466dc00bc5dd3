import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Reads back what the file mailer (`fileMailer` in mail.service.ts) wrote: the newest mail to an
 * address, and the sign-up code in it. The one reader for the API tests, the end-to-end tests and the
 * benches, which all sign members up through the code step (decision 012). No imports beyond Node's, so
 * Playwright and the plain-JavaScript benches load it as it is.
 */
export type FiledMail = { subject: string; text: string };

/** The newest mail to this address, waiting up to `waitMs` for one to be written. */
export async function newestMailTo(
  dir: string,
  email: string,
  waitMs = 0,
): Promise<FiledMail | null> {
  const until = Date.now() + waitMs;
  for (;;) {
    const mail = await readNewest(dir, email.trim().toLowerCase());
    if (mail || Date.now() >= until) return mail;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The 6-digit code in the newest mail to this address. */
export async function signUpCodeIn(dir: string, email: string, waitMs = 0): Promise<string> {
  const code = (await newestMailTo(dir, email, waitMs))?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no sign-up code mailed to ${email} in ${dir}`);
  return code;
}

async function readNewest(dir: string, wanted: string): Promise<FiledMail | null> {
  const names = await fs.readdir(dir).catch(() => [] as string[]);
  for (const name of names.sort().reverse()) {
    const raw = await fs.readFile(path.join(dir, name), 'utf8');
    const [head = '', ...body] = raw.split('\r\n\r\n');
    const header = (field: string) =>
      head.match(new RegExp(`^${field}: (.*)$`, 'im'))?.[1]?.trim() ?? '';
    if (header('To').toLowerCase() !== wanted) continue;
    return { subject: header('Subject'), text: body.join('\r\n\r\n').replaceAll('\r\n', '\n') };
  }
  return null;
}
