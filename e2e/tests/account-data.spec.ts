import fs from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { newMember, signInViaForm, signUpViaApi } from '../support/members.ts';
import { seriousViolations } from '../support/axe.ts';

test('a member downloads his export, then deletes his account and cannot sign in again', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const context = await browser.newContext();
  const page = await context.newPage();
  const me = await signUpViaApi(page, newMember('data'));
  // Something of his in the export: a post and a chat with another member, both ways.
  const posted = await page.request.post('/api/posts', { data: { text: 'Hello from e2e' } });
  expect(posted.status(), await posted.text()).toBe(201);
  const peerContext = await browser.newContext();
  const peerPage = await peerContext.newPage();
  await signUpViaApi(peerPage, newMember('datapeer'));
  const peerId = (
    (await (await peerPage.request.get('/api/me')).json()) as { user: { id: string } }
  ).user.id;
  const opened = await page.request.post('/api/conversations', { data: { userId: peerId } });
  expect(opened.status(), await opened.text()).toBeLessThan(300);
  const chatId = ((await opened.json()) as { id: string }).id;
  const sent = await page.request.post(`/api/conversations/${chatId}/messages`, {
    data: { clientId: `e2e${Date.now().toString(36)}`, kind: 'text', text: 'Sent by me' },
  });
  expect(sent.status(), await sent.text()).toBe(201);

  await page.goto('/app/settings/account');
  const card = page.getByRole('region', { name: 'Export your data' });
  await expect(card).toBeVisible({ timeout: 30_000 });
  expect(await seriousViolations(page)).toEqual([]);

  await card.getByRole('button', { name: 'Request export' }).click();
  const download = card.getByRole('link', { name: 'Download' });
  await expect(download).toBeVisible({ timeout: 30_000 });
  await expect(card.getByText(/The link works until/)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const saved = page.waitForEvent('download');
  await download.click();
  const file = await saved;
  expect(file.suggestedFilename()).toMatch(/^blaze-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const bytes = await fs.readFile(await file.path());
  // A ZIP (local file header 'PK\3\4') naming the files a member expects; names are stored as is.
  expect(bytes.subarray(0, 4).toString('binary')).toBe('PK\u0003\u0004');
  for (const name of ['README.txt', 'profile.json', 'posts.json', 'messages.json', 'likes.json'])
    expect(bytes.includes(Buffer.from(name)), name).toBe(true);

  // The danger zone: the dialog says what goes and asks for his password.
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account for good?' });
  await expect(dialog).toContainText('Deleted member');
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByLabel('Your password').fill('not-my-password-1');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByText('That password is not right. Try again.')).toBeVisible();

  await dialog.getByLabel('Your password').fill(me.password);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByText('Your account is deleted')).toBeVisible();
  expect((await page.request.get('/api/me')).status()).toBe(401);

  // He cannot sign in with it any more.
  await signInViaForm(page, me.email, me.password);
  await expect(
    page.getByText("That e-mail and password don't match.", { exact: false }),
  ).toBeVisible();

  await context.close();
  await peerContext.close();
});
