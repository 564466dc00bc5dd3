import { expect, test, type Browser } from '@playwright/test';
import { seriousViolations } from '../support/axe.ts';
import { newMember, signUpViaApi } from '../support/members.ts';

/** A signed-up member with a display name, in his own browser. */
async function member(browser: Browser, displayName: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signUpViaApi(page, newMember('signals'));
  const res = await page.request.patch('/api/profiles/me', { data: { displayName, age: 30 } });
  expect(res.status(), await res.text()).toBe(200);
  const me = await page.request.get('/api/me');
  const { user } = (await me.json()) as { user: { id: string } };
  return { page, context, id: user.id };
}

const CAUTION = 'Be careful: this member asked for money. Blaze will never ask you to pay someone.';

test("A (a new account) asks B for money: B's chat shows the caution live, A's never; B dismisses it", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const anton = await member(browser, 'Anton');
  const bruno = await member(browser, 'Bruno');
  const a = anton.page;
  const b = bruno.page;

  const opened = await a.request.post('/api/conversations', { data: { userId: bruno.id } });
  expect(opened.status(), await opened.text()).toBeLessThan(300);
  const { id } = (await opened.json()) as { id: string };

  // Both have the chat open; Anton writes from his screen.
  await a.goto(`/app/chat/${id}`);
  await expect(a.getByRole('heading', { name: /Bruno/ })).toBeVisible();
  await b.goto(`/app/chat/${id}`);
  await expect(b.getByRole('heading', { name: /Anton/ })).toBeVisible();
  await expect(b.getByText(CAUTION)).toHaveCount(0);

  const composer = a.getByRole('textbox', { name: 'Message' });
  await composer.fill('send me $50 on cashapp');
  await composer.press('Enter');

  // Bruno sees the message and, live, the calm caution; Anton sees his message and no caution.
  await expect(
    b.getByRole('log', { name: 'Messages' }).getByText('send me $50 on cashapp'),
  ).toBeVisible();
  const caution = b.getByRole('region', { name: 'Safety caution' });
  await expect(caution.getByText(CAUTION)).toBeVisible();
  expect(await seriousViolations(b, 'section[aria-label="Safety caution"]')).toEqual([]);
  await expect(
    a.getByTestId('message').filter({ hasText: 'send me $50 on cashapp' }),
  ).toBeVisible();
  await a.reload();
  await expect(
    a.getByTestId('message').filter({ hasText: 'send me $50 on cashapp' }),
  ).toBeVisible();
  await expect(a.getByText(CAUTION)).toHaveCount(0);

  // It is still there when Bruno comes back, until he dismisses it.
  await b.reload();
  await expect(b.getByText(CAUTION)).toBeVisible();
  await b.getByRole('button', { name: 'Dismiss this caution' }).click();
  await expect(b.getByText(CAUTION)).toHaveCount(0);
  await b.reload();
  await expect(
    b.getByRole('log', { name: 'Messages' }).getByText('send me $50 on cashapp'),
  ).toBeVisible();
  await expect(b.getByText(CAUTION)).toHaveCount(0);

  await anton.context.close();
  await bruno.context.close();
});
