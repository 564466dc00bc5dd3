import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { expectInShell, signUpViaApi } from '../support/members.ts';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

test('axe finds no serious or critical violation on /auth', async ({ page }) => {
  await page.goto('/auth');
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('axe finds no serious or critical violation on /dashboard', async ({ page }) => {
  await signUpViaApi(page);
  await page.goto('/dashboard');
  await expectInShell(page);
  await expect(page.getByText('Your feed is ready to ignite!')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('axe finds no serious or critical violation on /discovery (grid and swipe)', async ({
  page,
}) => {
  await signUpViaApi(page);
  expect((await page.request.put('/api/me/location', { data: { city: 'Berlin' } })).status()).toBe(
    200,
  );
  await page.goto('/discovery');
  await expect(page.getByRole('list', { name: 'Members' }).getByRole('link').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('tab', { name: 'Swipe' }).click();
  await expect(page.getByRole('button', { name: /^Like / })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
