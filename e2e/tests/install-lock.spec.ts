import {
  devices,
  expect,
  test,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import { expectInShell, newMember, signUpViaApi } from '../support/members.ts';
import { seriousViolations } from '../support/axe.ts';

/**
 * Issue 18, decision 036: the install prompt's dismissal is remembered, and the app lock asks for
 * the PIN after a reload. One member for the file; the lock's five wrong tries sign him out, so
 * that test runs last.
 */
test.describe.configure({ mode: 'serial' });

const DAY_MS = 24 * 60 * 60 * 1000;
const INSTALL_KEY = 'blaze-install-prompt';
const LOCK_KEY = 'blaze-app-lock';
/** Past the prompt's calm delay after the shell opens (CALM_DELAY_MS, 2.5 s). */
const PAST_CALM_MS = 3_000;
const PIN = '2580';

const { defaultBrowserType: _webkit, ...iPhone } = devices['iPhone 13'];

let member: ReturnType<typeof newMember>;
let session: Awaited<ReturnType<BrowserContext['storageState']>>;

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  member = await signUpViaApi(page, newMember('lock'));
  session = await context.storageState();
  await context.close();
});

async function signedInPage(browser: Browser, options: Parameters<Browser['newContext']>[0] = {}) {
  const context = await browser.newContext({ ...options, storageState: session });
  return { context, page: await context.newPage() };
}

/** Serious axe findings in the page, or only in `within` (our part, not the page behind it). */
/** Lets React commit what a timer just changed (two frames), before checking what is not there. */
async function settle(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
}

test('the install sheet on iPhone Safari: dismissal remembered across reloads, shown again after 7 days', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const { context, page } = await signedInPage(browser, iPhone);
  await page.clock.install();
  const sheet = page.getByRole('dialog', { name: 'Add Blaze to your Home Screen' });

  await page.goto('/dashboard');
  await expectInShell(page);
  await page.clock.fastForward(PAST_CALM_MS);
  await expect(sheet).toBeVisible();
  await expect(sheet.getByText('Add to Home Screen')).toBeVisible();
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  await expect(
    sheet.getByText(/notifications work only once Blaze is on your Home Screen/),
  ).toBeVisible();
  await sheet.getByRole('button', { name: 'Not now' }).click();
  await expect(sheet).toBeHidden();

  await page.reload();
  await expectInShell(page);
  await page.clock.fastForward(PAST_CALM_MS);
  await settle(page);
  await expect(sheet).toHaveCount(0);

  // Eight days later (the stored time moved back), it is shown again.
  await page.evaluate(
    ([key, days]) => {
      const record = JSON.parse(localStorage.getItem(key) ?? '{}') as { dismissedAt: number };
      localStorage.setItem(key, JSON.stringify({ dismissedAt: record.dismissedAt - days }));
    },
    [INSTALL_KEY, 8 * DAY_MS] as const,
  );
  await page.reload();
  await expectInShell(page);
  await page.clock.fastForward(PAST_CALM_MS);
  await expect(sheet).toBeVisible();
  await context.close();
});

/** Chromium's install event as the browser fires it; `prompt()` counts its calls. */
async function fireInstallEvent(page: Page, outcome: 'accepted' | 'dismissed') {
  await page.evaluate((answer) => {
    const event = new Event('beforeinstallprompt', { cancelable: true });
    const counted = window as unknown as { prompted: number };
    counted.prompted = 0;
    Object.assign(event, {
      prompt: () => {
        counted.prompted += 1;
        return Promise.resolve();
      },
      userChoice: Promise.resolve({ outcome: answer, platform: 'web' }),
    });
    window.dispatchEvent(event);
  }, outcome);
}

test('the install card on Android Chromium: above the nav, Install calls the browser prompt, then never again', async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const { defaultBrowserType: _chromium, ...pixel } = devices['Pixel 7'];
  const { context, page } = await signedInPage(browser, pixel);
  await page.clock.install();
  await page.goto('/dashboard');
  await expectInShell(page);
  await fireInstallEvent(page, 'accepted');
  await page.clock.fastForward(PAST_CALM_MS);
  const card = page.getByRole('region', { name: 'Install Blaze' });
  await expect(card).toBeVisible();
  const cardBox = await card.boundingBox();
  const navBox = await page.getByRole('navigation', { name: 'Primary' }).boundingBox();
  expect(cardBox && navBox && cardBox.y + cardBox.height <= navBox.y).toBe(true);
  await card.getByRole('button', { name: 'Install' }).click();
  await expect(card).toBeHidden();
  expect(await page.evaluate(() => (window as unknown as { prompted: number }).prompted)).toBe(1);

  await page.reload();
  await expectInShell(page);
  await fireInstallEvent(page, 'accepted');
  await page.clock.fastForward(PAST_CALM_MS);
  await settle(page);
  await expect(card).toHaveCount(0);
  await context.close();
});

test('the install prompt never shows on a desktop browser', async ({ browser }) => {
  const { context, page } = await signedInPage(browser);
  await page.clock.install();
  await page.goto('/dashboard');
  await expectInShell(page);
  await page.clock.fastForward(PAST_CALM_MS);
  await settle(page);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('region', { name: /Install/ })).toHaveCount(0);
  await context.close();
});

test('the app lock asks for the PIN after a reload; five wrong tries sign him out and remove it', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { context, page } = await signedInPage(browser);
  await page.goto('/app/settings');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole('link', { name: /App lock/ }).click();
  await expect(page.getByRole('heading', { name: 'App lock', level: 1 })).toBeVisible();
  await page.getByLabel('PIN', { exact: true }).fill(PIN);
  await page.getByLabel('PIN again').fill('2581');
  await page.getByRole('button', { name: 'Turn on app lock' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'not the same' })).toBeVisible();
  await page.getByLabel('PIN again').fill(PIN);
  await page.getByRole('button', { name: 'Turn on app lock' }).click();
  await expect(page.getByRole('group', { name: 'Lock after' })).toBeVisible();
  // Device only: a salt and a slow hash, never the PIN.
  const stored = await page.evaluate((key) => localStorage.getItem(key), LOCK_KEY);
  expect(stored).toContain('"iterations":310000');
  expect(stored).not.toContain(PIN);

  // A reload asks for the PIN, and nothing of the app is in the page.
  await page.reload();
  const lock = page.getByRole('heading', { name: 'Enter your Blaze PIN' });
  await expect(lock).toBeVisible();
  await expect(page.locator('#main-content')).toHaveCount(0);
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await expect(page.getByText('Lock after')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  // Wrong on the pad: an error and the tries left. Right on the keyboard: the app.
  for (const digit of '1111') await page.getByRole('button', { name: digit, exact: true }).click();
  await page.getByRole('button', { name: 'Unlock' }).click();
  await expect(page.getByText('Wrong PIN. 4 tries left.')).toBeVisible();
  await page.getByLabel('PIN', { exact: true }).pressSequentially(PIN);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'App lock', level: 1 })).toBeVisible();

  // 'Lock after: Immediately': leaving the app (the page hidden) and coming back asks again.
  await page.getByRole('radio', { name: 'Immediately' }).check();
  await page.evaluate(() => {
    const visibility = (state: DocumentVisibilityState) => {
      Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    };
    visibility('hidden');
    visibility('visible');
  });
  await expect(lock).toBeVisible();
  await expect(page.locator('#main-content')).toHaveCount(0);
  await page.getByLabel('PIN', { exact: true }).fill(PIN);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'App lock', level: 1 })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Immediately' })).toBeChecked();

  // In stealth mode the lock names nothing.
  await page.evaluate(() => localStorage.setItem('blaze-stealth-mode', 'true'));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Enter passcode' })).toBeVisible();
  await expect(page.getByText(/Blaze/)).toHaveCount(0);
  expect(await page.title()).not.toContain('Blaze');
  await page.evaluate(() => localStorage.removeItem('blaze-stealth-mode'));

  // Five wrong in a row, across a reload (the count survives it): signed out at /auth, lock gone.
  await page.reload();
  await expect(lock).toBeVisible();
  const input = page.getByLabel('PIN', { exact: true });
  for (const left of [4, 3]) {
    await input.fill('0000');
    await page.keyboard.press('Enter');
    await expect(page.getByText(`Wrong PIN. ${left} tries left.`)).toBeVisible();
  }
  await page.reload();
  await expect(lock).toBeVisible();
  for (const left of ['2 tries', '1 try']) {
    await input.fill('0000');
    await page.keyboard.press('Enter');
    await expect(page.getByText(`Wrong PIN. ${left} left.`)).toBeVisible();
  }
  await input.fill('0000');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/auth$/);
  expect(await page.evaluate((key) => localStorage.getItem(key), LOCK_KEY)).toBeNull();
  expect((await page.request.get('/api/me')).status()).toBe(401);

  // Signing in again: no lock.
  const signedIn = await page.request.post('/api/auth/sign-in', {
    data: { email: member.email, password: member.password },
  });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  await page.goto('/dashboard');
  await expectInShell(page);
  await expect(lock).toHaveCount(0);
  await context.close();
});
