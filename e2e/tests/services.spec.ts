import { expect, test } from '@playwright/test';
import { newMember, signInAsAdmin, signUpViaApi } from '../support/members.ts';
import { seriousViolations } from '../support/axe.ts';

test('a signed-out browser opens an approved provider page (a demo one, and one approved by an admin)', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  // A member offers a service; the admin approves it through the admin API.
  const providerContext = await browser.newContext();
  const provider = await providerContext.newPage();
  await signUpViaApi(provider, newMember('svc'));
  const handle = `e2e.pro.${Date.now().toString(36)}`;
  const created = await provider.request.post('/api/services/listings', {
    data: {
      handle,
      displayName: 'Nils Massage',
      category: 'massage',
      headline: 'Sports massage in the Old Town',
      rates: '60 min 80',
      incall: true,
      outcall: false,
      city: 'Stockholm',
      neighbourhood: 'Gamla stan',
      languages: ['sv', 'en'],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const listing = (await created.json()) as { id: string; status: string };
  expect(listing.status).toBe('pending');

  const anonymous = await browser.newContext();
  const visitor = await anonymous.newPage();
  // Pending: nobody else sees it.
  await visitor.goto(`/escort/${handle}`);
  await expect(visitor.getByRole('heading', { name: 'This page is not available' })).toBeVisible();

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin);
  const approved = await admin.request.post(`/api/admin/services/${listing.id}/approve`);
  expect(approved.status(), await approved.text()).toBe(200);

  await visitor.goto(`/escort/${handle}`);
  await expect(visitor.getByRole('heading', { name: 'Nils Massage', level: 1 })).toBeVisible();
  await expect(visitor.getByText('Gamla stan, Stockholm · Incall')).toBeVisible();
  await expect(visitor.getByText(/Blaze processes no payment for services/)).toBeVisible();
  await expect(
    visitor.getByRole('link', { name: 'Sign in to contact Nils Massage' }),
  ).toBeVisible();
  expect(await seriousViolations(visitor)).toEqual([]);

  // A demo provider's page too, with its photo.
  await visitor.goto('/escort/kai.bodywork');
  await expect(visitor.getByRole('heading', { name: 'Kai Bodywork', level: 1 })).toBeVisible();
  await expect(visitor.getByRole('img', { name: 'Kai Bodywork' })).toBeVisible();
  await expect(visitor.getByText('Schöneberg, Berlin · Incall')).toBeVisible();
  await Promise.all([providerContext.close(), anonymous.close(), adminContext.close()]);
});

test('a member finds a provider in the list, contacts him and the service chat opens', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUpViaApi(page, newMember('client'));
  await page.goto('/app/services');
  await expect(page.getByRole('heading', { name: 'Services', level: 1 })).toBeVisible();
  await page.getByLabel('City').selectOption('Berlin');
  const providers = page.getByRole('list', { name: 'Providers' });
  await expect(providers.getByRole('link', { name: /Kai Bodywork/ })).toBeVisible();
  await expect(providers.getByRole('link', { name: /Marco/ })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/massage-services');
  await expect(page.getByRole('heading', { name: 'Massage services', level: 1 })).toBeVisible();
  await page.getByLabel('City').selectOption('Berlin');
  await expect(page.getByRole('link', { name: /Kai Bodywork/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Marco/ })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('link', { name: /Kai Bodywork/ }).click();
  await expect(page).toHaveURL(/\/escort\/kai\.bodywork$/);
  // Issue 35: signed in, the public page offers the way back to the app, not 'Sign in'.
  await expect(page.getByRole('link', { name: 'Back to the app' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in', exact: true })).toHaveCount(0);
  await page.getByLabel('Write to Kai Bodywork').fill('Hi Kai, any time on Thursday?');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page).toHaveURL(/\/app\/chat\//);
  // The header shows the listing (professional name, link to its page), never a member profile.
  await expect(page.getByRole('link', { name: /Kai Bodywork.*view listing/ })).toBeVisible();
  await expect(page.getByText('Hi Kai, any time on Thursday?')).toBeVisible();
  await expect(page.getByText('Service chat')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // He hides the listing from the chat's settings: a listing-scoped block (decision 025), the chat
  // closes and the page is gone for him.
  await page.getByRole('link', { name: 'Chat settings' }).click();
  await page.getByRole('button', { name: 'Hide this listing' }).click();
  await page.getByRole('button', { name: 'Hide listing' }).click();
  await expect(page).toHaveURL(/\/app\/messages$/);
  await page.goto('/escort/kai.bodywork');
  await expect(page.getByRole('heading', { name: 'This page is not available' })).toBeVisible();
});
