import fs from 'node:fs';
import { test } from '@playwright/test';
import { signUpViaApi } from '../support/members.ts';

test.use({ viewport: { width: 390, height: 844 } });
test.setTimeout(600_000);

test('screens', async ({ page }) => {
  fs.mkdirSync('/tmp/shots', { recursive: true });
  await signUpViaApi(page);
  await page.request.put('/api/me/location', { data: { city: 'Berlin' } });
  const events = (await (await page.request.get('/api/events?tab=near')).json()) as {
    events: Array<{ id: string }>;
  };
  const listings = (await (await page.request.get('/api/marketplace/listings')).json()) as {
    listings: Array<{ id: string }>;
  };
  const shots: Array<[string, string]> = [
    ['hub', '/app/commercial'],
    ['places', '/app/places'],
    ['places-map', '/app/places?view=map'],
    ['checkin', '/app/places?action=checkin'],
    ['venue-halle', '/venue/demo-venue-berlin-halle-am-kanal'],
    ['venue-steam', '/venue/demo-venue-berlin-steam-works'],
    ['events', '/events'],
    ['event', `/events/${events.events[0]?.id ?? 'x'}`],
    ['event-new', '/events/new'],
    ['services', '/app/services'],
    ['massage', '/massage-services'],
    ['escort', '/escort/kai.bodywork'],
    ['marketplace', '/marketplace'],
    ['listing', `/marketplace/${listings.listings[0]?.id ?? 'x'}`],
    ['listing-new', '/marketplace/new'],
    ['business', '/app/business'],
    ['settings', '/app/settings'],
    ['dashboard', '/dashboard'],
  ];
  for (const [name, url] of shots) {
    await page.goto(url);
    await page.waitForLoadState('networkidle').catch(() => undefined);
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `/tmp/shots/${name}.png`, fullPage: true });
  }
});
