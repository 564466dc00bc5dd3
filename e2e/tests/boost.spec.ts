import { expect, test, type Browser } from '@playwright/test';
import { newMember, signUpViaApi } from '../support/members.ts';
import { seriousViolations } from '../support/axe.ts';

type Point = { lat: number; lng: number };

/** A signed-up member in his own browser, with a name, an age and a stored position. */
async function memberAt(browser: Browser, displayName: string, at: Point) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signUpViaApi(page, newMember('boost'));
  const res = await page.request.patch('/api/profiles/me', { data: { displayName, age: 33 } });
  expect(res.status(), await res.text()).toBe(200);
  const placed = await page.request.put('/api/me/location', { data: at });
  expect(placed.status(), await placed.text()).toBe(200);
  const me = await page.request.get('/api/me');
  const { user } = (await me.json()) as { user: { id: string } };
  return { page, id: user.id, close: () => context.close() };
}

// Berlin, where the demo community lives: the viewer in the middle, the booster ~18 km out (within the
// default 25 km radius, behind dozens of nearer members).
const berlinMitte = { lat: 52.52, lng: 13.405 };
const potsdamSide = { lat: 52.4, lng: 13.2 };

test('a member buys a Boost with 4242..., sees the countdown, is first in a second member’s grid, and sees him in Viewed Me', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const booster = await memberAt(browser, 'Boosted Bo', potsdamSide);
  const viewer = await memberAt(browser, 'Gridwatcher', berlinMitte);
  const b = booster.page;
  const v = viewer.page;
  const tiles = v.getByRole('list', { name: 'Members' }).getByRole('link');

  // Before: he is not first in the viewer's grid.
  await v.goto('/discovery');
  await expect(tiles.first()).toBeVisible();
  await expect(tiles.first()).not.toHaveAccessibleName(/^Boosted Bo/);

  // No Boost yet: Buy goes to the checkout, which brings him back to /app/boost after paying.
  await b.goto('/app/boost');
  await expect(b.getByRole('heading', { level: 1, name: 'Boost' })).toBeVisible();
  await expect(b.getByRole('link', { name: /Buy a Boost/ })).toBeVisible();
  expect(await seriousViolations(b)).toEqual([]);
  await b.getByRole('link', { name: /Buy a Boost/ }).click();
  await expect(b).toHaveURL(/\/app\/checkout\?product=boost&return=%2Fapp%2Fboost$/);
  // The checkout screen is the payments module's (issue 15's payments branch).
  await expect(b.getByLabel('Card number'), 'the checkout screen').toBeVisible();
  await b.getByLabel('Card number').fill('4242 4242 4242 4242');
  await b.getByLabel('Expiry').fill('12/34');
  await b.getByLabel('Security code').fill('123');
  await b.getByRole('button', { name: /^Pay / }).click();
  await expect(b).toHaveURL(/\/app\/boost$/, { timeout: 20_000 });
  await expect(b.getByText('You have 1 Boost.')).toBeVisible();

  // Boost now: a live countdown from 30 minutes.
  await b.getByRole('button', { name: 'Boost now' }).click();
  const timer = b.getByRole('timer');
  await expect(timer).toHaveText(/^(30:00|29:[0-5]\d)$/);
  const first = await timer.textContent();
  await expect(timer).not.toHaveText(first ?? '', { timeout: 5_000 });
  await expect(b.getByRole('button', { name: 'Boost now' })).toHaveCount(0);
  expect(await seriousViolations(b)).toEqual([]);

  // The viewer now sees him first, marked as boosted, and opens his profile.
  await v.reload();
  await expect(tiles.first()).toHaveAccessibleName(/^Boosted Bo 33, .*boosted/);
  await tiles.first().click();
  await expect(v).toHaveURL(new RegExp(`/app/user/${booster.id}$`));
  await expect(v.getByText('Boosted Bo').first()).toBeVisible();

  // The booster sees the viewer in Viewed Me (the most recent viewer is free), and the view in his
  // boost's count.
  await b.goto('/app/viewed-me');
  await expect(b.getByRole('heading', { level: 1, name: 'Viewed Me' })).toBeVisible();
  await expect(
    b.getByRole('list', { name: 'Viewers' }).getByRole('link', { name: /Gridwatcher/ }),
  ).toBeVisible();
  await b.goto('/app/boost');
  await expect(b.getByText(/^1 view so far/)).toBeVisible();

  await booster.close();
  await viewer.close();
});

test('Viewed Me shows the latest viewer free and offers Plus for the others', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const seen = await memberAt(browser, 'Much Viewed', { lat: 52.51, lng: 13.39 });
  const lookers = [];
  for (const name of ['Looker One', 'Looker Two']) {
    const m = await memberAt(browser, name, { lat: 52.5, lng: 13.4 });
    const res = await m.page.request.get(`/api/profiles/${seen.id}`);
    expect(res.status()).toBe(200);
    lookers.push(m);
  }
  const page = seen.page;
  await page.goto('/app/menu');
  await page.getByRole('link', { name: 'Viewed Me' }).click();
  await expect(page).toHaveURL(/\/app\/viewed-me$/);
  const list = page.getByRole('list', { name: 'Viewers' });
  await expect(list.getByRole('link', { name: /Looker Two/ })).toBeVisible();
  await expect(list.getByRole('link', { name: /Looker One/ })).toHaveCount(0);
  const more = list.getByRole('link', { name: /1 more with Plus/ });
  await expect(more).toHaveAttribute(
    'href',
    '/app/checkout?product=plus_monthly&return=%2Fapp%2Fviewed-me',
  );
  expect(await seriousViolations(page)).toEqual([]);
  for (const m of [seen, ...lookers]) await m.close();
});
