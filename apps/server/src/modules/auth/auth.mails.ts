import { SIGN_UP_CODE } from '@blaze/contracts';
import type { Mail } from '../mail/mail.service.ts';

/** The sign-up code. The code is the whole point of the mail, so it leads the subject too. */
export function signUpCodeMail(to: string, code: string, publicUrl: string): Mail {
  return {
    to,
    subject: `${code} is your Blaze code`,
    text: [
      `Your Blaze code is ${code}`,
      '',
      `Enter it on the sign-up screen to confirm your e-mail address. It works for ${SIGN_UP_CODE.ttlMinutes} minutes.`,
      '',
      `If you did not try to join Blaze at ${publicUrl}, ignore this mail: without the code, no account is made with your address.`,
    ].join('\n'),
  };
}

/** Someone tried to sign up with an address that already has an account: tell its owner, change nothing. */
export function addressInUseMail(to: string, publicUrl: string): Mail {
  return {
    to,
    subject: 'Someone tried to create a Blaze account with your address',
    text: [
      'Someone just tried to create a Blaze account with this e-mail address, which already has one.',
      '',
      `If it was you, sign in instead: ${publicUrl}/auth`,
      '',
      'If it was not you, you need not do anything: your account has not changed.',
    ].join('\n'),
  };
}
