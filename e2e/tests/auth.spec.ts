import { expect, test, type Page } from '@playwright/test';
import {
  enterSignUpCode,
  expectInShell,
  lastMailTo,
  newMember,
  signInViaForm,
  signUpCode,
  signUpViaApi,
  signUpViaForm,
} from '../support/members.ts';
import { seriousViolations } from '../support/axe.ts';

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

  const fresh = newMember('words');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('Email').fill(fresh.email);
  await page.getByLabel('Password', { exact: true }).fill(fresh.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  const code = await signUpCode(fresh.email);
  await page.getByLabel('Code').fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('alert')).toContainText("That code isn't right");
});

test('sign-up with an address that has an account looks like any sign-up; its owner is told by e-mail', async ({
  page,
  context,
}) => {
  const member = await signUpViaApi(page);
  await context.clearCookies();
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill('another-good-passphrase');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  await expect(page.getByText(member.email, { exact: true })).toBeVisible();
  expect((await lastMailTo(member.email)).subject).toMatch(/tried to create a Blaze account/);
  await page.getByLabel('Code').fill('123456');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('alert')).toContainText("That code isn't right");
});

test('signing in before entering the code leads to the code step, then into the app', async ({
  page,
}) => {
  const member = newMember('later');
  const started = await page.request.post('/api/auth/sign-up', {
    data: { email: member.email, password: member.password },
  });
  expect(started.status()).toBe(202);
  await page.goto('/auth');
  await signInViaForm(page, member.email, member.password);
  await enterSignUpCode(page, member.email);
  await expect(page).toHaveURL(/\/dashboard/);
  await expectInShell(page);
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

test.describe("'Forgot password?' on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  /** Where the reset screens are saved when asked (RESET_SHOTS_DIR), to look at them. */
  const shot = async (page: Page, name: string) => {
    const dir = process.env.RESET_SHOTS_DIR;
    if (dir) await page.screenshot({ path: `${dir}/reset-${name}.png`, fullPage: true });
  };

  test('a member who forgot his password gets a code by e-mail, sets a new one with the keyboard and is signed in', async ({
    page,
    context,
  }) => {
    const member = await signUpViaApi(page);
    await context.clearCookies();
    await page.goto('/auth');
    await page.getByLabel('Email').fill(member.email);
    await shot(page, '0-sign-in');
    await page.getByRole('button', { name: 'Forgot password?' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
    await expect(page.getByLabel('Email')).toBeFocused();
    await expect(page.getByLabel('Email')).toHaveValue(member.email);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, '1-email');
    await page.keyboard.press('Enter');

    await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
    await expect
      .poll(async () => (await lastMailTo(member.email)).subject)
      .toMatch(/is your Blaze password reset code$/);
    const code = (await lastMailTo(member.email)).text.match(/\b(\d{6})\b/)![1]!;
    await expect(page.getByLabel('Code')).toBeFocused();
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, '2-code');

    const newPassword = 'lantern-harbour-swims-81';
    await page.keyboard.type(code === '000000' ? '111111' : '000000');
    await page.getByLabel('New password').fill(newPassword);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert')).toContainText("That code isn't right");
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, '3-wrong-code');

    await page.getByLabel('Code').fill(code);
    await page.getByLabel('New password').press('Enter');
    await expect(page).toHaveURL(/\/dashboard/);
    await expectInShell(page);

    const old = await page.request.post('/api/auth/sign-in', {
      data: { email: member.email, password: member.password },
    });
    expect(old.status()).toBe(401);
    expect((await lastMailTo(member.email)).subject).toBe('Your Blaze password was changed');
  });
});
