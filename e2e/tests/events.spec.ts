import { expect, test, type Browser } from '@playwright/test';
import { newMember, signUpViaApi } from '../support/members.ts';
import { seriousViolations } from '../support/axe.ts';

/** A signed-up member with a name, in Lisbon, in his own browser. */
async function member(browser: Browser, displayName: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signUpViaApi(page, newMember('ev'));
  const res = await page.request.patch('/api/profiles/me', { data: { displayName, age: 30 } });
  expect(res.status(), await res.text()).toBe(200);
  const placed = await page.request.put('/api/me/location', { data: { city: 'Lisbon' } });
  expect(placed.status(), await placed.text()).toBe(200);
  return page;
}

/** Four helpers share two cores while this runs: page loads get more time than the default. */
const LOAD = { timeout: 30_000 };

test('A hosts an event for one; B goes, C waits and gets the spot when B cancels', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const a = await member(browser, 'Andre Host');
  const b = await member(browser, 'Bruno Guest');
  const c = await member(browser, 'Caio Guest');
  const title = `Tiny Rooftop ${Date.now() % 100000}`;

  // A hosts it from /events, through the form.
  await a.goto('/events');
  await expect(a.getByRole('heading', { name: 'Events', level: 1 })).toBeVisible(LOAD);
  expect(await seriousViolations(a)).toEqual([]);
  await a.getByRole('link', { name: 'Host an event' }).click();
  await expect(a.getByRole('heading', { name: 'Host an event' })).toBeVisible(LOAD);
  await a.getByLabel('Title').fill(title);
  await a.getByLabel('Category').selectOption('meetup');
  await a.getByLabel('Description').fill('Six floors up, bring a jumper.');
  await a.getByRole('combobox', { name: 'City' }).fill('Lisbon');
  await a.getByLabel('Capacity').fill('1');
  expect(await seriousViolations(a)).toEqual([]);
  await a.getByRole('button', { name: 'Create event' }).click();
  await expect(a.getByRole('heading', { name: title, level: 1 })).toBeVisible(LOAD);
  await expect(a.getByText('Hosted by you')).toBeVisible(LOAD);
  expect(await seriousViolations(a)).toEqual([]);
  const eventUrl = new URL(a.url()).pathname;

  // B takes the one spot.
  await b.goto(eventUrl);
  await expect(b.getByRole('heading', { name: title, level: 1 })).toBeVisible(LOAD);
  await expect(b.getByText('Hosted by Andre Host')).toBeVisible(LOAD);
  expect(await seriousViolations(b)).toEqual([]);
  await b.getByRole('button', { name: 'Going' }).click();
  await expect(b.getByRole('heading', { name: "You're going" })).toBeVisible(LOAD);

  // C finds it full and joins the waitlist.
  await c.goto('/events');
  await c.getByRole('link', { name: title }).click();
  await expect(c.getByText('1 going · Full')).toBeVisible(LOAD);
  await c.getByRole('button', { name: 'Join the waitlist' }).click();
  await expect(c.getByRole('heading', { name: "You're on the waitlist (#1)" })).toBeVisible(LOAD);
  await expect(c.getByRole('list', { name: 'Going' }).getByText('Bruno Guest')).toBeVisible(LOAD);

  // The host sees both, the waitlist in order.
  await a.reload();
  await expect(a.getByRole('list', { name: 'Going' }).getByText('Bruno Guest')).toBeVisible(LOAD);
  await expect(a.getByRole('list', { name: 'Waitlist' }).getByText('Caio Guest')).toBeVisible(LOAD);

  // B cancels: C is promoted and told.
  await b.getByRole('button', { name: "Can't go" }).click();
  await expect(b.getByRole('heading', { name: 'Are you going?' })).toBeVisible(LOAD);
  await c.reload();
  await expect(c.getByRole('heading', { name: "You're going" })).toBeVisible(LOAD);
  await c.goto('/app/activity');
  await expect(c.getByText(`You're going: a spot opened at ${title}`)).toBeVisible(LOAD);

  // C's Going tab holds it.
  await c.goto('/events?tab=going');
  await expect(c.getByRole('link', { name: title })).toBeVisible(LOAD);
  expect(await seriousViolations(c)).toEqual([]);
});
