// bench:bundle: the JavaScript a real Chromium downloads for the first screen (/auth) and for
// /dashboard after sign-up, in bytes on the wire (body as encoded by the server, plus headers), file by
// file, against the 150 KB budget of ARCHITECTURE.md. bench:web gives the totals with Lighthouse scores.
import { chromium } from '@playwright/test';
import { signUpCodeIn } from '../apps/server/src/modules/mail/mail-folder.ts';
import { startServer } from './support.mjs';

const BUDGET_KB = 150;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
  ],
});

async function jsFor(page, action) {
  const scripts = new Map();
  const pending = [];
  const measure = async (res) => {
    await res.finished();
    const { responseBodySize, responseHeadersSize } = await res.request().sizes();
    scripts.set(res.url(), responseBodySize + responseHeadersSize);
  };
  const onResponse = (res) => {
    if (res.request().resourceType() === 'script' && res.ok()) pending.push(measure(res));
  };
  page.on('response', onResponse);
  await action();
  await page.waitForLoadState('networkidle');
  // The signed-in shell opens the chat connection (its own chunk) when the browser is first idle, at
  // most 1.5 s in: wait past that, so the figure never depends on whether it came before network idle.
  await page.waitForTimeout(4_000);
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  await Promise.all(pending);
  return scripts;
}

// Started after the browser, so a browser that cannot start leaves no server behind.
const server = await startServer({ port: 3201 });
try {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  const rows = [];
  const auth = await jsFor(page, () => page.goto(`${server.url}/auth`));
  rows.push(['/auth (first screen)', auth]);
  const email = `bench.${Date.now()}@example.com`;
  await page.request.post(`${server.url}/api/auth/sign-up`, {
    data: { email, password: 'velvet-otter-rides-42' },
  });
  await page.request.post(`${server.url}/api/auth/verify-email`, {
    data: { email, code: await signUpCodeIn(server.mailDir, email, 5_000) },
  });
  // A new context with the session only: an empty HTTP cache, as on a first visit after signing in.
  const signedIn = await browser.newContext({
    viewport: { width: 390, height: 844 },
    serviceWorkers: 'block',
    storageState: await context.storageState(),
  });
  const fresh = await signedIn.newPage();
  const dash = await jsFor(fresh, () => fresh.goto(`${server.url}/dashboard`));
  rows.push(['/dashboard (signed in, cold)', dash]);
  for (const [label, scripts] of rows) {
    const kb = [...scripts.values()].reduce((a, b) => a + b, 0) / 1024;
    console.log(
      `${label}: ${kb.toFixed(1)} KB of JS on the wire in ${scripts.size} files; ${(kb / BUDGET_KB).toFixed(2)} of the ${BUDGET_KB} KB budget`,
    );
    for (const [url, size] of [...scripts].sort((a, b) => b[1] - a[1])) {
      console.log(`  ${(size / 1024).toFixed(1).padStart(7)} KB  ${new URL(url).pathname}`);
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
