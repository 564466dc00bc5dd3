import { expect, test } from '@playwright/test';

test('the client logger sends its entries to /api/logs and they are accepted', async ({ page }) => {
  const accepted: number[] = [];
  page.on('response', (res) => {
    if (res.url().endsWith('/api/logs')) accepted.push(res.status());
  });
  await page.goto('/auth');
  await page.evaluate(() => {
    window.dispatchEvent(
      new ErrorEvent('error', {
        message: 'e2e synthetic failure',
        error: new Error('e2e synthetic failure'),
      }),
    );
  });
  await expect.poll(() => accepted.length, { timeout: 10_000 }).toBeGreaterThan(0);
  expect(accepted.every((s) => s === 202)).toBe(true);
});
