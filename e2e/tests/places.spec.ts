import { expect, test, type Browser } from '@playwright/test';
import { newMember, signUpViaApi } from '../support/members.ts';
import { seriousViolations } from '../support/axe.ts';

/** Spree Corner, the demo bar a short walk from Berlin's centre (modules/places/demo-venues.ts). */
const SPREE_CORNER = { id: 'demo-venue-berlin-spree-corner', lat: 52.5209, lng: 13.4066 };

/** A signed-up member with a name, placed a few dozen metres from the bar, in his own browser. */
async function member(browser: Browser, displayName: string, at: { lat: number; lng: number }) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signUpViaApi(page, newMember('places'));
  const res = await page.request.patch('/api/profiles/me', { data: { displayName, age: 33 } });
  expect(res.status(), await res.text()).toBe(200);
  const placed = await page.request.put('/api/me/location', { data: at });
  expect(placed.status(), await placed.text()).toBe(200);
  return { page, context };
}

test('A checks in at a demo bar; B, checked in there too, sees him; the places screens pass axe', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const anton = await member(browser, 'Anton Places', { lat: 52.5214, lng: 13.4066 });
  const bruno = await member(browser, 'Bruno Places', { lat: 52.5206, lng: 13.4071 });
  const a = anton.page;
  const b = bruno.page;

  // The Places tab: the hub, with the bar near him.
  await a.goto('/app/commercial');
  // The first screen of a fresh server on a busy machine can take a while.
  await expect(a.getByRole('heading', { name: 'Places', level: 1 })).toBeVisible({
    timeout: 30_000,
  });
  await expect(
    a.getByRole('list', { name: 'Venues near you' }).getByRole('article', { name: 'Spree Corner' }),
  ).toBeVisible();
  expect(await seriousViolations(a)).toEqual([]);

  // The list and the map.
  await a.goto('/app/places');
  await expect(a.getByRole('article', { name: 'Spree Corner' })).toBeVisible();
  expect(await seriousViolations(a)).toEqual([]);
  await a.getByRole('button', { name: 'Map' }).click();
  await expect(a.getByRole('button', { name: 'Spree Corner, open the venue' })).toBeVisible();
  expect(await seriousViolations(a)).toEqual([]);

  // Anton checks in, shown to the men checked in there.
  await a.goto('/app/places?action=checkin');
  await expect(a.getByRole('heading', { name: 'Check in' })).toBeVisible();
  await a.getByRole('radio', { name: 'Men checked in here' }).check();
  await a.getByRole('button', { name: 'Check in at Spree Corner' }).click();
  await expect(a.getByRole('region', { name: 'Your check-in' })).toContainText(
    'Checked in at Spree Corner',
  );
  await expect(a.getByText(/Time left: (3:00|2:59)/)).toBeVisible();
  expect(await seriousViolations(a)).toEqual([]);

  // Bruno opens the bar: one man checked in, but Anton shows only to men there.
  await b.goto(`/venue/${SPREE_CORNER.id}`);
  await expect(b.getByRole('heading', { name: 'Spree Corner', level: 1 })).toBeVisible();
  await expect(b.getByRole('heading', { name: '1 man checked in' })).toBeVisible();
  await expect(b.getByRole('list', { name: 'Checked in here' })).toHaveCount(0);
  expect(await seriousViolations(b)).toEqual([]);

  // Bruno checks in here: now he sees Anton, and Anton sees him.
  await b.getByRole('button', { name: 'Check in here' }).click();
  await expect(b.getByRole('heading', { name: '2 men checked in' })).toBeVisible();
  await expect(
    b.getByRole('list', { name: 'Checked in here' }).getByRole('link', { name: /Anton Places/ }),
  ).toBeVisible();
  await expect(b.getByRole('region', { name: 'Your check-in' })).toBeVisible();
  expect(await seriousViolations(b)).toEqual([]);

  await a.goto(`/venue/${SPREE_CORNER.id}`);
  await expect(
    a.getByRole('list', { name: 'Checked in here' }).getByRole('link', { name: /Bruno Places/ }),
  ).toBeVisible();

  // Anton checks out: Bruno no longer sees him.
  await a.getByRole('button', { name: 'Check out' }).click();
  await b.reload();
  await expect(b.getByRole('heading', { name: '1 man checked in' })).toBeVisible();
  await expect(b.getByRole('link', { name: /Anton Places/ })).toHaveCount(0);

  await anton.context.close();
  await bruno.context.close();
});

test('a member applies for a business account and sees it waiting for approval', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signUpViaApi(page, newMember('biz'));
  await page.goto('/app/business');
  await expect(page.getByRole('heading', { name: 'Business', level: 1 })).toBeVisible();
  await page.getByLabel('Business name').fill('Kiez Bar GmbH');
  await page.getByLabel('Contact e-mail').fill('hello@kiez.example');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('region', { name: 'Your application' })).toContainText(
    'Waiting for approval',
  );
  expect(await seriousViolations(page)).toEqual([]);
});
