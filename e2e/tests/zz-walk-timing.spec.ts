import { test, type Page } from '@playwright/test';
import { signInAsAdmin } from '../support/members.ts';

function trace(page: Page) {
  const t0 = Date.now();
  const log: string[] = [];
  page.on('request', (r) => {
    const u = new URL(r.url());
    if (u.pathname.startsWith('/api') || u.pathname.startsWith('/assets'))
      log.push(`${Date.now() - t0}ms > ${u.pathname}`);
  });
  page.on('requestfinished', (r) => {
    const u = new URL(r.url());
    if (u.pathname.startsWith('/api') || u.pathname.startsWith('/assets'))
      log.push(`${Date.now() - t0}ms < ${u.pathname}`);
  });
  return { log, mark: (s: string) => log.push(`${Date.now() - t0}ms == ${s}`) };
}

test('timing', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAsAdmin(page);
  for (const [url, text] of [
    ['/admin', 'Admin'],
    ['/app/viewed-me', 'Viewed Me'],
    ['/dashboard?builder=1', 'Step 1 of 10'],
  ] as const) {
    const t = trace(page);
    await page.goto(url);
    await page.getByText(text).first().waitFor();
    t.mark(`shown ${url}`);
    console.log(t.log.join('\n'));
    page.removeAllListeners('request');
    page.removeAllListeners('requestfinished');
  }
});
