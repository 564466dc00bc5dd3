import { expect, test, type Browser, type BrowserContext, type Request } from '@playwright/test';
import { newMember, signUpViaApi } from '../support/members.ts';

/*
 * Issue 29: a screen opened cold gets its code and its first data early. The document's Link header
 * names the screen's chunks (the server reads them from the build), and the app asks for the
 * screen's first data beside the session. Each must be what the screen then uses: a chunk named but
 * not run, or a first page asked for under another key, would be downloaded twice or for nothing.
 */

let storageState: Awaited<ReturnType<BrowserContext['storageState']>>;

test.beforeAll(async ({ browser }: { browser: Browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signUpViaApi(page, newMember('opening'));
  const placed = await page.request.put('/api/me/location', { data: { city: 'Berlin' } });
  expect(placed.status(), await placed.text()).toBe(200);
  storageState = await context.storageState();
  await context.close();
});

/** A phone opening the address for the first time: his session, no worker, no cache. */
async function openCold(browser: Browser, path: string) {
  const context = await browser.newContext({ storageState, serviceWorkers: 'block' });
  const page = await context.newPage();
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  const document = await page.goto(path);
  return { context, page, requests, link: (await document!.allHeaders()).link ?? '' };
}

const named = (link: string) => [...link.matchAll(/<([^>]+)>/g)].map((m) => m[1]!);
const scriptsOf = (requests: Request[]) =>
  requests.map((r) => new URL(r.url()).pathname).filter((p) => p.startsWith('/assets/'));

test('/discovery: its chunks are named with the document and its grid is asked for once', async ({
  browser,
}) => {
  const { context, page, requests, link } = await openCold(browser, '/discovery');
  await expect(page.getByRole('list', { name: 'Members' }).getByRole('link').first()).toBeVisible();

  const preloaded = named(link);
  expect(preloaded.some((file) => /\/assets\/discovery-.+\.js$/.test(file))).toBe(true);
  expect(preloaded.some((file) => /\/assets\/opening-grid-.+\.js$/.test(file))).toBe(true);
  // Every file named is one the screen loads, each downloaded once.
  const loaded = scriptsOf(requests);
  for (const file of preloaded)
    expect(
      loaded.filter((f) => f === file),
      file,
    ).toHaveLength(1);
  expect(new Set(loaded).size).toBe(loaded.length);
  // The first page, asked for as the app opened, is the one the grid shows.
  const nearby = requests.filter((r) => new URL(r.url()).pathname === '/api/discover/nearby');
  expect(nearby.map((r) => new URL(r.url()).search)).toEqual([
    '?radiusKm=25&minAge=18&maxAge=99&limit=60',
  ]);
  await context.close();
});

test('/discovery with filters in the address asks for the filtered grid, once', async ({
  browser,
}) => {
  const { context, page, requests } = await openCold(browser, '/discovery?radius=50&ages=25-40');
  await expect(
    page
      .getByRole('list', { name: 'Members' })
      .or(page.getByRole('heading', { name: /No one within/ }))
      .first(),
  ).toBeVisible();
  const nearby = requests.filter((r) => new URL(r.url()).pathname === '/api/discover/nearby');
  expect(nearby).toHaveLength(1);
  expect(new URL(nearby[0]!.url()).searchParams.get('radiusKm')).toBe('50');
  expect(new URL(nearby[0]!.url()).searchParams.get('minAge')).toBe('25');
  await context.close();
});

test('/dashboard: the feed is asked for once, and a visitor is named no signed-in code', async ({
  browser,
}) => {
  const { context, page, requests, link } = await openCold(browser, '/dashboard');
  await expect(page.getByRole('article').first()).toBeVisible();
  expect(named(link).some((file) => /\/assets\/dashboard-.+\.js$/.test(file))).toBe(true);
  const feed = requests.filter((r) => new URL(r.url()).pathname === '/api/feed');
  expect(feed).toHaveLength(1);
  const loaded = scriptsOf(requests);
  expect(new Set(loaded).size).toBe(loaded.length);
  await context.close();

  // Signed out: sent to /auth, and the document named only what /auth needs.
  const visitor = await browser.newContext({ serviceWorkers: 'block' });
  const visitorPage = await visitor.newPage();
  const document = await visitorPage.goto('/dashboard');
  expect((await document!.allHeaders()).link ?? '').not.toMatch(/dashboard-|app-shell-/);
  await expect(visitorPage).toHaveURL(/\/auth\?redirect=/);
  await visitor.close();
});
