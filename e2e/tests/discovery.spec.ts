import { expect, test, type Browser, type Page } from '@playwright/test';
import { newMember, signUpViaApi } from '../support/members.ts';

type Place = { latitude: number; longitude: number };

/** A signed-up member in his own browser, his device at `place`, with a name and an age. */
async function memberAt(browser: Browser, place: Place | null, profile: Record<string, unknown>) {
  const context = await browser.newContext({
    geolocation: place ?? undefined,
    permissions: place ? ['geolocation'] : [],
  });
  const page = await context.newPage();
  await signUpViaApi(page, newMember('disc'));
  const res = await page.request.patch('/api/profiles/me', { data: profile });
  expect(res.status(), await res.text()).toBe(200);
  return { page, close: () => context.close() };
}

/** His browser already allows his location: Discover reads it without asking (issue 35). */
async function shareLocation(page: Page) {
  await page.goto('/discovery');
  await expect(page.getByRole('tab', { name: 'Grid' })).toBeVisible();
}

const amsterdam = { latitude: 52.3676, longitude: 4.9041 };
// 1.2 km east of the first member.
const nextDoor = { latitude: 52.3676, longitude: 4.9217 };

test('two members near each other see each other in grid, swipe and map, and a like from each makes a match', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const anton = await memberAt(browser, amsterdam, { displayName: 'Anton', age: 31 });
  const bruno = await memberAt(browser, nextDoor, { displayName: 'Bruno', age: 29 });
  await shareLocation(bruno.page);
  await shareLocation(anton.page);
  const a = anton.page;

  // Grid: Bruno's tile, with a distance no finer than the privacy steps.
  await expect(a.getByRole('button', { name: /Location: Amsterdam/ })).toBeVisible();
  const tile = a.getByRole('list', { name: 'Members' }).getByRole('link', { name: /^Bruno 29/ });
  await expect(tile).toBeVisible();
  await expect(tile).toHaveAccessibleName(/^Bruno 29, (\d+ m|\d\.\d km) away, online/);

  // Swipe: Bruno's card; Anton likes him. No match yet.
  await a.getByRole('tab', { name: 'Swipe' }).click();
  await expect(a).toHaveURL(/view=swipe/);
  await expect(a.getByRole('group', { name: /^Bruno 29/ })).toBeVisible();
  await a.getByRole('button', { name: 'Like Bruno' }).click();
  await expect(a.getByRole('heading', { name: "You've seen everyone around you" })).toBeVisible();
  await expect(a.getByRole('dialog', { name: "It's a match!" })).toHaveCount(0);

  // Map: a marker for Bruno, at his privacy cell.
  await a.getByRole('tab', { name: 'Map' }).click();
  await expect(a).toHaveURL(/view=map/);
  await expect(a.getByRole('button', { name: /^Bruno, / })).toBeVisible();

  // Bruno sees Anton in his swipe deck, likes him back: it's a match.
  const b = bruno.page;
  await b.goto('/discovery?view=swipe');
  await expect(b.getByRole('group', { name: /^Anton 31/ })).toBeVisible();
  await b.getByRole('button', { name: 'Like Anton' }).click();
  const match = b.getByRole('dialog', { name: "It's a match!" });
  await expect(match).toBeVisible();
  await expect(match.getByText('You and Anton like each other.')).toBeVisible();
  await match.getByRole('button', { name: 'Keep swiping' }).click();

  // And Anton sees the match on Bruno's profile.
  await a.goto('/discovery');
  await a
    .getByRole('list', { name: 'Members' })
    .getByRole('link', { name: /^Bruno 29/ })
    .click();
  await expect(a.getByText("It's a match: you like each other")).toBeVisible();
  await anton.close();
  await bruno.close();
});

test('the hookup mode picker opens on arrival and changes the address and the view', async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const m = await memberAt(browser, null, { displayName: 'Picker' });
  const page = m.page;
  const placed = await page.request.put('/api/me/location', { data: { city: 'Berlin' } });
  expect(placed.status()).toBe(200);

  await page.goto('/app/hookup');
  const picker = page.getByRole('dialog', { name: 'How do you want to look?' });
  await expect(picker).toBeVisible();
  await picker.getByRole('button', { name: /^Swipe/ }).click();
  await expect(page).toHaveURL(/\/app\/hookup\?mode=swipe$/);
  await expect(page.getByRole('button', { name: /^Like / })).toBeVisible();

  const choose = async (label: RegExp) => {
    await page.getByRole('button', { name: /^Mode: / }).click();
    await page
      .getByRole('dialog', { name: 'How do you want to look?' })
      .getByRole('button', { name: label })
      .click();
  };
  await choose(/^Stats/);
  await expect(page).toHaveURL(/mode=stats$/);
  await expect(page.getByText('Around you')).toBeVisible();

  await choose(/^Map/);
  await expect(page).toHaveURL(/mode=map$/);
  await expect(page.getByRole('button', { name: /, \d/ }).first()).toBeVisible();

  await choose(/^Quick/);
  await expect(page).toHaveURL(/mode=quick$/);
  const tiles = page.getByRole('list', { name: 'Members' }).getByRole('link');
  await expect(tiles.first()).toBeVisible();
  // Who is online comes first, after any member boosted right now (another spec may have boosted one).
  await expect(tiles.first()).toHaveAccessibleName(/, online|, boosted/);
  const quickNames = [
    ...(await page.getByRole('list', { name: 'Members' }).ariaSnapshot()).matchAll(
      /- link "([^"]+)"/g,
    ),
  ]
    .map((m) => m[1]!)
    .filter((name) => !/, boosted/.test(name));
  expect(quickNames[0]).toMatch(/, online/);

  // A stat link from the dashboard: no picker, the filter is applied.
  await page.goto('/dashboard');
  await page
    .getByRole('navigation', { name: 'Browse by category' })
    .getByRole('link', { name: /Online/ })
    .click();
  await expect(page).toHaveURL(/\/app\/hookup\?filter=online&view=grid$/);
  await expect(page.getByRole('dialog', { name: 'How do you want to look?' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Online', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const online = page.getByRole('list', { name: 'Members' }).getByRole('link');
  await expect(online.first()).toBeVisible();
  const list = page.getByRole('list', { name: 'Members' });
  const names = [...(await list.ariaSnapshot()).matchAll(/- link "([^"]+)"/g)].map((m) => m[1]);
  expect(names.length).toBeGreaterThan(1);
  for (const name of names) expect(name).toMatch(/, online/);
  await m.close();
});

test('with location already allowed in the browser, no screen asks again: the home strip, Discover, Hookup, Right Now and Check-in use it', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // Each screen is the first one a new member opens (a member, once located, is never asked again).
  const berlin = { latitude: 52.52, longitude: 13.405 };
  const screens: Array<[string, (page: Page) => Promise<void>]> = [
    [
      '/dashboard',
      (page) =>
        expect(
          page
            .getByRole('navigation', { name: 'Browse by category' })
            .getByRole('link', { name: /Nearby/ }),
        ).toContainText(/\d/),
    ],
    ['/discovery', (page) => expect(page.getByRole('tab', { name: 'Grid' })).toBeVisible()],
    [
      '/app/hookup?filter=nearby&view=grid',
      (page) =>
        expect(page.getByRole('list', { name: 'Members' }).getByRole('link').first()).toBeVisible(),
    ],
    ['/app/right-now', (page) => expect(page.getByLabel('What are you up for?')).toBeVisible()],
    [
      '/app/places?action=checkin',
      (page) => expect(page.getByRole('heading', { name: 'Check in' })).toBeVisible(),
    ],
  ];
  for (const [url, shows] of screens) {
    const m = await memberAt(browser, berlin, { displayName: 'Ask Once', age: 30 });
    await m.page.goto(url);
    await shows(m.page);
    await expect(m.page.getByRole('button', { name: 'Share my location' })).toHaveCount(0);
    const located = (await (await m.page.request.get('/api/profiles/me')).json()) as {
      locationSource: string;
    };
    expect(located.locationSource, url).toBe('device');
    await m.close();
  }
});

test('a member who will not share his location picks a city, and keeps a favourite', async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const m = await memberAt(browser, null, { displayName: 'Shy' });
  const page = m.page;
  await page.goto('/discovery');
  await page.getByRole('button', { name: 'Share my location' }).click();
  await expect(page.getByRole('alert')).toContainText('Pick your city instead');
  await page.getByRole('combobox', { name: 'Pick your city instead' }).fill('lond');
  await page.getByRole('option', { name: /London/ }).click();
  await page.getByRole('button', { name: 'Use city' }).click();
  await expect(page.getByRole('button', { name: /Location: London \(picked\)/ })).toBeVisible();
  const first = page.getByRole('list', { name: 'Members' }).getByRole('link').first();
  await expect(first).toBeVisible();
  // The tile is named 'Name 34, 1.5 km away, ...'.
  const name = /- link "(.+?)(?: \d+)?,/.exec(await first.ariaSnapshot())![1]!;

  await first.click();
  await page.getByRole('button', { name: `Add ${name} to favourites` }).click();
  await expect(page.getByRole('button', { name: `Remove ${name} from favourites` })).toBeVisible();
  await page.goto('/app/hookup?filter=favourites&view=grid');
  await expect(
    page
      .getByRole('list', { name: 'Members' })
      .getByRole('link', { name: new RegExp(`^${name}( \\d+)?,.*in your favourites`) }),
  ).toBeVisible();
  await m.close();
});

test("the home strip's Parties opens what's on nearby", async ({ page }) => {
  await signUpViaApi(page, newMember('events'));
  expect((await page.request.put('/api/me/location', { data: { city: 'Berlin' } })).status()).toBe(
    200,
  );
  await page.goto('/dashboard');
  const parties = page
    .getByRole('navigation', { name: 'Browse by category' })
    .getByRole('link', { name: /Parties/ });
  await expect(parties).toContainText(/[1-9]/);
  const count = Number(/\d+/.exec((await parties.textContent()) ?? '')![0]);
  await parties.click();
  await expect(page).toHaveURL(/\/events\?kind=party$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(count);
  await page.getByRole('link', { name: 'All', exact: true }).click();
  await expect(page).toHaveURL(/\/events$/);
  await expect(page.getByRole('article').first()).toBeVisible();
});
