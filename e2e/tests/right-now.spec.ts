import { expect, test, type Browser } from '@playwright/test';
import { newMember, signUpViaApi } from '../support/members.ts';
import { seriousViolations } from '../support/axe.ts';

/** Far from the demo community's cities, so only this test's members are around. */
const HERE = { lat: 61.4981, lng: 23.7608 };

/** A signed-up member with a name, an age and a location, in his own browser. */
async function member(browser: Browser, displayName: string, at: { lat: number; lng: number }) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signUpViaApi(page, newMember('rn'));
  const res = await page.request.patch('/api/profiles/me', { data: { displayName, age: 32 } });
  expect(res.status(), await res.text()).toBe(200);
  const placed = await page.request.put('/api/me/location', { data: at });
  expect(placed.status(), await placed.text()).toBe(200);
  return { page, context };
}

test('posts Right Now twice for free, then sees the offer; a man nearby sees it in /app/right-now and in quick mode', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const rafael = await member(browser, 'Rafael Now', HERE);
  const nico = await member(browser, 'Nico Near', { lat: HERE.lat + 0.004, lng: HERE.lng });
  const r = rafael.page;
  const n = nico.page;

  // Rafael goes live: text, what suits him, then the countdown.
  await r.goto('/app/right-now');
  await expect(r.getByRole('heading', { name: 'Right Now', level: 1 })).toBeVisible();
  await expect(r.getByText('2 free left today')).toBeVisible();
  await r.getByLabel('What are you up for?').fill('First one: drinks at mine');
  await r.getByRole('button', { name: 'Hosting' }).click();
  await r.getByRole('button', { name: 'Go live for 60 minutes' }).click();
  await expect(r.getByRole('heading', { name: "You're live" })).toBeVisible();
  await expect(r.getByText(/^Time left: (60:00|59:\d\d)$/)).toBeVisible();
  expect(await seriousViolations(r)).toEqual([]);

  // The menu badge follows: one free post left.
  await r.getByRole('button', { name: 'Open account menu' }).click();
  await expect(r.getByRole('dialog').getByText('1 FREE')).toBeVisible();
  await r.keyboard.press('Escape');

  // He ends it early and posts the second free one.
  await r.getByRole('button', { name: 'End now' }).click();
  await expect(r.getByText('1 free left today')).toBeVisible();
  await r.getByLabel('What are you up for?').fill('Second one: can come to you');
  await r.getByRole('button', { name: 'Can travel' }).click();
  await r.getByRole('button', { name: 'Go live for 60 minutes' }).click();
  await expect(r.getByRole('heading', { name: "You're live" })).toBeVisible();

  // Nico, 450 m away, sees him available now, with a rounded distance.
  await n.goto('/app/right-now');
  const card = n.getByRole('article', { name: 'Rafael Now, 32, available now' });
  await expect(card).toBeVisible();
  await expect(card.getByText('Second one: can come to you')).toBeVisible();
  await expect(card.getByText('Can travel')).toBeVisible();
  await expect(card.getByText(/\d+ m away|\d\.\d km away/)).toBeVisible();
  await expect(n.getByText('2 free left today')).toBeVisible();
  expect(await seriousViolations(n)).toEqual([]);

  // And first in hookup's quick mode, above the grid.
  await n.goto('/app/hookup?mode=quick');
  const row = n.getByRole('region', { name: 'Available now' });
  await expect(row.getByRole('link', { name: /^Rafael Now 32, available now/ })).toBeVisible();

  // Rafael ends the second: no free one is left, so he is offered a pack or Blaze Plus.
  await r.getByRole('button', { name: 'End now' }).click();
  await expect(r.getByRole('heading', { name: 'No free Right Now posts left' })).toBeVisible();
  await expect(r.getByRole('link', { name: 'Get a Right Now pack' })).toHaveAttribute(
    'href',
    '/app/checkout?product=right_now_pack&return=%2Fapp%2Fright-now',
  );
  await expect(r.getByRole('link', { name: 'Get Blaze Plus' })).toHaveAttribute(
    'href',
    /product=plus_monthly/,
  );
  await expect(r.getByLabel('What are you up for?')).toHaveCount(0);
  expect(await seriousViolations(r)).toEqual([]);
  // The server agrees: a third post is refused with the offer's words, not a 500.
  const third = await r.request.post('/api/right-now', {
    data: { text: 'Third', suits: ['hosting'] },
  });
  expect(third.status()).toBe(403);
  expect((await third.json()).error.code).toBe('NO_ALLOWANCE');

  // Nico no longer sees him.
  await n.goto('/app/right-now');
  await expect(n.getByRole('heading', { name: 'Nobody is available right now' })).toBeVisible();

  await rafael.context.close();
  await nico.context.close();
});
