import { randomUUID } from 'node:crypto';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { newMember, signUpViaApi } from '../support/members.ts';
import { seriousViolations } from '../support/axe.ts';

/** A signed-up member with a display name, placed somewhere, in his own browser. */
async function member(
  browser: Browser,
  displayName: string,
  location: { lat: number; lng: number } | { city: string },
) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signUpViaApi(page, newMember('roam'));
  const res = await page.request.patch('/api/profiles/me', { data: { displayName, age: 33 } });
  expect(res.status(), await res.text()).toBe(200);
  const placed = await page.request.put('/api/me/location', { data: location });
  expect(placed.status(), await placed.text()).toBe(200);
  const me = await page.request.get('/api/me');
  const { user } = (await me.json()) as { user: { id: string } };
  return { page, context, id: user.id };
}

/** Buys a product through the built-in test provider's API with the card that succeeds. */
async function buyWithTestCard(page: Page, productId: string) {
  const checkout = await page.request.post('/api/checkout', {
    data: { productId, idempotencyKey: randomUUID().replaceAll('-', '') },
  });
  expect(checkout.status(), await checkout.text()).toBe(200);
  const { order } = (await checkout.json()) as { order: { id: string } };
  const paid = await page.request.post(`/api/checkout/${order.id}/pay`, {
    data: { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  expect(((await paid.json()) as { status: string }).status).toBe('paid');
}

test("Roam to another demo city: a member there sees 'Visiting from Berlin'; Explore moves nobody", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const roamer = await member(browser, 'Rolf', { lat: 52.531, lng: 13.392 });
  const local = await member(browser, 'Leo', { city: 'London' });
  const r = roamer.page;
  const l = local.page;

  // Explore is free: he looks at London without showing there.
  await r.goto('/app/roam');
  await expect(r.getByRole('heading', { name: 'Roam', exact: true })).toBeVisible();
  await expect(r.getByTestId('roam-allowance')).toHaveText(/No Roam pass yet/);
  await r.getByLabel('Search cities').fill('lon');
  await r.getByRole('button', { name: 'Explore London' }).click();
  await expect(r.getByRole('heading', { name: 'London' })).toBeVisible();
  await expect(r.getByRole('link', { name: /^Leo 33/ })).toBeVisible();
  await r.getByRole('button', { name: 'Back to cities' }).click();
  await l.goto('/discovery');
  await expect(l.getByRole('list', { name: 'Members' })).toBeVisible();
  await expect(l.getByRole('link', { name: /^Rolf\b/ })).toHaveCount(0);

  // Without a pass, 'Roam here' offers one (the checkout, coming back to Roam).
  await r.getByLabel('Search cities').fill('london');
  await r.getByRole('button', { name: 'Roam here in London' }).click();
  await expect(r.getByTestId('roam-offer')).toBeVisible();
  await expect(r.getByRole('link', { name: 'Buy a Roam pass' })).toHaveAttribute(
    'href',
    '/app/checkout?product=roam_pass&return=%2Fapp%2Froam',
  );
  await r.keyboard.press('Escape');

  // With a Roam pass bought with the test card, he roams to London for a day.
  await buyWithTestCard(r, 'roam_pass');
  await r.reload();
  await expect(r.getByTestId('roam-allowance')).toHaveText('1 Roam pass left');
  await r.getByLabel('Search cities').fill('london');
  await r.getByRole('button', { name: 'Roam here in London' }).click();
  await expect(r.getByRole('dialog').getByText(/Visiting from Berlin/)).toBeVisible();
  expect(await seriousViolations(r)).toEqual([]);
  await r.getByRole('radio', { name: '1 day' }).check();
  await r.getByRole('button', { name: 'Start roaming' }).click();
  await expect(r.getByRole('heading', { name: 'Roaming in London' })).toBeVisible();
  await expect(r.getByTestId('roam-time-left')).toHaveText(/^23 h 5\d min left$/);
  expect(await seriousViolations(r)).toEqual([]);

  // A member in London sees him, labelled, on the grid and on his profile.
  await l.reload();
  const tile = l.getByRole('link', { name: /^Rolf 33, .*visiting from Berlin/ });
  await expect(tile).toBeVisible();
  await expect(tile.getByTestId('tile-visiting-from')).toHaveAttribute(
    'data-label',
    'Visiting from Berlin',
  );
  expect(await seriousViolations(l)).toEqual([]);
  await tile.click();
  await expect(l.getByTestId('visiting-from')).toHaveText('Visiting from Berlin');

  // He ends it: home again, gone from London.
  await r.getByRole('button', { name: 'End roam' }).click();
  await expect(r.getByRole('heading', { name: 'Roaming in London' })).toHaveCount(0);
  await l.goto('/discovery');
  await expect(l.getByRole('list', { name: 'Members' })).toBeVisible();
  await expect(l.getByRole('link', { name: /^Rolf\b/ })).toHaveCount(0);

  await roamer.context.close();
  await local.context.close();
});

test('axe finds no serious or critical violation on Roam, its offer and Explore', async ({
  browser,
}) => {
  const { page } = await member(browser, 'Axel', { lat: 52.5, lng: 13.42 });
  await page.goto('/app/roam');
  await expect(page.getByTestId('roam-allowance')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Roam here in London' }).click();
  await expect(page.getByTestId('roam-offer')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Explore London' }).click();
  await expect(page.getByRole('list', { name: 'Members' }).getByRole('link').first()).toBeVisible();
  await expect(page).toHaveURL(/\/app\/roam\?explore=London$/);
  expect(await seriousViolations(page)).toEqual([]);
});
