import { expect, test } from '@playwright/test';
import { expectInShell, signInAsAdmin, signUpViaApi } from '../support/members.ts';

const REDIRECTS: Array<[from: string, to: RegExp]> = [
  ['/app/services/escort/marco', /\/escort\/marco$/],
  ['/home', /\/dashboard$/],
  ['/hookup', /\/app\/hookup$/],
  ['/commercial', /\/app\/commercial$/],
  ['/places', /\/app\/places$/],
  ['/venues', /\/app\/places$/],
  ['/map', /\/app\/places$/],
  ['/services', /\/app\/services$/],
  ['/escorts', /\/app\/services$/],
  ['/discover', /\/discovery$/],
  ['/feed', /\/discovery$/],
  ['/enhanced-feed', /\/discovery$/],
  ['/browse', /\/discovery$/],
  ['/messages', /\/app\/messages$/],
  ['/matebot', /\/app\/messages$/],
  ['/media', /\/app\/media$/],
  ['/raw-af', /\/app\/media$/],
  ['/podcast', /\/app\/media$/],
  ['/creator', /\/app\/media$/],
  ['/profile', /\/app\/profile$/],
  ['/health', /\/app\/discover$/],
];

test.describe('as a signed-in member', () => {
  test.beforeEach(async ({ page }) => {
    await signUpViaApi(page);
  });

  test('every redirect of the spec lands on its target', async ({ page }) => {
    // 21 full page loads, each a cold start of the app: more than the default 30 s on a busy machine.
    test.setTimeout(120_000);
    for (const [from, to] of REDIRECTS) {
      await page.goto(from);
      await expect(page, `${from}`).toHaveURL(to);
    }
  });

  test('the root entry shows Initializing... then goes to /dashboard', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByText('Initializing...')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expectInShell(page);
  });

  test('startup shortcuts open their pages', async ({ page }) => {
    await page.goto('/?shortcut=messages');
    await expect(page).toHaveURL(/\/app\/messages$/);
    await page.goto('/?shortcut=explore');
    await expect(page).toHaveURL(/\/app\/places$/);
  });

  test('pages of later features render inside the shell with their title', async ({ page }) => {
    for (const [url, title] of [
      ['/app/messages', 'Messages'],
      ['/app/media', 'Raw AF'],
      ['/app/settings', 'Settings'],
      ['/app/boost', 'Boost'],
    ] as const) {
      await page.goto(url);
      await expect(
        page.getByRole('heading', { level: 1, name: new RegExp(title, 'i') }),
        url,
      ).toBeVisible();
      await expectInShell(page);
    }
  });

  test('/admin is denied to a member, who is sent back to /dashboard', async ({ page }) => {
    await page.goto('/admin');
    await expect(page.getByText('Access Denied')).toBeVisible();
    await expect(
      page.getByText("You don't have administrator privileges to access this area."),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  });
});

test('/admin opens for an admin', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: /admin/i })).toBeVisible();
  await expect(page.getByText('Access Denied')).toHaveCount(0);
});

test.describe('signed out', () => {
  test('the root entry goes to /auth', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/auth/);
  });

  test('/login and /enhanced-signup go to /auth', async ({ page }) => {
    for (const from of ['/login', '/enhanced-signup']) {
      await page.goto(from);
      await expect(page, from).toHaveURL(/\/auth/);
    }
  });

  test('protected pages carry the original location to /auth', async ({ page }) => {
    await page.goto('/app/messages');
    await expect(page).toHaveURL(/\/auth\?redirect=%2Fapp%2Fmessages/);
  });

  test('an unknown path shows Page Not Found', async ({ page }) => {
    await page.goto('/this/does/not/exist');
    await expect(page.getByText('Page Not Found')).toBeVisible();
  });

  test('static info pages are public', async ({ page }) => {
    // Each page's own heading and words: the 404 page has a heading too.
    for (const [url, title, words] of [
      ['/help', 'Help Center', 'support@blaze.app'],
      ['/about', 'About Blaze', 'made by gay men for gay men'],
      ['/safety', 'Safety & Privacy', 'report anyone who makes you feel unsafe'],
      ['/privacy', 'Privacy Policy', 'never shown to other members'],
      ['/terms', 'Terms of Service', 'you are 18 or older'],
    ] as const) {
      await page.goto(url);
      await expect(
        page.getByRole('heading', { level: 1, name: title, exact: true }),
        url,
      ).toBeVisible();
      await expect(page.getByText(words), url).toBeVisible();
      await expect(page).toHaveTitle(`${title} · Blaze`);
      await expect(page).toHaveURL(new RegExp(`${url}$`));
    }
  });
});
