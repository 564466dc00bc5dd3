import { expect, test, type Browser } from '@playwright/test';
import { MODERATOR_EMAIL } from '../playwright.config.ts';
import { newMember, signInAsAdmin, signInViaForm, signUpViaApi } from '../support/members.ts';
import { seriousViolations } from '../support/axe.ts';

/** A signed-up member in his own browser. */
async function member(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const account = await signUpViaApi(page, newMember('mod'));
  const me = await page.request.get('/api/me');
  const { user } = (await me.json()) as { user: { id: string } };
  return { page, context, id: user.id, ...account };
}

test('B reports A’s message; a moderator suspends A from the queue; A is signed out and told why; B hears the outcome', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const a = await member(browser);
  const b = await member(browser);

  // A writes to B; B reports the message.
  const opened = await a.page.request.post('/api/conversations', { data: { userId: b.id } });
  expect(opened.status(), await opened.text()).toBe(201);
  const { id: conversationId } = (await opened.json()) as { id: string };
  const sent = await a.page.request.post(`/api/conversations/${conversationId}/messages`, {
    data: { clientId: `e2e${Date.now().toString(36)}`, kind: 'text', text: 'Pay me or else' },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const { id: messageId } = (await sent.json()) as { id: string };
  const reported = await b.page.request.post(`/api/conversations/${conversationId}/report`, {
    data: { messageId, reason: 'threats', details: 'He is threatening me' },
  });
  expect(reported.status(), await reported.text()).toBe(201);

  // A keeps the app open.
  await a.page.goto('/app/activity');
  await expect(a.page.getByRole('heading', { name: 'Activity', exact: true })).toBeVisible();
  // The realtime connection opens once the first screen has painted.
  await a.page.waitForTimeout(2_500);

  // The moderator finds it in Unreviewed and opens it.
  const modContext = await browser.newContext();
  const mod = await modContext.newPage();
  await signInAsAdmin(mod);
  await mod.goto('/admin/reports');
  await expect(mod.getByRole('heading', { name: 'Reports' })).toBeVisible();
  await expect(mod.getByRole('button', { name: 'Unreviewed' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await mod.getByRole('button', { name: 'Message', exact: true }).click();
  const row = mod.getByRole('link', { name: new RegExp(`@${a.username}`) }).first();
  await expect(row).toBeVisible();
  expect(await seriousViolations(mod)).toEqual([]);
  await row.click();

  await expect(mod.getByRole('heading', { name: /^Report #/ })).toBeVisible();
  const chat = mod.getByRole('list', { name: 'The chat as the reporter saw it' });
  await expect(chat.getByText('Pay me or else')).toBeVisible();
  await expect(mod.getByText('He is threatening me')).toBeVisible();
  expect(await seriousViolations(mod)).toEqual([]);

  // Suspend A for a day.
  await mod.getByLabel('Action', { exact: true }).selectOption('suspend');
  await mod.getByLabel('Reason', { exact: true }).selectOption('threats');
  await mod.getByLabel('Days', { exact: true }).fill('1');
  await mod.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(mod.getByText('Resolved', { exact: true })).toBeVisible();

  // A's open app is signed out at once, and signing in tells him why and until when.
  await expect(a.page).toHaveURL(/\/auth/, { timeout: 10_000 });
  // Told why and until when at once, not only when he tries to sign in again (issue 35).
  await expect(
    a.page
      .getByRole('alert')
      .filter({ hasText: /Your account is suspended until .*\(Threats or violence\)/ }),
  ).toBeVisible();
  await signInViaForm(a.page, a.email, a.password);
  await expect(
    a.page.getByText(/Your account is suspended until .*\(Threats or violence\)/),
  ).toBeVisible();
  // He cannot reach his notices, so he appeals from the sign-in screen.
  await a.page.getByRole('button', { name: 'Appeal this decision' }).click();
  await a.page
    .getByLabel('Why should we look again?')
    .fill('I was quoting him back, not threatening.');
  await a.page.getByRole('button', { name: 'Send appeal' }).click();
  await expect(a.page.getByText(/Your appeal is with our moderators/)).toBeVisible();
  expect(await seriousViolations(a.page)).toEqual([]);

  // B sees the outcome in his notices, from the activity screen.
  await b.page.goto('/app/activity');
  await b.page.getByRole('link', { name: /Safety notices/ }).click();
  await expect(b.page.getByRole('heading', { name: 'Safety notices' })).toBeVisible();
  await expect(
    b.page.getByText(new RegExp(`We reviewed your report of a message by @${a.username}`)),
  ).toBeVisible();
  await expect(b.page.getByText(/we found a breach of our rules and took action/)).toBeVisible();
  expect(await seriousViolations(b.page)).toEqual([]);

  await Promise.all([a.context.close(), b.context.close(), modContext.close()]);
});

test('a moderator cannot suspend an admin: the member page says why in words, and the admin stays signed in', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin);
  const { user } = (await (await admin.request.get('/api/me')).json()) as { user: { id: string } };

  const modContext = await browser.newContext();
  const mod = await modContext.newPage();
  const moderator = { ...newMember('moderator'), email: MODERATOR_EMAIL };
  const signedIn = await mod.request.post('/api/auth/sign-in', {
    data: { email: moderator.email, password: moderator.password },
  });
  if (signedIn.status() !== 200) await signUpViaApi(mod, moderator);

  await mod.goto(`/admin/members/${user.id}`);
  const form = mod.getByRole('form', { name: 'Take action' });
  await expect(form).toBeVisible();
  await form.getByLabel('Action', { exact: true }).selectOption('suspend');
  await form.getByLabel('Days').fill('365');
  await form.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(form.getByRole('alert')).toHaveText(
    'This member is an admin: only a superadmin can act on him.',
  );
  await mod.screenshot({ path: 'test-results/moderator-cannot-suspend-admin.png', fullPage: true });

  expect((await admin.request.get('/api/me')).status()).toBe(200);
  await Promise.all([adminContext.close(), modContext.close()]);
});
