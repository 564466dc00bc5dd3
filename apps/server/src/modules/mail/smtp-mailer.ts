import net from 'node:net';
import tls from 'node:tls';
import { toEml, type Mailer } from './mail.service.ts';

type MailLog = { info(obj: object, msg: string): void };

const TIMEOUT_MS = 30_000;

/**
 * SMTP submission, one connection per mail (Blaze sends a few an hour per member, not bulk).
 * `smtps://` is TLS from the first byte (port 465); `smtp://` must offer STARTTLS and is upgraded
 * before the password or the mail is sent, except to a server on this machine (a local relay).
 * Credentials come from the URL: `smtp://user:password@host:587`.
 */
export function smtpMailer(smtpUrl: string, from: string, log: MailLog): Mailer {
  const url = new URL(smtpUrl);
  const implicitTls = url.protocol === 'smtps:';
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const port = Number(url.port) || (implicitTls ? 465 : 587);
  const local = host === 'localhost' || host === '127.0.0.1' || host === '::1';
  const user = decodeURIComponent(url.username);
  const password = decodeURIComponent(url.password);
  const sender = from.match(/<([^>]+)>/)?.[1] ?? from.trim();

  return {
    async send(mail) {
      const session = await SmtpSession.open(host, port, implicitTls);
      try {
        await session.expect(220);
        let features = await session.command(`EHLO ${heloName(sender)}`, 250);
        if (!session.secure) {
          if (/^250[ -]STARTTLS\s*$/im.test(features)) {
            await session.command('STARTTLS', 220);
            await session.upgrade(host);
            features = await session.command(`EHLO ${heloName(sender)}`, 250);
          } else if (!local) {
            throw new Error('the SMTP server offers no STARTTLS; use smtps:// or a local relay');
          }
        }
        if (user) {
          if (!/^250[ -]AUTH\b.*\bPLAIN\b/im.test(features))
            throw new Error('the SMTP server does not offer AUTH PLAIN');
          const token = Buffer.from(`\0${user}\0${password}`).toString('base64');
          await session.command(`AUTH PLAIN ${token}`, 235);
        }
        await session.command(`MAIL FROM:<${sender}>`, 250);
        await session.command(`RCPT TO:<${mail.to.replace(/[<>\r\n]/g, '')}>`, [250, 251]);
        await session.command('DATA', 354);
        const body = toEml(from, mail).replace(/\r\n\./g, '\r\n..');
        await session.command(`${body}\r\n.`, 250);
        await session.command('QUIT', 221).catch(() => undefined);
        log.info({ smtpHost: host }, 'mail to [redacted] handed to the SMTP server');
      } finally {
        session.close();
      }
    },
  };
}

const heloName = (sender: string) => sender.split('@')[1] ?? 'localhost';

/** One SMTP conversation: commands out, multi-line replies in. */
class SmtpSession {
  private buffer = '';
  private waiting: (() => void) | null = null;
  private failure: Error | null = null;

  private constructor(
    private socket: net.Socket,
    public secure: boolean,
  ) {
    this.listen();
  }

  static open(host: string, port: number, implicitTls: boolean): Promise<SmtpSession> {
    return new Promise((resolve, reject) => {
      const socket = implicitTls
        ? tls.connect({ host, port, servername: host })
        : net.connect({ host, port });
      socket.setTimeout(TIMEOUT_MS, () => socket.destroy(new Error('SMTP server timed out')));
      socket.once('error', reject);
      socket.once(implicitTls ? 'secureConnect' : 'connect', () => {
        socket.off('error', reject);
        resolve(new SmtpSession(socket, implicitTls));
      });
    });
  }

  private listen() {
    this.socket.setEncoding('utf8');
    this.socket.on('data', (chunk: string) => {
      this.buffer += chunk;
      this.wake();
    });
    this.socket.on('error', (err) => {
      this.failure = err;
      this.wake();
    });
    this.socket.on('close', () => {
      this.failure ??= new Error('SMTP server closed the connection');
      this.wake();
    });
  }

  private wake() {
    const waiting = this.waiting;
    this.waiting = null;
    waiting?.();
  }

  /** The next complete reply: lines `250-...` then a last line `250 ...`. */
  private async reply(): Promise<{ code: number; text: string }> {
    for (;;) {
      const end = this.buffer.search(/^\d{3}(?: .*)?\r?\n/m);
      if (end >= 0) {
        const lineEnd = this.buffer.indexOf('\n', end) + 1;
        const text = this.buffer.slice(0, lineEnd);
        this.buffer = this.buffer.slice(lineEnd);
        return { code: Number(text.slice(end, end + 3)), text };
      }
      if (this.failure) throw this.failure;
      await new Promise<void>((resolve) => (this.waiting = resolve));
    }
  }

  async expect(wanted: number | number[]): Promise<string> {
    const { code, text } = await this.reply();
    if (!([] as number[]).concat(wanted).includes(code))
      // The reply can quote the recipient, which must not reach the log with the error.
      throw new Error(
        `SMTP server answered ${text
          .trim()
          .split(/\r?\n/)
          .at(-1)
          ?.replace(/\S+@\S+/g, '[redacted]')}`,
      );
    return text;
  }

  command(line: string, wanted: number | number[]): Promise<string> {
    this.socket.write(`${line}\r\n`);
    return this.expect(wanted);
  }

  /** STARTTLS: the same socket continues encrypted, with the server's certificate checked. */
  upgrade(host: string): Promise<void> {
    return new Promise((resolve, reject) => {
      this.socket.removeAllListeners('data');
      this.socket.removeAllListeners('error');
      this.socket.removeAllListeners('close');
      const secured = tls.connect({ socket: this.socket, servername: host });
      secured.once('error', reject);
      secured.once('secureConnect', () => {
        secured.off('error', reject);
        this.socket = secured;
        this.secure = true;
        this.buffer = '';
        this.listen();
        resolve();
      });
    });
  }

  close() {
    this.socket.destroy();
  }
}
