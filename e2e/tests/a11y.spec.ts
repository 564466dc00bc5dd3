import { expect, test } from '@playwright/test';
import { expectInShell, signUpViaApi } from '../support/members.ts';
import { seriousViolations } from '../support/axe.ts';

test('axe finds no serious or critical violation on /auth', async ({ page }) => {
  await page.goto('/auth');
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('axe finds no serious or critical violation on /dashboard', async ({ page }) => {
  await signUpViaApi(page);
  await page.goto('/dashboard');
  await expectInShell(page);
  // The demo community's posts fill Feed; a newcomer's Following tab is still empty.
  await expect(page.getByTestId('post-card').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('tab', { name: 'Following' }).click();
  await expect(page.getByText('Your feed is ready to ignite!')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('axe finds no serious or critical violation on /discovery (grid and swipe)', async ({
  page,
}) => {
  await signUpViaApi(page);
  expect((await page.request.put('/api/me/location', { data: { city: 'Berlin' } })).status()).toBe(
    200,
  );
  await page.goto('/discovery');
  await expect(page.getByRole('list', { name: 'Members' }).getByRole('link').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('tab', { name: 'Swipe' }).click();
  await expect(page.getByRole('button', { name: /^Like / })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('axe finds no serious or critical violation on /app/messages and a chat', async ({ page }) => {
  await signUpViaApi(page);
  const other = await page.request.get('/api/rooms');
  expect(other.status()).toBe(200);
  const { rooms } = (await other.json()) as { rooms: Array<{ id: string; city: string }> };
  const berlin = rooms.find((r) => r.city === 'Berlin')!;
  expect((await page.request.post(`/api/rooms/${berlin.id}/join`)).status()).toBe(200);
  const sent = await page.request.post(`/api/conversations/${berlin.id}/messages`, {
    data: { clientId: 'a11ycheck0001', kind: 'text', text: 'Hallo Berlin' },
  });
  expect(sent.status()).toBe(201);
  await page.goto('/app/messages');
  await expect(page.getByText('Berlin chat')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto(`/app/chat/${berlin.id}`);
  await expect(page.getByText('Hallo Berlin')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
