import { expect, test, type Page } from '@playwright/test';
import { SISTER_SITES } from '@blaze/contracts';
import { expectInShell, signUpViaApi } from '../support/members.ts';

async function pressFlame(page: Page, holdMs: number) {
  const flame = page.getByRole('button', { name: 'Blaze', exact: true });
  const box = (await flame.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.waitForTimeout(holdMs);
  await page.mouse.up();
}

test.beforeEach(async ({ page }) => {
  await signUpViaApi(page);
  await page.goto('/app/messages');
  await expectInShell(page);
});

test('a long press on the flame opens the site switcher with the six sites, and does not navigate', async ({
  page,
}) => {
  await pressFlame(page, 700);
  const sheet = page.getByRole('dialog', { name: 'Switch site' });
  await expect(sheet).toBeVisible();
  for (const site of SISTER_SITES)
    await expect(sheet.getByRole('link', { name: new RegExp(site.label) })).toBeVisible();
  await expect(page).toHaveURL(/\/app\/messages$/);
});

test('a single press on the flame goes home', async ({ page }) => {
  await pressFlame(page, 50);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a double press on the flame opens the assistant', async ({ page }) => {
  const flame = page.getByRole('button', { name: 'Blaze', exact: true });
  await flame.dblclick();
  await expect(page.getByRole('dialog', { name: /assistant/i })).toBeVisible();
  await expect(page).toHaveURL(/\/app\/messages$/);
});

test('the bottom navigation reaches each section', async ({ page }) => {
  const nav = page.getByRole('navigation', { name: 'Primary' });
  for (const [name, url] of [
    ['Hookup', /\/app\/hookup/],
    ['Places', /\/app\/commercial$/],
    ['Discover', /\/discovery$/],
    ['Raw AF', /\/app\/media$/],
    ['Messages', /\/app\/messages$/],
    ['Menu', /\/app\/menu$/],
  ] as const) {
    await nav.getByRole('link', { name }).click();
    await expect(page).toHaveURL(url);
    // Hookup greets with its mode picker (spec section 2); closing it uncovers the bar again.
    if (name === 'Hookup') {
      await expect(page.getByRole('dialog', { name: 'How do you want to look?' })).toBeVisible();
      await page.keyboard.press('Escape');
    }
  }
});

test('the account menu lists every entry and its routes work', async ({ page }) => {
  await page.getByRole('button', { name: 'Open account menu' }).click();
  const menu = page.getByRole('dialog');
  for (const entry of [
    'My Albums',
    'AI Profile Builder',
    'Boost',
    'Right Now',
    'Roam',
    'Settings',
    'Help Center',
    'Safety & Privacy',
    'Sign Out',
  ]) {
    await expect(menu.getByText(entry, { exact: true }).first(), entry).toBeVisible();
  }
  await expect(menu.getByText('2 FREE')).toBeVisible();
  await menu.getByText('Boost', { exact: true }).click();
  await expect(page).toHaveURL(/\/app\/boost$/);
});

test('testing mode shows its banner until disabled, and stealth mode survives a reload', async ({
  page,
}) => {
  await page.getByRole('button', { name: 'Open account menu' }).click();
  // Each switch saves the mode, then reloads: wait for the reload, not for a label that can change
  // just before it.
  let reloaded = page.waitForEvent('load');
  await page.getByRole('dialog').getByRole('radio', { name: 'Testing' }).click();
  await reloaded;
  await expect(page.getByText('Testing Mode - Live server data')).toBeVisible();
  reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: 'Disable' }).click();
  await reloaded;
  await expect(page.getByText('Testing Mode - Live server data')).toHaveCount(0);

  await page.getByRole('button', { name: 'Open account menu' }).click();
  await page
    .getByRole('dialog')
    .getByRole('switch', { name: /stealth/i })
    .click();
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#333333');
  await page.reload();
  await expectInShell(page);
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#333333');
});
