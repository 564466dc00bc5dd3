import { expect, test, type Page } from '@playwright/test';
import { newMember, signUpViaApi } from '../support/members.ts';

// Data modes (issue 18, decision 038): the server keeps the member's mode and decides what it shows.
// The e2e server seeded the demo community, so a new member starts in demo mode.
const berlin = { latitude: 52.52, longitude: 13.405 };

const currentMode = (page: Page) => page.getByTestId('data-mode-current');
const grid = (page: Page) => page.getByRole('list', { name: 'Members' });
const sampleTiles = (page: Page) => grid(page).getByRole('link', { name: /, sample$/ });

async function switchTo(page: Page, label: 'Production' | 'Demo' | 'Testing') {
  await page.goto('/app/menu');
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/me/data-mode') && r.request().method() === 'PUT',
  );
  // The switch reloads the page once the server has the mode. The label can read the new mode just
  // before that reload: wait for the reload itself, or the next navigation races it.
  const reloaded = page.waitForEvent('load');
  await page.getByRole('radio', { name: label }).click();
  expect((await saved).status()).toBe(200);
  await reloaded;
  await expect(currentMode(page)).toHaveText(label.toUpperCase());
}

test('a new member sees the demo community, labelled, until he switches to production', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ geolocation: berlin, permissions: ['geolocation'] });
  const page = await context.newPage();
  await signUpViaApi(page, newMember('modes'));

  // The menu shows his mode, upper case, and says the data is sample data.
  await page.goto('/app/menu');
  await expect(currentMode(page)).toHaveText('DEMO');
  await expect(page.getByText('Showing sample data')).toBeVisible();

  // Discovery: the demo members around Berlin, each tagged Sample.
  // His browser already allows his location: Discover reads it without asking (issue 35).
  await page.goto('/discovery');
  await expect(sampleTiles(page).first()).toBeVisible();
  expect(await sampleTiles(page).count()).toBeGreaterThan(0);
  await expect(grid(page).getByTestId('tile-sample').first()).toBeVisible();
  // A demo member by name (the tile's name starts with his display name), to look for later.
  const demoName = (await sampleTiles(page).first().getAttribute('aria-label'))!.split(',')[0]!;

  // Production: the demo members are gone; the server says so too.
  await switchTo(page, 'Production');
  expect((await (await page.request.get('/api/me/data-mode')).json()).mode).toBe('production');
  await page.goto('/discovery');
  // Other specs' members may live around Berlin too: the grid holds only them, or nobody.
  await expect(
    grid(page)
      .or(page.getByRole('heading', { name: /No one within/ }))
      .first(),
  ).toBeVisible();
  await expect(sampleTiles(page)).toHaveCount(0);
  await expect(page.getByRole('link', { name: new RegExp(`^${demoName}\\b`) })).toHaveCount(0);

  // Testing: hidden as in production, with the banner; Disable goes back to production.
  await switchTo(page, 'Testing');
  await expect(page.getByText('Testing Mode - Live server data')).toBeVisible();
  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: 'Disable' }).click();
  await reloaded;
  await expect(page.getByText('Testing Mode - Live server data')).toHaveCount(0);
  await expect(currentMode(page)).toHaveText('PRODUCTION');

  // And back to demo: the demo members return.
  await switchTo(page, 'Demo');
  await page.goto('/discovery');
  await expect(sampleTiles(page).first()).toBeVisible();

  // The flags follow the server: another device's switch is picked up after sign-in, no reload asked.
  const other = await page.request.put('/api/me/data-mode', { data: { mode: 'testing' } });
  expect(other.status()).toBe(200);
  await page.reload();
  await expect(page.getByText('Testing Mode - Live server data')).toBeVisible();
  await context.close();
});
