import { expect, type Page } from '@playwright/test';

let n = 0;
export function newMember(prefix = 'e2e') {
  n += 1;
  const id = `${Date.now().toString(36)}${n}`;
  return {
    email: `${prefix}.${id}@example.com`,
    password: 'velvet-otter-rides-42',
    username: `${prefix}_${id}`.slice(0, 30),
  };
}

/** Creates an account through the API; the page's browser context receives the session cookie. */
export async function signUpViaApi(page: Page, member = newMember()) {
  const res = await page.request.post('/api/auth/sign-up', {
    data: { email: member.email, password: member.password, username: member.username },
  });
  expect(res.status(), await res.text()).toBe(201);
  return member;
}

export async function signInViaForm(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

export async function signUpViaForm(page: Page, member = newMember()) {
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByLabel('Username').fill(member.username);
  await page.getByRole('button', { name: 'Create Account' }).click();
  return member;
}

export async function expectInShell(page: Page) {
  await expect(page.getByRole('navigation', { name: 'Primary' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open account menu' })).toBeVisible();
}
