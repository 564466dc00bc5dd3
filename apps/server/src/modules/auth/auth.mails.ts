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

/** The code that proves a new address before it replaces the old one (Settings > Account). */
export function emailChangeCodeMail(to: string, code: string, publicUrl: string): Mail {
  return {
    to,
    subject: `${code} is your Blaze code`,
    text: [
      `Your Blaze code is ${code}`,
      '',
      `Enter it in Settings > Account to make this your Blaze e-mail address. It works for ${SIGN_UP_CODE.ttlMinutes} minutes.`,
      '',
      `If you did not ask for this at ${publicUrl}, ignore this mail: without the code, nothing changes.`,
    ].join('\n'),
  };
}

/** Someone asked to move another account onto an address that has one: tell its owner, change nothing. */
export function emailChangeInUseMail(to: string, publicUrl: string): Mail {
  return {
    to,
    subject: 'Someone tried to move a Blaze account to your address',
    text: [
      'Someone just asked to change the e-mail address of a Blaze account to this address, which already has an account.',
      '',
      'Nothing has changed, and you need not do anything.',
      '',
      `Your own account: ${publicUrl}/auth`,
    ].join('\n'),
  };
}

/** The old address hears that the account moved, and where, half hidden. */
export function emailChangedMail(to: string, newEmail: string, publicUrl: string): Mail {
  return {
    to,
    subject: 'Your Blaze e-mail address was changed',
    text: [
      `The e-mail address of your Blaze account is now ${maskEmail(newEmail)}. This address no longer signs in.`,
      '',
      'If it was you, you need not do anything.',
      '',
      `If it was not you, someone knows your password: write to us from this address at ${publicUrl}/safety and we will help you get the account back.`,
    ].join('\n'),
  };
}

/** 'Forgot password?': the code that lets the owner of the address set a new password. */
export function passwordResetCodeMail(to: string, code: string, publicUrl: string): Mail {
  return {
    to,
    subject: `${code} is your Blaze password reset code`,
    text: [
      `Your Blaze password reset code is ${code}`,
      '',
      `Enter it on the 'Forgot password?' screen to choose a new password. It works for ${SIGN_UP_CODE.ttlMinutes} minutes, once.`,
      '',
      `If you did not ask to reset your password at ${publicUrl}, ignore this mail: without the code, your password stays as it is.`,
    ].join('\n'),
  };
}

/** After a reset: the owner hears that his password changed and that every device was signed out. */
export function passwordChangedMail(to: string, publicUrl: string): Mail {
  return {
    to,
    subject: 'Your Blaze password was changed',
    text: [
      'The password of your Blaze account was just changed with a code sent to this address, and every device that was signed in has been signed out.',
      '',
      'If it was you, you need not do anything.',
      '',
      `If it was not you, someone can read your e-mail: secure your mailbox first, then choose a new password with 'Forgot password?' at ${publicUrl}/auth and write to us at ${publicUrl}/safety.`,
    ].join('\n'),
  };
}

/** 'da***@example.com': enough for the owner to recognise, not enough to hand a stranger. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email.slice(0, Math.min(2, at))}***${email.slice(at)}`;
}
