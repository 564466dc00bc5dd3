import { expect, type Page } from '@playwright/test';
import {
  newestMailTo,
  signUpCodeIn,
  type FiledMail,
} from '../../apps/server/src/modules/mail/mail-folder.ts';
import { ADMIN_EMAIL, MAIL_DIR } from '../playwright.config.ts';

let n = 0;
export function newMember(prefix = 'e2e') {
  n += 1;
  const id = `${Date.now().toString(36)}${n}`;
  return {
    email: `${prefix}.${id}@example.com`,
    password: 'velvet-otter-rides-42',
    username: `${prefix}_${id}`.slice(0, 30),
  };
}

/** The newest mail the e2e server wrote to this address (its file mailer, decision 012). */
export async function lastMailTo(email: string): Promise<FiledMail> {
  const mail = await newestMailTo(MAIL_DIR, email, 2_000);
  if (!mail) throw new Error(`no mail to ${email} in ${MAIL_DIR}`);
  return mail;
}

/** The 6-digit sign-up code in the newest mail to this address (waits a little for it). */
export const signUpCode = (email: string) => signUpCodeIn(MAIL_DIR, email, 2_000);

/**
 * Creates an account through the API, code step included; the page's browser context receives the
 * session cookie.
 */
export async function signUpViaApi(page: Page, member = newMember()) {
  const started = await page.request.post('/api/auth/sign-up', {
    data: { email: member.email, password: member.password, username: member.username },
  });
  expect(started.status(), await started.text()).toBe(202);
  const verified = await page.request.post('/api/auth/verify-email', {
    data: { email: member.email, code: await signUpCode(member.email) },
  });
  expect(verified.status(), await verified.text()).toBe(200);
  return member;
}

export async function signInViaForm(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

export async function signUpViaForm(page: Page, member = newMember()) {
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByLabel('Username').fill(member.username);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await enterSignUpCode(page, member.email);
  return member;
}

/** The code step after sign-up: reads the code from the mail file and confirms it. */
export async function enterSignUpCode(page: Page, email: string) {
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  await expect(page.getByText(email, { exact: true })).toBeVisible();
  await page.getByLabel('Code').fill(await signUpCode(email));
  await page.getByRole('button', { name: 'Confirm' }).click();
}

export async function expectInShell(page: Page) {
  await expect(page.getByRole('navigation', { name: 'Primary' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open account menu' })).toBeVisible();
}

/**
 * Signs the page in as the run's admin (ADMIN_EMAIL is granted admin by the e2e server): the account is
 * made by whichever spec needs it first, so later ones sign in (a second sign-up mails no code).
 */
export async function signInAsAdmin(page: Page) {
  const admin = { ...newMember('admin'), email: ADMIN_EMAIL };
  const signedIn = await page.request.post('/api/auth/sign-in', {
    data: { email: admin.email, password: admin.password },
  });
  if (signedIn.status() !== 200) await signUpViaApi(page, admin);
  return admin;
}
