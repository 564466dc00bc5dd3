import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, GOOD_PASSWORD, uniqueEmail } from '../../test/test-app.ts';
import { smtpMailer } from './smtp-mailer.ts';

type Received = { auth: string | null; from: string; to: string; data: string };

/** A small SMTP server on this machine, speaking just enough of RFC 5321 to receive a mail. */
function fakeSmtpServer({ offerAuth = true, rejectRecipient = false, host = '127.0.0.1' } = {}) {
  const received: Received[] = [];
  const server = net.createServer((socket) => {
    socket.setEncoding('utf8');
    const mail: Received = { auth: null, from: '', to: '', data: '' };
    let inData = false;
    let buffer = '';
    socket.write('220 fake.smtp ESMTP\r\n');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          mail.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          received.push({ ...mail });
          socket.write('250 queued\r\n');
          continue;
        }
        const at = buffer.indexOf('\r\n');
        if (at < 0) return;
        const line = buffer.slice(0, at);
        buffer = buffer.slice(at + 2);
        if (line.startsWith('EHLO'))
          socket.write(
            `250-fake.smtp\r\n${offerAuth ? '250-AUTH PLAIN LOGIN\r\n' : ''}250 8BITMIME\r\n`,
          );
        else if (line.startsWith('AUTH PLAIN ')) {
          mail.auth = Buffer.from(line.slice(11), 'base64').toString();
          socket.write('235 ok\r\n');
        } else if (line.startsWith('MAIL FROM:')) {
          mail.from = line.slice(10);
          socket.write('250 ok\r\n');
        } else if (line.startsWith('RCPT TO:')) {
          mail.to = line.slice(8);
          socket.write(rejectRecipient ? `550 ${line.slice(8)} unknown\r\n` : '250 ok\r\n');
        } else if (line === 'DATA') {
          inData = true;
          socket.write('354 go on\r\n');
        } else if (line === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('502 no\r\n');
      }
    });
  });
  return {
    received,
    listen: () =>
      new Promise<number>((resolve) =>
        server.listen(0, host, () => resolve((server.address() as net.AddressInfo).port)),
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const silent = { info: () => undefined };

describe('SMTP mailer', () => {
  const smtp = fakeSmtpServer();
  let port = 0;
  beforeAll(async () => {
    port = await smtp.listen();
  });
  afterAll(async () => smtp.close());

  it('hands the mail over with AUTH PLAIN, dot-stuffed, with its headers', async () => {
    const mailer = smtpMailer(
      `smtp://blaze%40ops:p%3Ass@127.0.0.1:${port}`,
      'Blaze <no-reply@blaze.example>',
      silent,
    );
    await mailer.send({
      to: 'member@example.com',
      subject: '123456 is your Blaze code',
      text: 'Your code is 123456\n.a line that starts with a dot',
    });
    const mail = smtp.received.at(-1)!;
    expect(mail.auth).toBe('\0blaze@ops\0p:ss');
    expect(mail.from).toBe('<no-reply@blaze.example>');
    expect(mail.to).toBe('<member@example.com>');
    expect(mail.data).toMatch(/(^|\r\n)From: Blaze <no-reply@blaze\.example>\r\n/);
    expect(mail.data).toContain('\r\nTo: member@example.com\r\n');
    expect(mail.data).toContain('\r\n..a line that starts with a dot');
  });

  it('fails with the reply, without the address in it, when the server refuses', async () => {
    const refusing = fakeSmtpServer({ rejectRecipient: true });
    const refusingPort = await refusing.listen();
    try {
      const mailer = smtpMailer(
        `smtp://127.0.0.1:${refusingPort}`,
        'no-reply@blaze.example',
        silent,
      );
      const sent = mailer.send({ to: 'gone@example.com', subject: 's', text: 't' });
      await expect(sent).rejects.toThrow(/550 \[redacted\] unknown/);
      await expect(sent).rejects.not.toThrow(/gone@example\.com/);
    } finally {
      await refusing.close();
    }
  });

  it('sends nothing to a server elsewhere that cannot encrypt the connection', async () => {
    // 127.0.0.2 is this machine too, but the mailer cannot know it: it counts as a remote server.
    const plain = fakeSmtpServer({ host: '127.0.0.2' });
    const plainPort = await plain.listen();
    try {
      const mailer = smtpMailer(`smtp://u:p@127.0.0.2:${plainPort}`, 'no-reply@b.example', silent);
      await expect(mailer.send({ to: 'a@example.com', subject: 's', text: 't' })).rejects.toThrow(
        /STARTTLS/,
      );
      expect(plain.received).toEqual([]);
    } finally {
      await plain.close();
    }
  });

  it('is what the app uses when SMTP_URL is set: the sign-up code arrives by SMTP', async () => {
    const t = await createTestApp({}, { SMTP_URL: `smtp://127.0.0.1:${port}` });
    try {
      const email = uniqueEmail('smtp');
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up',
        payload: { email, password: GOOD_PASSWORD },
      });
      expect(res.statusCode).toBe(202);
      const mail = smtp.received.at(-1)!;
      expect(mail.to).toBe(`<${email}>`);
      expect(mail.data).toMatch(/Subject: \d{6} is your Blaze code/);
    } finally {
      await t.close();
    }
  });

  it('answers a sign-up with 503 in words when the mail server refuses, and logs why without the address', async () => {
    const refusing = fakeSmtpServer({ rejectRecipient: true });
    const refusingPort = await refusing.listen();
    const t = await createTestApp({}, { SMTP_URL: `smtp://127.0.0.1:${refusingPort}` });
    try {
      const email = uniqueEmail('refused');
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up',
        payload: { email, password: GOOD_PASSWORD },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json().error).toMatchObject({
        code: 'MAIL_UNAVAILABLE',
        message: expect.stringMatching(/couldn't send the e-mail/),
      });
      const logged = t.logs.join('\n');
      expect(logged).toContain('550 [redacted] unknown');
      expect(logged).not.toContain(email);
    } finally {
      await t.close();
      await refusing.close();
    }
  });
});
