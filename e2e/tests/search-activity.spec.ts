import { expect, test, type Browser } from '@playwright/test';
import { newMember, signUpViaApi } from '../support/members.ts';
import { seriousViolations } from '../support/axe.ts';

/** A signed-up member with a display name, in his own browser. */
async function member(browser: Browser, displayName: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signUpViaApi(page, newMember('find'));
  const res = await page.request.patch('/api/profiles/me', { data: { displayName, age: 30 } });
  expect(res.status(), await res.text()).toBe(200);
  const me = await page.request.get('/api/me');
  const { user } = (await me.json()) as { user: { id: string } };
  return { page, context, id: user.id };
}

test('A finds B by part of his name; B sees A’s like and comment arrive in activity, live', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  // A name no demo member has, so the search can only find him.
  const surname = `Quillfeather${Date.now().toString(36).slice(-4)}`;
  const anselm = await member(browser, 'Anselm');
  const bartholomew = await member(browser, `Bartholomew ${surname}`);
  const a = anselm.page;
  const b = bartholomew.page;

  // A types part of B's name in the dashboard's box: it hands over to /search, results as he types.
  await a.goto('/dashboard');
  await a.getByRole('searchbox', { name: 'Search posts, users...' }).fill(surname.slice(0, 9));
  await expect(a).toHaveURL(/\/search\?q=/);
  const results = a.getByRole('list', { name: 'Members results' });
  const found = results.getByRole('link', { name: new RegExp(`Bartholomew ${surname}`) });
  await expect(found).toBeVisible();
  expect(await seriousViolations(a)).toEqual([]);
  await found.click();
  await expect(a).toHaveURL(new RegExp(`/app/profile/${bartholomew.id}$`));

  // B posts and keeps the dashboard open; his bell shows nothing yet.
  const posted = await b.request.post('/api/posts', { data: { text: 'Sunset at the pier' } });
  expect(posted.status(), await posted.text()).toBe(201);
  const { id: postId } = (await posted.json()) as { id: string };
  await b.goto('/dashboard');
  const bell = b.getByRole('link', { name: /^Activity/ });
  await expect(bell).toHaveAccessibleName('Activity');
  // The realtime connection opens once the first screen has painted.
  await b.waitForTimeout(2_500);

  // A likes and comments B's post; B's bell counts both without a reload.
  expect((await a.request.put(`/api/posts/${postId}/like`)).status()).toBe(200);
  const comment = await a.request.post(`/api/posts/${postId}/comments`, {
    data: { text: 'Gorgeous light!' },
  });
  expect(comment.status(), await comment.text()).toBe(201);
  await expect(bell).toHaveAccessibleName('Activity, 2 unread');
  await expect(b.getByTestId('activity-badge')).toHaveText('2');

  // The list: both items, unread, newest first; opening it clears the bell.
  await bell.click();
  await expect(b).toHaveURL(/\/app\/activity$/);
  const list = b.getByRole('list', { name: 'Activity' });
  await expect(list.getByRole('link')).toHaveCount(2);
  await expect(list.getByRole('link').nth(0)).toHaveAccessibleName(
    /^Anselm commented on your post Gorgeous light!.*Unread$/,
  );
  await expect(list.getByRole('link').nth(1)).toHaveAccessibleName(
    /^Anselm liked your post Sunset at the pier.*Unread$/,
  );
  await expect(list.getByText('Gorgeous light!')).toBeVisible();
  expect(await seriousViolations(b)).toEqual([]);
  await expect(bell).toHaveAccessibleName('Activity');

  // Tapping the comment opens the post with it.
  await list.getByRole('link').nth(0).click();
  await expect(b).toHaveURL(new RegExp(`/app/post/${postId}$`));
  await expect(b.getByText('Sunset at the pier')).toBeVisible();
  await expect(b.getByRole('list', { name: 'Comments' })).toContainText('Gorgeous light!');

  await anselm.context.close();
  await bartholomew.context.close();
});
