import { expect, test, type Browser, type Page } from '@playwright/test';
import { newMember, signUpViaApi } from '../support/members.ts';

/**
 * Issue 18, offline (decision 037): what he last saw reads offline, a like and a message written
 * offline show as pending in place and in the panel, and go through once when the network is back.
 */

async function member(browser: Browser, displayName: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signUpViaApi(page, newMember('offline'));
  const res = await page.request.patch('/api/profiles/me', { data: { displayName, age: 30 } });
  expect(res.status(), await res.text()).toBe(200);
  const me = await page.request.get('/api/me');
  const { user } = (await me.json()) as { user: { id: string } };
  return { page, context, id: user.id };
}

/** The persisted query cache's keys, read from IndexedDB as the app wrote them. */
function persistedKeys(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('blaze-offline');
        open.onerror = () => reject(new Error('no database'));
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('keyval')) return resolve([]);
          const get = db.transaction('keyval').objectStore('keyval').get('blaze-query-cache');
          get.onsuccess = () => {
            const value = get.result as
              { clientState: { queries: Array<{ queryKey: unknown[] }> } } | undefined;
            resolve(value ? value.clientState.queries.map((q) => q.queryKey.join('/')) : []);
          };
          get.onerror = () => reject(new Error('read failed'));
        };
      }),
  );
}

test('offline: last-seen screens read offline; a like and a message wait, show pending, and go through once', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const anton = await member(browser, 'Anton Offline');
  const bruno = await member(browser, 'Bruno Offline');
  const a = anton.page;
  const text = `Offline pier walk ${Date.now()}`;

  // Bruno posts, Anton follows him, and Bruno writes to Anton.
  const posted = await bruno.page.request.post('/api/posts', { data: { text } });
  expect(posted.status(), await posted.text()).toBe(201);
  const postId = ((await posted.json()) as { id: string }).id;
  expect((await a.request.put(`/api/profiles/${bruno.id}/follow`)).status()).toBe(200);
  const opened = await a.request.post('/api/conversations', { data: { userId: bruno.id } });
  expect(opened.status(), await opened.text()).toBeLessThan(300);
  const chatId = ((await opened.json()) as { id: string }).id;
  const send = async (page: Page, body: string) => {
    const res = await page.request.post(`/api/conversations/${chatId}/messages`, {
      data: { clientId: `offline-e2e-${Date.now()}-${body.length}`, kind: 'text', text: body },
    });
    expect(res.status(), await res.text()).toBe(201);
  };
  await send(a, 'Hey Bruno');
  await send(bruno.page, 'Hey Anton, around?');

  // Anton reads his chats and his feed online; the app keeps them, and the shell is installed.
  await a.goto('/app/messages');
  await expect(a.getByRole('list', { name: 'Conversations' })).toContainText('Bruno Offline');
  await a.goto(`/app/chat/${chatId}`);
  const log = a.getByRole('log', { name: 'Messages' });
  await expect(log.getByText('Hey Anton, around?')).toBeVisible();
  await expect
    .poll(() => persistedKeys(a), { timeout: 15_000 })
    .toEqual(expect.arrayContaining(['me', `messaging/messages/${chatId}`]));
  await a.goto('/dashboard');
  const card = a.getByTestId('post-card').filter({ hasText: text });
  await expect(card).toBeVisible();
  await a.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect
    .poll(() => persistedKeys(a), { timeout: 15_000 })
    .toEqual(expect.arrayContaining(['me', `messaging/messages/${chatId}`, 'feed/tab/feed']));
  const neverKept = (await persistedKeys(a)).filter((k) => /^(admin|moderation|account)/.test(k));
  expect(neverKept).toEqual([]);

  // Offline: the banner says so; the like shows at once with a pending mark.
  await anton.context.setOffline(true);
  await expect(a.getByText("You're offline")).toBeVisible();
  await expect(a.getByRole('button', { name: 'Retry' })).toBeVisible();
  await card.getByRole('button', { name: /^Like/ }).click();
  await expect(card.getByRole('button', { name: /^Unlike/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(card.getByTestId('like-count')).toHaveText('1');
  await expect(card.getByTestId('like-pending')).toBeVisible();
  await expect(a.getByRole('button', { name: '1 pending' })).toBeVisible();

  // A reload offline: the shell and the last-seen feed come from the device; the like still waits.
  await a.reload();
  await expect(card).toBeVisible();
  await expect(card.getByTestId('like-pending')).toBeVisible();
  await expect(a.getByText("You're offline")).toBeVisible();

  // The chat, offline: the old message reads, a new one waits with its clock.
  await a.goto('/app/messages');
  await expect(a.getByRole('list', { name: 'Conversations' })).toContainText('Bruno Offline');
  await a.goto(`/app/chat/${chatId}`);
  await expect(log.getByText('Hey Anton, around?')).toBeVisible();
  const composer = a.getByRole('textbox', { name: 'Message' });
  await composer.fill('Yes, give me ten minutes');
  await composer.press('Enter');
  const mine = a.getByTestId('message').filter({ hasText: 'Yes, give me ten minutes' });
  await expect(mine.getByRole('img', { name: /waiting for connection/i })).toBeVisible();

  // The panel lists both, from the banner.
  await a.getByRole('button', { name: '2 pending' }).click();
  const panel = a.getByRole('list', { name: 'Pending changes' });
  await expect(panel.getByRole('listitem')).toHaveCount(2);
  await expect(panel.getByRole('listitem').filter({ hasText: 'Like on a post' })).toContainText(
    'Waiting for connection',
  );
  await expect(
    panel.getByRole('listitem').filter({ hasText: 'Message to Bruno Offline' }),
  ).toContainText('Waiting for connection');

  // Back online: 'Connection restored', both go through, and the sent ones leave the panel.
  await anton.context.setOffline(false);
  await expect(a.getByText('Connection restored')).toBeVisible();
  await expect(panel.getByRole('listitem').filter({ hasText: 'Sent' })).toHaveCount(2, {
    timeout: 15_000,
  });
  await expect(a.getByText('Everything is sent.')).toBeVisible({ timeout: 10_000 });
  await expect(a.getByText('Connection restored')).toHaveCount(0);
  await a.keyboard.press('Escape');
  await expect(mine.getByRole('img', { name: /waiting for connection|sending/i })).toHaveCount(0);

  // Once each: Bruno reads one message and the post has one like.
  const messages = await bruno.page.request.get(`/api/conversations/${chatId}/messages`);
  const body = JSON.stringify(await messages.json());
  expect(body.split('Yes, give me ten minutes').length - 1).toBe(1);
  const post = await bruno.page.request.get(`/api/posts/${postId}`);
  expect(((await post.json()) as { likeCount: number }).likeCount).toBe(1);

  // The menu counts what is left: nothing.
  await a.goto('/dashboard');
  await a.getByRole('button', { name: 'Open account menu' }).click();
  await expect(a.getByRole('button', { name: 'Pending changes (0)' })).toBeVisible();

  await anton.context.close();
  await bruno.context.close();
});
