import nodemailer from 'nodemailer';
import type { Mailer } from './mail.service.ts';

type MailLog = { info(obj: object, msg: string): void };

const TIMEOUT_MS = 30_000;

/**
 * SMTP submission through nodemailer, one connection per mail (Blaze sends a few an hour per member,
 * not bulk). `smtps://` is TLS from the first byte (port 465); `smtp://` must offer STARTTLS and is
 * upgraded before the password or the mail is sent, except to a server on this machine (a local relay).
 * Credentials come from the URL: `smtp://user:password@host:587`.
 */
export function smtpMailer(smtpUrl: string, from: string, log: MailLog): Mailer {
  const url = new URL(smtpUrl);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const local = host === 'localhost' || host === '127.0.0.1' || host === '::1';
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    requireTLS: url.protocol === 'smtp:' && !local,
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    socketTimeout: TIMEOUT_MS,
    disableFileAccess: true,
    disableUrlAccess: true,
  });

  return {
    async send(mail) {
      try {
        await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
      } catch (err) {
        // The server's reply often quotes the address: the error goes to the log without it.
        const message = err instanceof Error ? err.message : String(err);
        throw new Error(`SMTP: ${redactAddress(message, mail.to)}`);
      }
      log.info({ smtpHost: host }, 'mail to [redacted] handed to the SMTP server');
    },
  };
}

const redactAddress = (text: string, address: string) =>
  text.split(`<${address}>`).join('[redacted]').split(address).join('[redacted]');
