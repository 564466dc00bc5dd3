import { expect, test, type Page } from '@playwright/test';
import { newMember, signInAsAdmin, signUpViaApi } from '../support/members.ts';
import { seriousViolations } from '../support/axe.ts';

async function fillCard(page: Page, cardNumber: string) {
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry').fill('12/34');
  await page.getByLabel('Security code').fill('123');
}

const boostsLeft = async (page: Page) => {
  const res = await page.request.get('/api/me/entitlements');
  expect(res.status()).toBe(200);
  return ((await res.json()) as { boost: { left: number } }).boost.left;
};

test('a member buys a Boost with 4242 and sees it in Purchases with its receipt', async ({
  page,
}) => {
  await signUpViaApi(page, newMember('buyer'));
  await page.goto('/app/settings');
  const purchases = page.getByRole('region', { name: 'Purchases' });
  await expect(purchases.getByTestId('have-Boosts')).toHaveText('0 left');

  await purchases.getByRole('link', { name: /^Buy Boost for/ }).click();
  await expect(page).toHaveURL(/\/app\/checkout\?product=boost&return=%2Fapp%2Fsettings/);
  await expect(page.getByRole('heading', { name: 'Boost' })).toBeVisible();
  await expect(page.getByText('Test payments: no money moves')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await fillCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: /^Pay / }).click();

  // Back where he came from, with a toast, the Boost and the receipt.
  await expect(page).toHaveURL(/^https?:\/\/[^/]+\/app\/settings$/);
  await expect(page.getByText('Boost bought')).toBeVisible();
  await expect(purchases.getByTestId('have-Boosts')).toHaveText('1 left');
  const receipts = purchases.getByRole('region', { name: 'Receipts' });
  await expect(receipts.getByText('Boost')).toBeVisible();
  await expect(receipts.getByText(/card ending 4242/)).toBeVisible();
  await expect(receipts.getByText('Paid', { exact: true })).toBeVisible();
  expect(await boostsLeft(page)).toBe(1);
  expect(await seriousViolations(page)).toEqual([]);
});

test('a declined card says why and grants nothing; a good card after it works', async ({
  page,
}) => {
  await signUpViaApi(page, newMember('declined'));
  await page.goto('/app/checkout?product=boost&return=/app/settings');
  await fillCard(page, '4000 0000 0000 0002');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByRole('alert')).toHaveText('Your card was declined.');
  await expect(page).toHaveURL(/\/app\/checkout/);
  expect(await boostsLeft(page)).toBe(0);

  await fillCard(page, '4000 0000 0000 9995');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByRole('alert')).toHaveText('Insufficient funds on this card.');
  expect(await boostsLeft(page)).toBe(0);

  await fillCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/^https?:\/\/[^/]+\/app\/settings$/);
  expect(await boostsLeft(page)).toBe(1);
  const orders = (await (await page.request.get('/api/me/orders')).json()) as {
    items: Array<{ status: string }>;
  };
  expect(orders.items.map((o) => o.status)).toEqual(['paid', 'failed', 'failed']);
});

test('an admin changes the price of a Boost and members are charged the new price', async ({
  browser,
}) => {
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin);
  await admin.goto('/admin');
  const boostPrice = admin.getByLabel('Boost price');
  await expect(boostPrice).toHaveValue(/^\d+\.\d{2}$/);
  await boostPrice.fill('4.49');
  await admin
    .getByRole('listitem')
    .filter({ has: boostPrice })
    .getByRole('button', { name: 'Save' })
    .click();
  await expect(admin.getByText(/Boost: €4\.49/)).toBeVisible();

  const memberContext = await browser.newContext();
  const page = await memberContext.newPage();
  await signUpViaApi(page, newMember('priced'));
  await page.goto('/app/checkout?product=boost');
  await expect(page.getByRole('button', { name: 'Pay €4.49' })).toBeVisible();
  await fillCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay €4.49' }).click();
  await expect(page).toHaveURL(/^https?:\/\/[^/]+\/app\/settings$/);
  const orders = (await (await page.request.get('/api/me/orders')).json()) as {
    items: Array<{ price: { amountMinor: number } }>;
  };
  expect(orders.items[0]?.price.amountMinor).toBe(449);

  // Back to the seeded price for the other specs.
  await boostPrice.fill('3.99');
  await admin
    .getByRole('listitem')
    .filter({ has: boostPrice })
    .getByRole('button', { name: 'Save' })
    .click();
  await expect(admin.getByText(/Boost: €3\.99/)).toBeVisible();
  await adminContext.close();
  await memberContext.close();
});
