import { expect, test, type Page } from '@playwright/test';
import { newMember, signUpViaApi } from '../support/members.ts';

/** A signed-up member placed in Berlin, where the demo community lives. */
async function memberInBerlin(page: Page, prefix = 'msg') {
  const member = await signUpViaApi(page, newMember(prefix));
  const res = await page.request.put('/api/me/location', { data: { city: 'Berlin' } });
  expect(res.status(), await res.text()).toBe(200);
  return member;
}

async function myId(page: Page): Promise<string> {
  const res = await page.request.get('/api/me');
  expect(res.status()).toBe(200);
  return ((await res.json()) as { user: { id: string } }).user.id;
}

let sent = 0;
async function sendText(page: Page, conversationId: string, text: string) {
  sent += 1;
  const res = await page.request.post(`/api/conversations/${conversationId}/messages`, {
    data: { clientId: `e2e-${Date.now().toString(36)}-${sent}`, kind: 'text', text },
  });
  expect(res.status(), await res.text()).toBeLessThan(300);
}

/**
 * Resolves once the app's chat socket has the server's answer to its resume: the server holds the
 * socket from then on, so a message sent after it arrives live (the socket opens after the first
 * screen, on an idle moment: 'networkidle' may well come before it). Call before the page loads.
 */
function socketResumed(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      if (new URL(socket.url()).pathname !== '/api/ws') return;
      socket.on('framereceived', ({ payload }) => {
        if (typeof payload !== 'string') return;
        if ((JSON.parse(payload) as { type?: string }).type === 'resumed') resolve();
      });
    });
  });
}

function chatIdFrom(page: Page): string {
  const match = /\/app\/chat\/([^/?#]+)$/.exec(new URL(page.url()).pathname);
  expect(match, page.url()).not.toBeNull();
  return decodeURIComponent(match![1]!);
}

test('a member starts a chat with a demo member from New message, and the list shows it with his last words', async ({
  page,
}) => {
  await memberInBerlin(page);
  await page.goto('/app/messages');
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No messages yet' })).toBeVisible();

  await page.getByRole('link', { name: 'New message' }).click();
  await expect(page).toHaveURL(/\/app\/messages\/new$/);
  await page.getByRole('searchbox', { name: 'Search members by name' }).fill('marco');
  await page.getByRole('checkbox', { name: /^Marco/ }).check();
  await expect(page.getByRole('checkbox', { name: /^Jonas/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Message Marco' }).click();
  await expect(page).toHaveURL(/\/app\/chat\/[^/]+$/);
  await sendText(page, chatIdFrom(page), 'Hi Marco, coffee later?');

  await page.goto('/app/messages');
  const list = page.getByRole('list', { name: 'Conversations' });
  await expect(
    list.getByRole('link', { name: /^Marco ?, .*You: Hi Marco, coffee later\?/ }),
  ).toBeVisible();

  // The search asks the server: a name that isn't there empties the list, a part of his finds him.
  const search = page.getByRole('searchbox', { name: 'Search chats by name' });
  await search.fill('nobody-here');
  await expect(page.getByRole('heading', { name: 'No chats match “nobody-here”' })).toBeVisible();
  await search.fill('marc');
  await expect(list.getByRole('link', { name: /^Marco ?, / })).toBeVisible();

  // Opening it again finds the same chat.
  await list.getByRole('link', { name: /^Marco ?, / }).click();
  await expect(page).toHaveURL(/\/app\/chat\/[^/]+$/);
});

test('a group of two demo members is started, renamed and given a timer in its settings, then left', async ({
  page,
}) => {
  await memberInBerlin(page);
  await page.goto('/app/messages/new');
  await page.getByRole('checkbox', { name: /^Jonas/ }).check();
  await page.getByRole('checkbox', { name: /^Felix/ }).check();
  await expect(page.getByRole('list', { name: 'Picked' }).getByRole('button')).toHaveCount(2);
  await page.getByRole('button', { name: 'Start a group of 3' }).click();

  const naming = page.getByRole('dialog', { name: 'Name your group' });
  await naming.getByLabel('Group name').fill('Berlin nights');
  await naming.getByRole('button', { name: 'Start group' }).click();
  await expect(page).toHaveURL(/\/app\/chat\/[^/]+$/);
  const id = chatIdFrom(page);

  await page.goto(`/app/chat/${id}/settings`);
  await expect(page.getByRole('heading', { level: 1, name: 'Berlin nights' })).toBeVisible();
  const members = page.getByRole('list', { name: 'Members' });
  await expect(members.getByText('You', { exact: true })).toBeVisible();
  await expect(members.getByRole('link', { name: /Jonas/ })).toBeVisible();
  await expect(members.getByRole('link', { name: /Felix/ })).toBeVisible();

  await page.getByRole('button', { name: 'Rename group' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename group' });
  await rename.getByLabel('Group name').fill('Berlin weekend');
  await rename.getByRole('button', { name: 'Save' }).click();
  await expect(rename).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Berlin weekend' })).toBeVisible();

  await page.getByRole('radio', { name: '1 hour' }).check();
  await expect(page.getByRole('radio', { name: '1 hour' })).toBeChecked();
  await page.getByRole('switch', { name: 'Mute this chat' }).click();
  await expect(page.getByRole('switch', { name: 'Mute this chat' })).toBeChecked();
  await page.reload();
  await expect(page.getByRole('radio', { name: '1 hour' })).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Mute this chat' })).toBeChecked();

  await page.goto('/app/messages');
  await expect(
    page
      .getByRole('list', { name: 'Conversations' })
      .getByRole('link', { name: /^Berlin weekend ?, group of 3.*muted/ }),
  ).toBeVisible();
  await page.goto('/chat-hub');
  await expect(
    page.getByRole('list', { name: 'Your groups' }).getByRole('link', { name: /^Berlin weekend/ }),
  ).toBeVisible();

  await page.goto(`/app/chat/${id}/settings`);
  await page.getByRole('button', { name: 'Leave group' }).click();
  await page
    .getByRole('dialog', { name: 'Leave Berlin weekend?' })
    .getByRole('button', { name: 'Leave group' })
    .click();
  await expect(page).toHaveURL(/\/app\/messages$/);
  await expect(page.getByRole('heading', { name: 'No messages yet' })).toBeVisible();
});

test('message settings: switches and choices are saved and survive a reload', async ({ page }) => {
  await signUpViaApi(page, newMember('msgset'));
  await page.goto('/app/settings');
  await page.getByRole('link', { name: /^Messages Read receipts/ }).click();
  await expect(page).toHaveURL(/\/app\/settings\/messages$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Message settings' })).toBeVisible();

  const receipts = page.getByRole('switch', { name: 'Read receipts' });
  await expect(receipts).toBeChecked();
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/me/message-settings') && r.request().method() === 'PUT',
  );
  await receipts.click();
  expect((await saved).status()).toBe(200);
  await expect(receipts).not.toBeChecked();

  const never = page.getByRole('radio', { name: /^Never/ });
  const savedMedia = page.waitForResponse(
    (r) => r.url().endsWith('/api/me/message-settings') && r.request().method() === 'PUT',
  );
  await never.check();
  expect((await savedMedia).status()).toBe(200);

  await page.reload();
  await expect(page.getByRole('switch', { name: 'Read receipts' })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: 'Typing indicator' })).toBeChecked();
  await expect(page.getByRole('radio', { name: /^Never/ })).toBeChecked();
});

test("a stranger's first message waits in Requests; once accepted it counts on the nav's Messages", async ({
  page,
  browser,
}) => {
  await signUpViaApi(page, newMember('msgme'));
  const me = await myId(page);

  const strangerContext = await browser.newContext();
  const stranger = await strangerContext.newPage();
  const strangerMember = await signUpViaApi(stranger, newMember('stranger'));
  const opened = await stranger.request.post('/api/conversations', { data: { userId: me } });
  expect(opened.status(), await opened.text()).toBeLessThan(300);
  const { id } = (await opened.json()) as { id: string };
  await sendText(stranger, id, 'Hey, saw you at the party');

  await page.goto('/app/messages');
  await expect(page.getByRole('heading', { name: 'No messages yet' })).toBeVisible();
  const requestsTab = page.getByRole('tab', { name: /^Requests/ });
  await expect(requestsTab).toHaveAccessibleName('Requests, 1 new');
  await requestsTab.click();
  await expect(page).toHaveURL(/folder=requests/);
  const row = page.getByRole('list', { name: 'Message requests' }).getByRole('link', {
    name: new RegExp(`^${strangerMember.username} ?, .*Hey, saw you at the party`),
  });
  await expect(row).toBeVisible();

  // Accepted (the chat page's button), the chat moves to the inbox and its unread counts on the nav.
  const accepted = await page.request.post(`/api/conversations/${id}/accept`);
  expect(accepted.status(), await accepted.text()).toBe(200);
  await page.goto('/app/messages');
  await expect(
    page
      .getByRole('list', { name: 'Conversations' })
      .getByRole('link', { name: new RegExp(`^${strangerMember.username} ?, .*1 unread`) }),
  ).toBeVisible();
  await expect(
    page
      .getByRole('navigation', { name: 'Primary' })
      .getByRole('link', { name: 'Messages 1 unread' }),
  ).toBeVisible();
  await page.getByRole('tab', { name: /^Requests/ }).click();
  await expect(page.getByRole('heading', { name: 'No requests' })).toBeVisible();
  await strangerContext.close();
});

test('the chat hub joins a city room and opens it; the room then shows as joined', async ({
  page,
}) => {
  await signUpViaApi(page, newMember('hub'));
  await page.goto('/chat-hub');
  await expect(page.getByRole('heading', { level: 1, name: 'Chat hub' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No groups yet' })).toBeVisible();
  const rooms = page.getByRole('list', { name: 'City rooms' });
  await rooms.getByRole('button', { name: 'Join Berlin chat' }).click();
  await expect(page).toHaveURL(/\/app\/chat\/[^/]+$/);
  // Issue 35: his join reads as joining, and the header counts in the right number.
  await expect(page.getByText('You joined', { exact: true })).toBeVisible();
  await expect(page.getByText(/^(1 member|([02-9]|\d\d+) members)$/)).toBeVisible();

  await page.goto('/chat-hub');
  await expect(rooms.getByRole('button', { name: 'Open Berlin chat' })).toBeVisible();
  await expect(rooms.getByRole('listitem').filter({ hasText: 'Berlin chat' })).toContainText(
    'Joined',
  );
});

test('a message arrives in the open list live, with its unread count, without the list being fetched again', async ({
  page,
  browser,
}) => {
  await signUpViaApi(page, newMember('listlive'));
  const me = await myId(page);
  const antonContext = await browser.newContext();
  const anton = await antonContext.newPage();
  const antonMember = await signUpViaApi(anton, newMember('anton'));
  const opened = await anton.request.post('/api/conversations', { data: { userId: me } });
  const { id } = (await opened.json()) as { id: string };
  await sendText(anton, id, 'Hey there');
  expect((await page.request.post(`/api/conversations/${id}/accept`)).status()).toBe(200);
  await sendText(page, id, 'Hi Anton');

  const resumed = socketResumed(page);
  await page.goto('/app/messages');
  const list = page.getByRole('list', { name: 'Conversations' });
  const row = (text: string) =>
    list.getByRole('link', { name: new RegExp(`^${antonMember.username} ?, .*${text}`) });
  await expect(row('You: Hi Anton')).toBeVisible();
  // The socket is up once the server has answered where the app stands (its resume), and the first
  // screen's fetches are over: from here on, count.
  await resumed;
  await page.waitForLoadState('networkidle');
  const listFetches: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/conversations') listFetches.push(request.url());
  });

  await sendText(anton, id, 'Drinks at nine?');
  await expect(row('Drinks at nine\\?.*1 unread')).toBeVisible();
  await expect(
    page
      .getByRole('navigation', { name: 'Primary' })
      .getByRole('link', { name: 'Messages 1 unread' }),
  ).toBeVisible();
  await sendText(anton, id, 'Or ten');
  await expect(row('Or ten.*2 unread')).toBeVisible();
  await expect(
    page
      .getByRole('navigation', { name: 'Primary' })
      .getByRole('link', { name: 'Messages 2 unread' }),
  ).toBeVisible();
  await page.waitForTimeout(500);
  expect(listFetches).toEqual([]);
  await antonContext.close();
});

test('a message that came before the chat socket opened counts on the nav as in its row', async ({
  page,
  browser,
}) => {
  await signUpViaApi(page, newMember('listlate'));
  const me = await myId(page);
  const antonContext = await browser.newContext();
  const anton = await antonContext.newPage();
  const antonMember = await signUpViaApi(anton, newMember('anton'));
  const opened = await anton.request.post('/api/conversations', { data: { userId: me } });
  const { id } = (await opened.json()) as { id: string };
  await sendText(anton, id, 'Hey there');
  expect((await page.request.post(`/api/conversations/${id}/accept`)).status()).toBe(200);
  await sendText(page, id, 'Hi Anton');

  // The chat socket opens only once Anton has written: his message comes with the app's resume, its
  // 'unread' frame having found no socket (what a busy phone, or a slow first screen, gives).
  let letOpen!: () => void;
  const written = new Promise<void>((resolve) => (letOpen = resolve));
  await page.routeWebSocket(/\/api\/ws$/, async (socket) => {
    await written;
    socket.connectToServer();
  });
  await page.goto('/app/messages');
  const list = page.getByRole('list', { name: 'Conversations' });
  const row = (text: string) =>
    list.getByRole('link', { name: new RegExp(`^${antonMember.username} ?, .*${text}`) });
  await expect(row('You: Hi Anton')).toBeVisible();
  await sendText(anton, id, 'Drinks at nine?');
  letOpen();
  await expect(row('Drinks at nine\\?.*1 unread')).toBeVisible();
  await expect(
    page
      .getByRole('navigation', { name: 'Primary' })
      .getByRole('link', { name: 'Messages 1 unread' }),
  ).toBeVisible();
  await antonContext.close();
});
