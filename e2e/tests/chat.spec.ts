import { expect, test, type Browser, type Page } from '@playwright/test';
import { solidPng } from '../support/images.ts';
import { newMember, signUpViaApi } from '../support/members.ts';

/** A signed-up member with a display name, in his own browser. */
async function member(browser: Browser, displayName: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signUpViaApi(page, newMember('chat'));
  const res = await page.request.patch('/api/profiles/me', { data: { displayName, age: 30 } });
  expect(res.status(), await res.text()).toBe(200);
  const me = await page.request.get('/api/me');
  const { user } = (await me.json()) as { user: { id: string } };
  return { page, context, id: user.id };
}

/** The text of every message bubble in the chat, top to bottom. */
function bubbleTexts(page: Page) {
  return page.getByRole('log', { name: 'Messages' }).getByTestId('message').allInnerTexts();
}

test('two members chat live: typing, the message, read ticks, and messages written offline arrive once, in order', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const anton = await member(browser, 'Anton');
  const bruno = await member(browser, 'Bruno');
  const a = anton.page;
  const b = bruno.page;

  // Anton opens the chat from Bruno's profile.
  await a.goto(`/app/profile/${bruno.id}`);
  await a.getByRole('button', { name: 'Message', exact: true }).click();
  await expect(a).toHaveURL(/\/app\/chat\/[^/]+$/);
  const id = new URL(a.url()).pathname.split('/').at(-1)!;
  await expect(a.getByRole('heading', { name: /Bruno/ })).toBeVisible();
  await expect(a.getByText('No messages yet. Say hi to Bruno.')).toBeVisible();

  // Bruno opens the chat too (a request to him until he accepts or replies).
  await b.goto(`/app/chat/${id}`);
  await expect(b.getByRole('heading', { name: /Anton/ })).toBeVisible();

  // Anton types: Bruno sees it, then the message, live.
  const composer = a.getByRole('textbox', { name: 'Message' });
  await composer.fill('Hey Bruno, free tonight?');
  await expect(b.getByText('Anton is typing…')).toBeAttached();
  await expect(b.getByRole('heading', { name: /Anton/ })).toContainText('typing…');
  await composer.press('Enter');
  await expect(composer).toHaveValue('');
  const log = b.getByRole('log', { name: 'Messages' });
  await expect(log.getByText('Hey Bruno, free tonight?')).toBeVisible();
  await expect(b.getByText('Anton is typing…')).toHaveCount(0);

  // Bruno has the chat open and in view, so Anton's message shows as read.
  if (await b.getByRole('button', { name: 'Accept' }).isVisible()) {
    await b.getByRole('button', { name: 'Accept' }).click();
  }
  const mine = a.getByTestId('message').filter({ hasText: 'Hey Bruno, free tonight?' });
  await expect(mine.getByRole('img', { name: 'Read' })).toBeVisible();

  // Anton loses the network and writes two messages: they wait, marked as sending.
  await anton.context.setOffline(true);
  await composer.fill('First while offline');
  await composer.press('Enter');
  await composer.fill('Second while offline');
  await composer.press('Enter');
  const waiting = a.getByTestId('message').filter({ hasText: /while offline/ });
  await expect(waiting).toHaveCount(2);
  await expect(waiting.getByRole('img', { name: 'Sending' })).toHaveCount(2);
  await expect(
    a.getByText("Waiting for network — 2 messages will send when you're back online"),
  ).toBeVisible();
  await b.waitForTimeout(1_000);
  await expect(log.getByText(/while offline/)).toHaveCount(0);

  // Back online: Bruno gets both, once each, in the order written; Anton's notice goes away.
  await anton.context.setOffline(false);
  await expect(log.getByText('Second while offline')).toBeVisible();
  await expect(log.getByText('First while offline')).toHaveCount(1);
  await expect(log.getByText('Second while offline')).toHaveCount(1);
  const texts = await bubbleTexts(b);
  const first = texts.findIndex((t) => t.includes('First while offline'));
  const second = texts.findIndex((t) => t.includes('Second while offline'));
  expect(first).toBeGreaterThan(-1);
  expect(second).toBeGreaterThan(first);
  await expect(a.getByText(/Waiting for network/)).toHaveCount(0);
  await expect(waiting.getByRole('img', { name: 'Sending' })).toHaveCount(0);

  // A reload on Bruno's side still shows each message once (the server kept one copy).
  await b.reload();
  await expect(log.getByText('Second while offline')).toBeVisible();
  await expect(log.getByText('First while offline')).toHaveCount(1);

  await anton.context.close();
  await bruno.context.close();
});

/** Resolves once the page's chat connection is open and the server has said 'ready'. */
function chatConnected(page: Page) {
  return page
    .waitForEvent('websocket', (ws) => ws.url().endsWith('/api/ws'))
    .then((ws) =>
      ws.waitForEvent('framereceived', (frame) => String(frame.payload).includes('"ready"')),
    );
}

test("message settings work: an alert for another chat opens it, 'Never' holds photos until tapped, and Save downloads one", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const anton = await member(browser, 'Anton');
  const bruno = await member(browser, 'Bruno');
  const a = anton.page;
  const b = bruno.page;
  const opened = await a.request.post('/api/conversations', { data: { userId: bruno.id } });
  expect(opened.status(), await opened.text()).toBeLessThan(300);
  const { id } = (await opened.json()) as { id: string };
  const send = async (body: Record<string, unknown>) => {
    const res = await a.request.post(`/api/conversations/${id}/messages`, {
      data: { clientId: `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}`, ...body },
    });
    expect(res.status(), await res.text()).toBe(201);
  };

  // Bruno is on his chat list, not in the chat: Anton's message shows as an alert.
  const connected = chatConnected(b);
  await b.goto('/app/messages');
  await connected;
  await send({ kind: 'text', text: 'Sounds good. 9pm?' });
  const alert = b.getByText('Anton: Sounds good. 9pm?');
  await expect(alert).toBeVisible();
  await b.getByRole('button', { name: 'Open', exact: true }).click();
  await expect(b).toHaveURL(new RegExp(`/app/chat/${id}$`));
  await expect(b.getByRole('heading', { name: /Anton/ })).toBeVisible();
  await expect(
    b.getByRole('log', { name: 'Messages' }).getByText('Sounds good. 9pm?'),
  ).toBeVisible();

  // Bruno chooses never to load photos on his own.
  await b.goto('/app/settings/messages');
  const saved = b.waitForResponse(
    (res) => res.url().endsWith('/api/me/message-settings') && res.request().method() === 'PUT',
  );
  await b.getByRole('radio', { name: 'Never: tap a photo to load it' }).check();
  expect((await saved).status()).toBe(200);

  // Anton sends a photo from his public album: Bruno's chat holds it until he taps.
  const upload = await a.request.post('/api/photos?album=public', {
    multipart: {
      file: { name: 'p.png', mimeType: 'image/png', buffer: solidPng(300, 400, [200, 60, 90]) },
    },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const { id: photoId } = (await upload.json()) as { id: string };
  await send({ kind: 'photo', photoId });

  await b.goto(`/app/chat/${id}`);
  const log = b.getByRole('log', { name: 'Messages' });
  const tap = log.getByRole('button', { name: 'Tap to load photo' });
  await expect(tap).toBeVisible();
  await expect(log.locator('img')).toHaveCount(0);
  await tap.click();
  const photo = log.getByRole('button', { name: 'Open photo' }).locator('img');
  await expect(photo).toBeVisible();
  await expect
    .poll(() => photo.evaluate((img) => (img as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);

  // Saving to the device is off by default: the viewer offers 'Save', which downloads the photo.
  await photo.click();
  const viewer = b.getByRole('dialog', { name: 'Photo' });
  const download = b.waitForEvent('download');
  await viewer.getByRole('button', { name: 'Save', exact: true }).click();
  await download;
  await expect(viewer.getByText('Saved to your device')).toBeVisible();

  await anton.context.close();
  await bruno.context.close();
});
