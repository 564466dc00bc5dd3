import { expect, test, type Browser } from '@playwright/test';
import { solidPng } from '../support/images.ts';
import { newMember, signUpViaApi } from '../support/members.ts';

/** A signed-up member with a display name, in his own browser. */
async function member(browser: Browser, displayName: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signUpViaApi(page, newMember('story'));
  const res = await page.request.patch('/api/profiles/me', { data: { displayName, age: 30 } });
  expect(res.status(), await res.text()).toBe(200);
  const me = await page.request.get('/api/me');
  const { user } = (await me.json()) as { user: { id: string } };
  return { page, context, id: user.id };
}

test('B adds a story; A watches it, replies and reacts, and the ring turns seen; B sees A among its viewers', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const anton = await member(browser, 'Anton');
  const bruno = await member(browser, 'Bruno');
  const a = anton.page;
  const b = bruno.page;
  const follow = await a.request.put(`/api/profiles/${bruno.id}/follow`);
  expect(follow.status(), await follow.text()).toBe(200);

  // Bruno adds a story from the home strip: a photo and a few words.
  await b.goto('/dashboard');
  const bStories = b.getByRole('region', { name: 'Stories' });
  await bStories.getByRole('button', { name: 'Add Story' }).click();
  const composer = b.getByRole('dialog', { name: 'Add Story' });
  await composer.getByLabel('Story photo').setInputFiles({
    name: 'night-out.png',
    mimeType: 'image/png',
    buffer: solidPng(300, 400, [200, 40, 90]),
  });
  await expect(composer.getByRole('img', { name: 'Chosen for your story' })).toBeVisible();
  await composer.getByLabel('Text (optional)').fill('Out tonight in Soho');
  await composer.getByRole('button', { name: 'Share Story' }).click();
  await expect(composer).toBeHidden();
  await expect(b.getByText('Story added')).toBeVisible();
  await expect(bStories.getByRole('button', { name: 'Your story, seen' })).toBeVisible();

  // Anton sees Bruno's ring as new, and watches the story.
  await a.goto('/dashboard');
  const aStories = a.getByRole('region', { name: 'Stories' });
  const ring = aStories.getByTestId('story-ring').filter({ hasText: 'Bruno' });
  await expect(ring).toHaveAttribute('data-seen', 'false');
  await expect(ring).toHaveAccessibleName("Bruno's story, new");
  await ring.click();
  const viewer = a.getByRole('dialog', { name: 'Story by Bruno' });
  await expect(viewer.getByText('Out tonight in Soho')).toBeVisible();
  await expect(viewer.getByRole('img', { name: 'Story: Out tonight in Soho' })).toBeVisible();
  // While he types, the story waits; the reply goes to their chat.
  const replyBox = viewer.getByRole('textbox', { name: 'Reply to Bruno' });
  await replyBox.fill('Where exactly?');
  await replyBox.press('Enter');
  await expect(a.getByText('Reply sent to Bruno')).toBeVisible();
  await viewer.getByRole('button', { name: 'React 🔥' }).click();
  await expect(a.getByText('You reacted 🔥')).toBeVisible();
  // The story plays to its end and the viewer closes; Bruno's ring is now seen.
  await expect(viewer).toBeHidden({ timeout: 15_000 });
  await expect(ring).toHaveAttribute('data-seen', 'true');
  await expect(ring).toHaveAccessibleName("Bruno's story, seen");

  // Bruno opens his own story and sees Anton among its viewers, with his reaction.
  await b.reload();
  await bStories.getByRole('button', { name: 'Your story, seen' }).click();
  const own = b.getByRole('dialog', { name: 'Story by Bruno' });
  await own.getByRole('button', { name: 'Seen by 1' }).click();
  const viewers = b.getByRole('list', { name: 'Viewers' });
  await expect(viewers.getByRole('link', { name: /Anton/ })).toBeVisible();
  await expect(viewers.getByLabel('Reacted 🔥')).toBeVisible();

  // The reply landed in a chat with Bruno, showing the story.
  await a.goto('/app/messages');
  await expect(a.getByText('Reacted 🔥 to a story')).toBeVisible();

  // The shareable link opens the story; once Bruno deletes it, the link says it is gone.
  const mine = await b.request.get(`/api/profiles/${bruno.id}/stories`);
  const { stories } = (await mine.json()) as { stories: Array<{ id: string; slug: string }> };
  await a.goto(`/app/raw-af/story/${stories[0]!.slug}`);
  await expect(a.getByRole('dialog', { name: 'Story by Bruno' })).toBeVisible();
  expect((await b.request.delete(`/api/stories/${stories[0]!.id}`)).status()).toBe(204);
  await a.goto(`/app/raw-af/story/${stories[0]!.slug}`);
  await expect(a.getByText('This story is no longer available')).toBeVisible();

  await anton.context.close();
  await bruno.context.close();
});
