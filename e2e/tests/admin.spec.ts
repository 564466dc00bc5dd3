import { expect, test, type Page } from '@playwright/test';
import { MODERATOR_EMAIL } from '../playwright.config.ts';
import { newMember, signInAsAdmin, signUpViaApi } from '../support/members.ts';
import { seriousViolations } from '../support/axe.ts';

/** The run's moderator (ADMIN_EMAILS grants him the role once his address is verified). */
async function signInAsModerator(page: Page) {
  const moderator = { ...newMember('moderator'), email: MODERATOR_EMAIL };
  const signedIn = await page.request.post('/api/auth/sign-in', {
    data: { email: moderator.email, password: moderator.password },
  });
  if (signedIn.status() !== 200) await signUpViaApi(page, moderator);
}

test('an admin approves a venue, finds its owner and sees his action in the audit log; a moderator sees only his sections', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const adminContext = await browser.newContext();
  const a = await adminContext.newPage();
  await signInAsAdmin(a);

  // A business owner, approved, adds a venue: it waits for an admin.
  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  const o = await signUpViaApi(owner, newMember('owner'));
  const me = await owner.request.get('/api/profiles/me');
  const ownerId = ((await me.json()) as { id: string }).id;
  const applied = await owner.request.put('/api/me/business', {
    data: { businessName: 'Owl Nights', kind: 'venue', contactEmail: o.email },
  });
  expect(applied.status(), await applied.text()).toBe(200);
  const approved = await a.request.post(`/api/admin/places/businesses/${ownerId}/review`, {
    data: { decision: 'approve' },
  });
  expect(approved.status(), await approved.text()).toBe(200);
  const venueName = `Velvet Owl ${Date.now().toString(36)}`;
  const created = await owner.request.post('/api/venues', {
    data: {
      name: venueName,
      category: 'bar',
      address: 'Torstraße 1',
      city: 'Berlin',
      latitude: 52.529,
      longitude: 13.401,
      timeZone: 'Europe/Berlin',
    },
  });
  expect(created.status(), await created.text()).toBeLessThan(300);

  // The overview: live counts, each a way into its queue.
  await a.goto('/admin');
  await expect(a.getByRole('heading', { name: 'Admin', level: 1 })).toBeVisible({
    timeout: 30_000,
  });
  await expect(a.getByRole('link', { name: /Pending approvals \d+/ })).toBeVisible();
  const nav = a.getByRole('navigation', { name: 'Admin sections' });
  await expect(nav.getByRole('link', { name: 'Promotions' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Roles' })).toHaveCount(0);
  expect(await seriousViolations(a)).toEqual([]);

  // Approvals: he approves the venue with a reason.
  await nav.getByRole('link', { name: 'Approvals' }).click();
  await expect(a.getByRole('heading', { name: 'Approvals', level: 1 })).toBeVisible();
  const item = a.getByRole('listitem').filter({ hasText: venueName });
  await expect(item).toBeVisible();
  expect(await seriousViolations(a)).toEqual([]);
  await item.getByLabel(/Reason/).fill('Address and photos check out');
  await item.getByRole('button', { name: `Approve ${venueName}` }).click();
  await expect(a.getByRole('listitem').filter({ hasText: venueName })).toHaveCount(0);

  // Members: he finds the owner by username and opens his page.
  await nav.getByRole('link', { name: 'Members' }).click();
  await a.getByRole('searchbox').fill(o.username);
  await a.getByRole('button', { name: 'Search' }).click();
  await a
    .getByRole('list', { name: 'Members found' })
    .getByRole('link', { name: new RegExp(`@${o.username}`) })
    .click();
  await expect(a.getByRole('heading', { name: `@${o.username}`, level: 1 })).toBeVisible();
  await expect(a.getByText(o.email)).toBeVisible();
  await expect(a.getByRole('heading', { name: 'Reports about him' })).toBeVisible();
  expect(await seriousViolations(a)).toEqual([]);

  // The audit log: his approval, with his reason.
  await nav.getByRole('link', { name: 'Audit log' }).click();
  const entry = a
    .getByRole('list', { name: 'Admin actions, newest first' })
    .getByRole('listitem')
    .filter({ hasText: 'venue.approve' })
    .first();
  await expect(entry).toContainText('Address and photos check out');
  expect(await seriousViolations(a)).toEqual([]);

  // Promotions: the screen passes axe.
  await nav.getByRole('link', { name: 'Promotions' }).click();
  await expect(a.getByRole('heading', { name: 'Promotions', level: 1 })).toBeVisible();
  expect(await seriousViolations(a)).toEqual([]);

  // A moderator: Overview, Reports, Members, Verification; no Roles, Promotions or Approvals.
  const modContext = await browser.newContext();
  const m = await modContext.newPage();
  await signInAsModerator(m);
  await m.goto('/admin');
  const modNav = m.getByRole('navigation', { name: 'Admin sections' });
  await expect(modNav.getByRole('link', { name: 'Members' })).toBeVisible({ timeout: 30_000 });
  await expect(modNav.getByRole('link', { name: 'Roles' })).toHaveCount(0);
  await expect(modNav.getByRole('link', { name: 'Promotions' })).toHaveCount(0);
  await expect(modNav.getByRole('link', { name: 'Approvals' })).toHaveCount(0);
  await expect(m.getByRole('link', { name: /Open reports \d+/ })).toBeVisible();
  expect(await seriousViolations(m)).toEqual([]);
  await m.goto('/admin/roles');
  await expect(m.getByRole('heading', { name: 'Not for your role' })).toBeVisible();

  await Promise.all([adminContext.close(), ownerContext.close(), modContext.close()]);
});
