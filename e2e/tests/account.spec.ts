import { expect, test } from '@playwright/test';
import { totpCode } from '../../apps/server/src/test/totp.ts';
import { expectInShell, newMember, signInViaForm, signUpViaApi } from '../support/members.ts';
import { seriousViolations } from '../support/axe.ts';

const NEW_PASSWORD = 'amber-heron-dives-77';

test('Settings > Account: a new password signs the other device out; two-factor on, then sign-in asks for the code; a session revoked', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const me = newMember('account');
  const here = await browser.newContext();
  const page = await here.newPage();
  await signUpViaApi(page, me);
  // His other device, signed in too.
  const there = await browser.newContext();
  const other = await there.newPage();
  const signedIn = await other.request.post('/api/auth/sign-in', {
    data: { email: me.email, password: me.password },
  });
  expect(signedIn.status(), await signedIn.text()).toBe(200);

  // Settings -> Account.
  await page.goto('/app/settings');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole('link', { name: /Account/ }).click();
  await expect(page.getByRole('heading', { name: 'Account', level: 1 })).toBeVisible();
  await expect(page.getByText(me.email)).toBeVisible();
  const devices = page.getByRole('list', { name: 'Signed-in devices' });
  await expect(devices.getByRole('listitem')).toHaveCount(2);
  await expect(devices.getByText('This device')).toHaveCount(1);
  expect(await seriousViolations(page)).toEqual([]);

  // A wrong current password is refused in words; the right one signs the other device out.
  await page.getByLabel('Current password').fill('not-my-password-1');
  await page.getByLabel('New password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'not your current password' }),
  ).toBeVisible();
  await page.getByLabel('Current password').fill(me.password);
  await page.getByLabel('New password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed. 1 other device was signed out.')).toBeVisible();
  expect((await other.request.get('/api/me')).status()).toBe(401);
  await other.goto('/app/settings');
  await expect(other).toHaveURL(/\/auth/);
  await expect(devices.getByRole('listitem')).toHaveCount(1);

  // Two-factor: password, then the key, then a code computed here, then the backup codes once.
  await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  await page.getByLabel('Your password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await page.getByTestId('two-factor-secret').textContent()) ?? '';
  expect(secret).toMatch(/^[A-Z2-7]+=*$/);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByLabel('6-digit code from the app').fill(totpCode(secret));
  await page.getByRole('button', { name: 'Turn on', exact: true }).click();
  const backupCodes = page.getByRole('list', { name: 'Backup codes' });
  await expect(backupCodes.getByRole('listitem')).toHaveCount(10);
  await page.getByRole('button', { name: "I've saved them" }).click();
  await expect(backupCodes).toHaveCount(0);
  await expect(page.getByRole('heading', { name: /Two-factor sign-in\s*On/ })).toBeVisible();

  // Signed out, he signs in again: the password, then the code.
  expect((await page.request.post('/api/auth/sign-out')).status()).toBe(204);
  await page.goto('/auth');
  await signInViaForm(page, me.email, NEW_PASSWORD);
  await expect(page.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByLabel('Code').fill('000000' === totpCode(secret) ? '111111' : '000000');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'not right' })).toBeVisible();
  await page.getByLabel('Code').fill(totpCode(secret));
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expectInShell(page);

  // The other device signs in with a code too; he revokes it from the list.
  const first = await other.request.post('/api/auth/sign-in', {
    data: { email: me.email, password: NEW_PASSWORD },
  });
  expect(first.status()).toBe(403);
  const second = await other.request.post('/api/auth/sign-in/two-factor', {
    data: { code: totpCode(secret) },
  });
  expect(second.status(), await second.text()).toBe(200);
  expect((await other.request.get('/api/me')).status()).toBe(200);
  await page.goto('/app/settings/account');
  await expect(devices.getByRole('listitem')).toHaveCount(2);
  await devices.getByRole('button', { name: /^Sign out / }).click();
  await expect(devices.getByRole('listitem')).toHaveCount(1);
  expect((await other.request.get('/api/me')).status()).toBe(401);

  // Sign out everywhere (but here): the other device, signed in again, is signed out.
  await other.request.post('/api/auth/sign-in', {
    data: { email: me.email, password: NEW_PASSWORD },
  });
  const again = await other.request.post('/api/auth/sign-in/two-factor', {
    data: { code: totpCode(secret) },
  });
  expect(again.status(), await again.text()).toBe(200);
  await page.reload();
  await expect(devices.getByRole('listitem')).toHaveCount(2);
  await page.getByRole('button', { name: 'Sign out everywhere' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign out everywhere?' });
  await expect(dialog.getByRole('switch', { name: 'Including this device' })).not.toBeChecked();
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page.getByText('Signed out of 1 other device.')).toBeVisible();
  await expect(devices.getByRole('listitem')).toHaveCount(1);
  expect((await other.request.get('/api/me')).status()).toBe(401);
  expect((await page.request.get('/api/me')).status()).toBe(200);

  await here.close();
  await there.close();
});
