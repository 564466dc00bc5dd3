import { expect, test, type Browser } from '@playwright/test';
import { solidPng } from '../support/images.ts';
import { newMember, signUpViaApi } from '../support/members.ts';
import { seriousViolations } from '../support/axe.ts';

const photo = (name: string, rgb: [number, number, number]) => ({
  name,
  mimeType: 'image/png',
  buffer: solidPng(500, 600, rgb),
});

/** A signed-up member with a display name, in his own browser. */
async function member(browser: Browser, displayName: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signUpViaApi(page, newMember('creator'));
  const res = await page.request.patch('/api/profiles/me', { data: { displayName, age: 29 } });
  expect(res.status(), await res.text()).toBe(200);
  const me = await page.request.get('/api/me');
  const { user } = (await me.json()) as { user: { id: string } };
  return { page, context, id: user.id };
}

test('a member turns on his creator profile, shows the badge and reads real numbers', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const carl = await member(browser, 'Carl Creator');
  const finn = await member(browser, 'Finn Fan');
  const c = carl.page;
  const f = finn.page;
  const text = `Behind the scenes ${Date.now()}`;

  // Before: the creator dashboard says how to turn it on.
  await c.goto('/app/creator-dashboard');
  await expect(c.getByRole('heading', { name: 'Turn on your creator profile' })).toBeVisible();

  // Settings: a tagline and the switch.
  await c.goto('/app/settings');
  await c.getByLabel('Tagline').fill('Film photos every Friday');
  await c.getByRole('switch', { name: /Creator profile/ }).click();
  await expect(c.getByText('Creator profile is on')).toBeVisible();
  await expect(c.getByRole('switch', { name: /Creator profile/ })).toBeChecked();

  // His profile card wears the badge and the tagline.
  await c.goto('/app/profile');
  await expect(c.getByTestId('creator-badge')).toBeVisible();
  await expect(c.getByText('Film photos every Friday').first()).toBeVisible();

  const posted = await c.request.post('/api/posts', { data: { text } });
  expect(posted.status(), await posted.text()).toBe(201);

  // Finn follows him, finds the post in Raw AF's Creators tab, looks at it and likes it.
  const followed = await f.request.put(`/api/profiles/${carl.id}/follow`);
  expect(followed.status()).toBe(200);
  await f.goto('/app/media');
  await f.getByRole('tab', { name: 'Creators' }).click();
  const card = f.getByTestId('post-card').filter({ hasText: text });
  await expect(card).toBeVisible();
  await expect(card.getByText('Creator', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: /^Like/ }).click();
  await expect(card.getByTestId('like-count')).toHaveText('1');
  // The seen card is reported after a second in view, in the next batch (or when the page hides).
  await f.waitForTimeout(1500);
  await f.goto('/dashboard');

  // Carl's dashboard shows the real numbers.
  await expect(async () => {
    await c.goto('/app/creator-dashboard');
    await expect(c.getByTestId('stat-Followers')).toHaveText('1', { timeout: 2_000 });
    await expect(c.getByTestId('stat-Likes')).toHaveText('1', { timeout: 2_000 });
    await expect(c.getByTestId('stat-Post views')).toHaveText('1', { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(c.getByRole('heading', { name: 'Top posts' })).toBeVisible();
  await expect(c.getByText(text)).toBeVisible();

  await carl.context.close();
  await finn.context.close();
});

test('photos picked on /app/media/upload go to an album or into a post', async ({ browser }) => {
  test.setTimeout(90_000);
  const { page, context } = await member(browser, 'Uma Upload');
  const text = `Fresh from the upload page ${Date.now()}`;

  // The files shortcut lands here.
  await page.goto('/?files');
  await expect(page).toHaveURL(/\/app\/media\/upload$/);
  await expect(page.getByRole('heading', { name: /Upload/ })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Two photos into the public album, with progress, then they are in My Albums.
  await page
    .getByTestId('media-files')
    .setInputFiles([photo('one.png', [200, 40, 40]), photo('two.png', [40, 200, 40])]);
  await expect(page.getByRole('list', { name: 'Chosen photos' }).getByRole('listitem')).toHaveCount(
    2,
  );
  await page.getByRole('radio', { name: 'An album' }).check();
  await page.getByRole('button', { name: 'Upload to album' }).click();
  await expect(page.getByText('All 2 photos are in your public album.')).toBeVisible({
    timeout: 20_000,
  });
  const albums = (await (await page.request.get('/api/photos')).json()) as {
    public: unknown[];
  };
  expect(albums.public).toHaveLength(2);

  // One photo into a post: the composer opens with it, and the post lands in the feed.
  await page.getByRole('button', { name: 'Upload more' }).click();
  await page.getByTestId('media-files').setInputFiles([photo('three.png', [40, 40, 200])]);
  await page.getByRole('radio', { name: /A post/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'New post' })).toBeVisible();
  await page.getByLabel("What's happening?").fill(text);
  const postButton = page.getByRole('button', { name: 'Post', exact: true });
  await expect(postButton).toBeEnabled({ timeout: 15_000 });
  await postButton.click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const card = page.getByTestId('post-card').filter({ hasText: text });
  await expect(card).toBeVisible();
  await expect(card.locator('img[width="500"]')).toBeVisible();

  // The creator dashboard and Raw AF's Creators tab pass axe too.
  await page.goto('/app/creator-dashboard');
  await expect(page.getByRole('heading', { name: 'Turn on your creator profile' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto('/app/media?tab=creators');
  await expect(page.getByRole('tab', { name: 'Creators', selected: true })).toBeVisible();
  await expect(page.getByTestId('post-card').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await context.close();
});
