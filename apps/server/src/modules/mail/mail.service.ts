import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** One e-mail to one member. Plain text only: nothing in it needs markup. */
export type Mail = { to: string; subject: string; text: string };

/** Where Blaze's e-mail goes: files in DATA_DIR/mail by default, an SMTP server when SMTP_URL is set. */
export type Mailer = { send(mail: Mail): Promise<void> };

type MailLog = { info(obj: object, msg: string): void };

let sequence = 0;

/**
 * Writes each mail as an .eml file in `dir` (one per message, names sort by time), so a newcomer reads
 * his sign-up code with any mail client or text editor, and tests read it back. The log line names the
 * file only: the address and the code must never reach a log.
 */
export function fileMailer(dir: string, from: string, log: MailLog): Mailer {
  let ready: Promise<unknown> | null = null;
  return {
    async send(mail) {
      ready ??= fs.mkdir(dir, { recursive: true, mode: 0o700 });
      await ready;
      sequence += 1;
      const name = `${Date.now()}-${String(sequence).padStart(6, '0')}-${randomBytes(4).toString('hex')}.eml`;
      const file = path.join(dir, name);
      await fs.writeFile(file, toEml(from, mail), { mode: 0o600 });
      log.info({ mailFile: file }, 'mail to [redacted] written to a file');
    },
  };
}

/** RFC 5322 text: headers, a blank line, the body with CRLF line ends. */
export function toEml(from: string, mail: Mail): string {
  const oneLine = (s: string) => s.replace(/[\r\n]+/g, ' ');
  const domain = from.match(/@([^>\s]+)/)?.[1] ?? 'localhost';
  return [
    `From: ${oneLine(from)}`,
    `To: ${oneLine(mail.to)}`,
    `Subject: ${oneLine(mail.subject)}`,
    `Date: ${new Date().toUTCString()}`,
    `Message-ID: <${randomBytes(12).toString('hex')}@${domain}>`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
    '',
    ...mail.text.split('\n'),
    '',
  ].join('\r\n');
}
