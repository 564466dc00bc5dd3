import { expect, test, type Browser } from '@playwright/test';
import { solidPng } from '../support/images.ts';
import { newMember, signUpViaApi } from '../support/members.ts';
import { seriousViolations } from '../support/axe.ts';

/** A signed-up member with a name, placed in a listed city, in his own browser. */
async function member(browser: Browser, displayName: string, city: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signUpViaApi(page, newMember('mk'));
  const named = await page.request.patch('/api/profiles/me', { data: { displayName, age: 34 } });
  expect(named.status(), await named.text()).toBe(200);
  const placed = await page.request.put('/api/me/location', { data: { city } });
  expect(placed.status(), await placed.text()).toBe(200);
  return { page, context };
}

test('a member lists a harness with a photo; another finds it, messages the seller with it attached; the seller marks it sold', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const word = `Kestrel${Date.now().toString(36)}`;
  const title = `${word} leather harness`;
  const seller = await member(browser, 'Sven Seller', 'Berlin');
  const buyer = await member(browser, 'Bruno Buyer', 'Berlin');
  const s = seller.page;
  const b = buyer.page;

  // The browse screen: the demo community's listings, a search box and filters.
  await s.goto('/marketplace');
  await expect(s.getByRole('heading', { name: 'Marketplace', level: 1 })).toBeVisible();
  await expect(s.getByText('Within 100 km of Berlin')).toBeVisible();
  await expect(
    s.getByRole('list', { name: 'Listings' }).getByRole('listitem').first(),
  ).toBeVisible();
  expect(await seriousViolations(s)).toEqual([]);
  await s.getByRole('button', { name: 'Filters' }).click();
  await expect(s.getByRole('dialog', { name: 'Filters' })).toBeVisible();
  expect(await seriousViolations(s)).toEqual([]);
  await s.keyboard.press('Escape');

  // He sells: a photo, a title, a price; his city and the euro are the defaults.
  await s.getByRole('link', { name: 'Sell' }).click();
  await expect(s.getByRole('heading', { name: 'Sell something' })).toBeVisible();
  await expect(s.getByLabel('City')).toHaveValue('Berlin');
  await expect(s.getByLabel('Currency')).toHaveValue('EUR');
  await s.getByTestId('listing-photo-input').setInputFiles({
    name: 'harness.png',
    mimeType: 'image/png',
    buffer: solidPng(320, 240, [40, 40, 40]),
  });
  await expect(s.getByRole('img', { name: '1 of 1' })).toBeVisible();
  await s.getByLabel('Title').fill(title);
  await s.getByLabel('Price').fill('45');
  await s.getByLabel('Category').selectOption('gear');
  await s.getByLabel('Condition').selectOption('like_new');
  await s.getByLabel('Description').fill('Size M, worn twice. Pick up in Kreuzberg.');
  expect(await seriousViolations(s)).toEqual([]);
  await s.getByRole('button', { name: 'Publish listing' }).click();

  await expect(s.getByRole('heading', { name: title })).toBeVisible();
  await expect(s.getByText('€45.00')).toBeVisible();
  await expect(s.getByText('Pay in person when you meet.', { exact: false })).toBeVisible();
  await expect(s.getByRole('button', { name: 'Mark as sold' })).toBeVisible();
  const listingUrl = s.url();

  // The buyer finds it by a word of its title.
  await b.goto('/marketplace');
  await b.getByRole('searchbox', { name: 'Search the marketplace' }).fill(word);
  await b.keyboard.press('Enter');
  const results = b.getByRole('list', { name: 'Listings' });
  await expect(results.getByRole('listitem')).toHaveCount(1);
  await results.getByRole('link', { name: new RegExp(word) }).click();
  await expect(b.getByRole('heading', { name: title })).toBeVisible();
  await expect(b.getByRole('img', { name: `${title}, 1 of 1` })).toBeVisible();
  await expect(b.getByText('Sven Seller')).toBeVisible();
  expect(await seriousViolations(b)).toEqual([]);

  // Message seller: the chat opens with the listing attached.
  await b.getByRole('button', { name: 'Message seller' }).click();
  await expect(b).toHaveURL(/\/app\/chat\//);
  await expect(b.getByText('You asked about a listing')).toBeVisible();
  const card = b.getByRole('link', { name: new RegExp(title) });
  await expect(card).toBeVisible();
  await expect(card.getByText('€45.00')).toBeVisible();
  const chatUrl = b.url();

  // The seller marks it sold: his page says so, and so does the buyer's chat.
  await s.goto(listingUrl);
  await s.getByRole('button', { name: 'Mark as sold' }).click();
  await expect(s.getByText('Sold', { exact: true })).toBeVisible();
  await expect(s.getByRole('button', { name: 'Mark for sale again' })).toBeVisible();
  await b.goto(chatUrl);
  await expect(b.getByRole('link', { name: new RegExp(title) }).getByText('Sold')).toBeVisible();

  // His listings: under Sold now.
  await s.goto('/marketplace/mine');
  await expect(s.getByRole('heading', { name: 'My listings' })).toBeVisible();
  await s.getByRole('tab', { name: 'Sold' }).click();
  await expect(s.getByRole('link', { name: new RegExp(title) })).toBeVisible();
  expect(await seriousViolations(s)).toEqual([]);

  await seller.context.close();
  await buyer.context.close();
});
