import { expect, test } from '@playwright/test';
import { newMember, signUpViaApi } from '../support/members.ts';
import { solidPng } from '../support/images.ts';

test("a member's first public photo becomes the avatar in the top bar at once", async ({
  page,
}) => {
  await signUpViaApi(page, newMember('avatar'));
  await page.goto('/app/media');
  const menu = page.getByRole('button', { name: 'Open account menu' });
  await expect(menu).toBeVisible();
  await expect(page.getByText('0/6')).toBeVisible();

  await page.getByRole('button', { name: 'Add public photo' }).click();
  await page
    .getByRole('dialog', { name: 'Add Photo' })
    .getByLabel('Photo file')
    .setInputFiles({
      name: 'first.png',
      mimeType: 'image/png',
      buffer: solidPng(600, 800, [30, 160, 90]),
    });
  await page
    .getByRole('dialog', { name: 'Crop Image' })
    .getByRole('button', { name: 'Apply Crop' })
    .click();
  await expect(page.getByText('Photo added')).toBeVisible();

  const albums = await (await page.request.get('/api/photos')).json();
  const [first] = albums.public as Array<{ url: string; isMain: boolean }>;
  expect(first?.isMain).toBe(true);
  // No reload, no navigation: the shell shows the new avatar.
  await expect(menu.locator(`img[src="${first!.url}"]`)).toBeVisible();
});
