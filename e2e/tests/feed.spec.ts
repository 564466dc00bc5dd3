import { expect, test, type Browser } from '@playwright/test';
import { solidPng } from '../support/images.ts';
import { newMember, signUpViaApi } from '../support/members.ts';

/** A signed-up member with a display name, in his own browser. */
async function member(browser: Browser, displayName: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signUpViaApi(page, newMember('feed'));
  const res = await page.request.patch('/api/profiles/me', { data: { displayName, age: 31 } });
  expect(res.status(), await res.text()).toBe(200);
  const me = await page.request.get('/api/me');
  const { user } = (await me.json()) as { user: { id: string } };
  return { page, context, id: user.id };
}

test('A follows B; B posts a photo; A sees it in Feed and Following, likes it and comments', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const anton = await member(browser, 'Anton Feed');
  const bruno = await member(browser, 'Bruno Feed');
  const a = anton.page;
  const b = bruno.page;
  const text = `Sunset from the pier #beach ${Date.now()}`;

  // Anton follows Bruno from his profile.
  await a.goto(`/app/profile/${bruno.id}`);
  await a.getByRole('button', { name: 'Follow', exact: true }).click();
  await expect(a.getByRole('button', { name: 'Following', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // Issue 35: Anton has liked nothing yet, and the Liked tab says so in its own words.
  await a.goto('/dashboard');
  await a.getByRole('tab', { name: 'Liked' }).click();
  await expect(a.getByText(/^Posts you like will show up here/)).toBeVisible();
  await expect(a.getByText('Posts from men you follow will show up here.')).toHaveCount(0);

  // Bruno posts a photo with a few words.
  await b.goto('/dashboard');
  await b.getByRole('button', { name: 'Create post' }).click();
  await b.getByLabel("What's happening?").fill(text);
  await b.getByTestId('post-photo-input').setInputFiles({
    name: 'pier.png',
    mimeType: 'image/png',
    buffer: solidPng(600, 800, [240, 120, 60]),
  });
  const postButton = b.getByRole('button', { name: 'Post', exact: true });
  await expect(postButton).toBeEnabled({ timeout: 15_000 });
  await postButton.click();
  await expect(b.getByRole('heading', { name: 'New post' })).toHaveCount(0);
  await expect(b.getByTestId('post-card').filter({ hasText: text })).toBeVisible();

  // Anton sees it in Feed, with its photo, and in Following.
  await a.goto('/dashboard');
  const inFeed = a.getByTestId('post-card').filter({ hasText: text });
  await expect(inFeed).toBeVisible();
  await expect(inFeed.locator('img[width="600"]')).toBeVisible();
  await a.getByRole('tab', { name: 'Following' }).click();
  const card = a.getByTestId('post-card').filter({ hasText: text });
  await expect(card).toBeVisible();

  // He likes it (at once, and the server keeps it) and comments.
  await card.getByRole('button', { name: /^Like/ }).click();
  await expect(card.getByRole('button', { name: /^Unlike/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(card.getByTestId('like-count')).toHaveText('1');
  await card.getByRole('button', { name: 'Comments 0' }).click();
  await a.getByLabel('Write a comment').fill('Stunning! 🔥');
  await a.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(a.getByRole('list', { name: 'Comments' }).getByText('Stunning! 🔥')).toBeVisible();
  await a.keyboard.press('Escape');

  // While Anton looks at Following, Bruno posts again: a 'New posts' pill brings it in.
  const second = `Second one ${Date.now()}`;
  const posted = await b.request.post('/api/posts', { data: { text: second } });
  expect(posted.status()).toBe(201);
  await a.getByRole('button', { name: 'New posts' }).click();
  await expect(a.getByTestId('post-card').first()).toContainText(second);

  // Bruno's own card shows both, from the server.
  await b.reload();
  const own = b.getByTestId('post-card').filter({ hasText: text });
  await expect(own.getByTestId('like-count')).toHaveText('1');
  await expect(own.getByRole('button', { name: 'Comments 1' })).toBeVisible();

  await anton.context.close();
  await bruno.context.close();
});
