import { expect, test, type Browser, type Page } from '@playwright/test';
import { solidPng } from '../support/images.ts';
import { newMember, signUpViaApi } from '../support/members.ts';

/**
 * Issue 18, the browser's side of web push (decision 035): Settings > Notifications keeps his choices,
 * and the service worker's share target hands shared photos to the upload screen. Headless Chromium
 * cannot subscribe to a real push service, so delivery is proven by the server's tests.
 */

let page: Page;

test.beforeAll(async ({ browser }: { browser: Browser }) => {
  const context = await browser.newContext();
  page = await context.newPage();
  await signUpViaApi(page, newMember('push'));
  const res = await page.request.patch('/api/profiles/me', {
    data: { displayName: 'Niko Notify', age: 31 },
  });
  expect(res.status(), await res.text()).toBe(200);
});

test.afterAll(async () => {
  await page.context().close();
});

/** The worker installs after the first load; from the next load on it controls the page. */
async function controlledByWorker() {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
}

test('Settings > Notifications: a kind switched off for push and the Sender preview stay after a reload', async () => {
  test.setTimeout(60_000);
  await page.goto('/app/settings');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole('link', { name: /Notifications/ }).click();
  await expect(page).toHaveURL(/\/app\/settings\/notifications$/);
  await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();

  // This device: headless Chromium has the APIs but no permission yet, so it offers the tap.
  await expect(
    page.getByRole('button', { name: 'Turn on notifications on this device' }),
  ).toBeVisible();

  const matchesPush = page.getByRole('switch', { name: 'Matches: push' });
  await expect(matchesPush).toBeChecked();
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/me/notification-settings') && r.request().method() === 'PATCH',
  );
  await matchesPush.click();
  expect((await saved).status()).toBe(200);
  await expect(matchesPush).not.toBeChecked();

  const sender = page.getByRole('radio', { name: 'Sender', exact: true });
  const previewSaved = page.waitForResponse(
    (r) => r.url().endsWith('/api/me/notification-settings') && r.request().method() === 'PATCH',
  );
  await sender.check();
  expect((await previewSaved).status()).toBe(200);

  await page.reload();
  await expect(page.getByRole('switch', { name: 'Matches: push' })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: 'Matches: in app' })).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Messages: push' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Sender', exact: true })).toBeChecked();

  // No device of his has push on: the test says so in words.
  await page.getByRole('button', { name: 'Send me a test notification' }).click();
  await expect(page.getByText(/No device of yours has push notifications on/)).toBeVisible();
});

test('a photo shared to Blaze opens the upload screen with it chosen', async () => {
  test.setTimeout(60_000);
  await page.goto('/app/media/upload');
  await expect(page.getByRole('heading', { name: /Upload/ })).toBeVisible({ timeout: 30_000 });
  await controlledByWorker();

  // What Android does when he shares a photo to the installed app: a multipart POST navigation.
  const png = solidPng(24, 24, [220, 60, 120]).toString('base64');
  await page.evaluate((base64) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const transfer = new DataTransfer();
    transfer.items.add(new File([bytes], 'shared.png', { type: 'image/png' }));
    const form = document.createElement('form');
    form.method = 'POST';
    form.action = '/share-target';
    form.enctype = 'multipart/form-data';
    const input = document.createElement('input');
    input.type = 'file';
    input.name = 'photos';
    input.files = transfer.files;
    form.append(input);
    document.body.append(form);
    form.submit();
  }, png);

  await expect(page).toHaveURL(/\/app\/media\/upload\?files=shared$/);
  const chosen = page.getByRole('list', { name: 'Chosen photos' }).getByRole('listitem');
  await expect(chosen).toHaveCount(1);
  await expect(page.getByRole('img', { name: 'Chosen, number 1' })).toBeVisible();
  // Read once, then gone from the device: a reload picks up nothing.
  await page.reload();
  await expect(page.getByRole('heading', { name: /Upload/ })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Chosen photos' })).toHaveCount(0);
});

test('a push reaching the worker shows the notification the server built, with its tap target', async () => {
  test.setTimeout(60_000);
  await page.context().grantPermissions(['notifications']);
  await page.goto('/app/settings');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible({
    timeout: 30_000,
  });
  await controlledByWorker();

  // No push service headless: DevTools hands the worker a push event as one would.
  const cdp = await page.context().newCDPSession(page);
  const registration = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  const payload = {
    kind: 'message',
    title: 'New message',
    body: '',
    url: '/app/chat/c-123',
    tag: 'chat:c-123',
    badge: 4,
    silent: false,
  };
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: new URL(page.url()).origin,
    registrationId: await registration,
    data: JSON.stringify(payload),
  });

  await expect
    .poll(() =>
      page.evaluate(async () => {
        const reg = await navigator.serviceWorker.ready;
        return (await reg.getNotifications()).map((n) => ({
          title: n.title,
          body: n.body,
          tag: n.tag,
          data: n.data as unknown,
        }));
      }),
    )
    .toEqual([
      { title: 'New message', body: '', tag: 'chat:c-123', data: { url: '/app/chat/c-123' } },
    ]);
  // A push it cannot read still shows, neutrally (Chromium wants a notification for every push).
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: new URL(page.url()).origin,
    registrationId: await registration,
    data: 'not a payload',
  });
  // All of the worker's notifications, so a failure shows what did arrive.
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const reg = await navigator.serviceWorker.ready;
          return (await reg.getNotifications()).map((n) => [n.tag, n.title, n.body]);
        }),
      { timeout: 20_000 },
    )
    .toContainEqual(['blaze', 'Blaze', 'You have something new.']);
  await cdp.detach();
});
