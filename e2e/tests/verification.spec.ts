import { expect, test } from '@playwright/test';
import { solidPng } from '../support/images.ts';
import { newMember, signInAsAdmin, signUpViaApi } from '../support/members.ts';
import { seriousViolations } from '../support/axe.ts';

test('a member sends a selfie with his pose, a moderator approves it, his card shows Verified', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const memberContext = await browser.newContext();
  const page = await memberContext.newPage();
  await signUpViaApi(page, newMember('verify'));
  const named = await page.request.patch('/api/profiles/me', {
    data: { displayName: 'Verify Me', age: 31 },
  });
  expect(named.status(), await named.text()).toBe(200);
  const photo = await page.request.post('/api/photos?album=public', {
    multipart: {
      file: { name: 'me.png', mimeType: 'image/png', buffer: solidPng(300, 400, [200, 60, 90]) },
    },
  });
  expect(photo.status(), await photo.text()).toBe(201);

  // From his own profile to the verify screen.
  await page.goto('/app/profile');
  await page.getByRole('link', { name: /Verification/ }).click();
  await expect(page).toHaveURL(/\/app\/verify$/);
  await expect(page.getByRole('heading', { name: 'Get verified' })).toBeVisible();
  await page.getByRole('button', { name: 'Show me a pose' }).click();
  await expect(page.getByText('Your pose')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByLabel('Take a selfie').setInputFiles({
    name: 'selfie.png',
    mimeType: 'image/png',
    buffer: solidPng(600, 800, [40, 160, 120]),
  });
  await expect(page.getByRole('img', { name: 'Your selfie, not sent yet' })).toBeVisible();
  await page.getByRole('button', { name: 'Send selfie' }).click();
  await expect(page.getByRole('heading', { name: 'Waiting for a moderator' })).toBeVisible();

  // The moderator's queue and review.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signInAsAdmin(staff);
  await staff.goto('/admin/verification');
  await expect(staff.getByRole('heading', { name: 'Verification' })).toBeVisible();
  await staff.getByRole('link', { name: /Verify Me/ }).click();
  await expect(staff.getByText('Pose asked:')).toBeVisible();
  await expect(staff.getByRole('img', { name: /Verify Me, profile 1/ })).toBeVisible();
  await staff.getByRole('button', { name: 'Reveal the selfie' }).click();
  await expect(staff.getByRole('img', { name: 'Selfie of Verify Me' })).toBeVisible();
  expect(await seriousViolations(staff)).toEqual([]);
  await staff.getByRole('button', { name: 'Approve' }).click();
  await expect(staff).toHaveURL(/\/admin\/verification$/);

  // His state and his card.
  await page.reload();
  await expect(page.getByRole('heading', { name: "You're verified" })).toBeVisible();
  const viewerContext = await browser.newContext();
  const viewer = await viewerContext.newPage();
  await signUpViaApi(viewer, newMember('viewer'));
  const id = (await (await page.request.get('/api/me')).json()).user.id as string;
  await viewer.goto(`/app/profile/${id}`);
  await expect(viewer.getByLabel('Verified')).toBeVisible();

  await Promise.all([memberContext.close(), staffContext.close(), viewerContext.close()]);
});
