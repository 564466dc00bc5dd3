import { expect, test } from '@playwright/test';
import {
  expectInShell,
  newMember,
  signInViaForm,
  signUpViaApi,
  signUpViaForm,
} from '../support/members.ts';

test('a newcomer signs up in the form and lands on /dashboard inside the app shell', async ({
  page,
}) => {
  await page.goto('/auth');
  await signUpViaForm(page);
  await expect(page).toHaveURL(/\/dashboard/);
  // A fresh sign-up is led into the profile builder; it can be closed.
  const builder = page.getByRole('dialog', { name: 'AI Profile Builder' });
  await expect(builder).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(builder).toBeHidden();
  await expectInShell(page);
  await expect(page.getByPlaceholder('Search posts, users...')).toBeVisible();
});

test('sign out returns the member to /auth and the session is gone', async ({ page }) => {
  await signUpViaApi(page);
  await page.goto('/dashboard');
  await expectInShell(page);
  await page.getByRole('button', { name: 'Open account menu' }).click();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/auth/);
  expect((await page.request.get('/api/me')).status()).toBe(401);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth\?redirect=/);
});

test('a protected URL while signed out goes to /auth and, after sign-in, back to that URL', async ({
  page,
  context,
}) => {
  const member = await signUpViaApi(page);
  await context.clearCookies();
  await page.goto('/app/settings?tab=privacy');
  await expect(page).toHaveURL(/\/auth\?redirect=/);
  await signInViaForm(page, member.email, member.password);
  await expect(page).toHaveURL(/\/app\/settings\?tab=privacy$/);
  await expectInShell(page);
});

test('the redirect parameter cannot send a member to another site', async ({ page, context }) => {
  const member = await signUpViaApi(page);
  await context.clearCookies();
  await page.goto('/auth?redirect=' + encodeURIComponent('//evil.example/steal'));
  await signInViaForm(page, member.email, member.password);
  await expect(page).toHaveURL(/localhost:\d+\/dashboard$/);
});

test("the server's errors are shown in words", async ({ page, context }) => {
  const member = await signUpViaApi(page);
  await context.clearCookies();
  await page.goto('/auth');
  await signInViaForm(page, member.email, 'not-my-password');
  await expect(page.getByRole('alert')).toContainText("That e-mail and password don't match");

  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill('another-good-passphrase');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('alert')).toContainText('already exists');
});

test('sign-up validates inline before calling the server', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Enter a valid e-mail address')).toBeVisible();
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
  await expect(page).toHaveURL(/\/auth/);
  const member = newMember();
  expect(
    (
      await page.request.post('/api/auth/sign-in', { data: { email: member.email, password: 'x' } })
    ).status(),
  ).toBe(401);
});
